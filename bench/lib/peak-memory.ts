/**
 * The server's memory while one request runs: peak RSS (the kernel's high-water mark VmHWM, reset just before, where
 * Linux offers it; else the highest of the samples) and peak V8 heap, sampled every `sampleMs`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { delay, type BenchServer } from './bench-server';

export interface PeakMemory<T> {
  result: T;
  before: { rss: number; heapUsed: number };
  peakRss: number;
  peakRssSource: 'VmHWM' | 'samples';
  peakHeapUsed: number;
  samples: number;
}

function resetHighWaterMark(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

function readHighWaterMark(pid: number): number | undefined {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? undefined : Number(kb) * 1024;
  } catch {
    return undefined;
  }
}

export async function measurePeakMemory<T>(server: BenchServer, work: () => Promise<T>, sampleMs = 50): Promise<PeakMemory<T>> {
  const idle = await server.memory();
  const before = { rss: idle.rss, heapUsed: idle.heapUsed };
  const kernelPeak = resetHighWaterMark(idle.pid);
  let sampledRss = before.rss;
  let peakHeapUsed = before.heapUsed;
  let samples = 0;
  let done = false;
  const sampler = (async () => {
    while (!done) {
      const m = await server.memory();
      sampledRss = Math.max(sampledRss, m.rss);
      peakHeapUsed = Math.max(peakHeapUsed, m.heapUsed);
      samples++;
      await delay(sampleMs);
    }
  })();
  let result: T;
  try {
    result = await work();
  } finally {
    done = true;
    await sampler;
  }
  const hwm = kernelPeak ? readHighWaterMark(idle.pid) : undefined;
  return { result, before, peakRss: hwm ?? sampledRss, peakRssSource: hwm === undefined ? 'samples' : 'VmHWM', peakHeapUsed, samples };
}
