import { PAGE_SIZE, pageCount, RECENT_ENTRIES } from '../../../src/core/domain/pagination';

describe('pageCount (ceiling of count / limit)', () => {
  it.each([
    [0, 10, 0],
    [1, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [25, 10, 3],
    [7, 6, 2],
  ])('%i items, %i per page → %i pages', (count, limit, pages) => {
    expect(pageCount(count, limit)).toBe(pages);
  });

  it('has no pages without a usable limit', () => {
    expect(pageCount(5, 0)).toBe(0);
  });

  it('uses page size 10 and 6 recent entries', () => {
    expect(PAGE_SIZE).toBe(10);
    expect(RECENT_ENTRIES).toBe(6);
  });
});
