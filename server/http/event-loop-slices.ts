/**
 * Long work done a slice at a time, so that no request holds the event loop for long (docs/behaviour.md, "Exports and
 * the punches"): between two slices the server answers whatever came in meanwhile, check-ins first of all.
 */
import { giveWayToPunches } from './punches-first';

/**
 * Resolves on the event loop's next turn, after the I/O that is waiting (setImmediate), and once the punches being
 * answered are done (punches-first.ts: at most 20 ms).
 */
export async function nextTurn(): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  await giveWayToPunches();
}

/** `items.map(map)`, `sliceSize` items per turn of the event loop. */
export async function mapInSlices<T, R>(items: readonly T[], map: (item: T) => R, sliceSize: number): Promise<R[]> {
  const mapped: R[] = [];
  for (let start = 0; start < items.length; start += sliceSize) {
    if (start > 0) await nextTurn();
    for (const item of items.slice(start, start + sliceSize)) mapped.push(map(item));
  }
  return mapped;
}
