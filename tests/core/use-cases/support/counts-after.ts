import type { FakeClock } from '../../../fakes';

/**
 * What `count` reads after each step of virtual time: with steps [499, 1] it advances 499 ms and reads, then 1 ms
 * more and reads again. For the delays of retries and polls, checked to the millisecond in one line.
 */
export async function countsAfter(clock: FakeClock, count: () => number, steps: number[]): Promise<number[]> {
  const counts: number[] = [];
  for (const ms of steps) {
    await clock.advance(ms);
    counts.push(count());
  }
  return counts;
}
