/**
 * Long work in slices (server/http/event-loop-slices.ts): the result is the plain map's, and what came in meanwhile
 * (here an immediate, as a socket's read would be) runs between two slices, not after the whole.
 */
import { mapInSlices } from '../../../server/http/event-loop-slices';

it('maps every item in order, letting other work run between slices', async () => {
  const order: string[] = [];
  setImmediate(() => order.push('other work'));
  const doubled = await mapInSlices([1, 2, 3, 4, 5], (n) => {
    order.push(`item ${n}`);
    return n * 2;
  }, 2);
  expect(doubled).toEqual([2, 4, 6, 8, 10]);
  expect(order).toEqual(['item 1', 'item 2', 'other work', 'item 3', 'item 4', 'item 5']);
});

it('maps nothing to nothing', async () => {
  expect(await mapInSlices([], (n: number) => n, 3)).toEqual([]);
});
