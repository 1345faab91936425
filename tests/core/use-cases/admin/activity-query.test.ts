import { activityOrdering } from '../../../../src/core/use-cases';

describe('activityOrdering', () => {
  it("prefixes '-' for descending and defaults to '-timestamp'", () => {
    expect(activityOrdering('location__name', 'descend')).toBe('-location__name');
    expect(activityOrdering('entry_type', 'ascend')).toBe('entry_type');
    expect(activityOrdering(null, null)).toBe('-timestamp');
    expect(activityOrdering('entry_type', null)).toBe('-timestamp');
  });
});
