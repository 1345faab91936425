import { withQuery } from '../../../../src/core/use-cases';

describe('withQuery', () => {
  it('leaves out empty values and encodes the rest', () => {
    expect(withQuery('/api/x/', { a: 1, b: undefined, c: null, d: '', e: 'a b&c' })).toBe('/api/x/?a=1&e=a%20b%26c');
    expect(withQuery('/api/x/', {})).toBe('/api/x/');
    expect(withQuery('/api/x/?p=1', { q: 2 })).toBe('/api/x/?p=1&q=2');
  });
});
