/** The machine a figure was measured on: printed beside every table and kept in the results JSON. */
import os from 'node:os';

export interface MachineInfo {
  cpus: number;
  cpuModel: string;
  memoryGiB: number;
  node: string;
  platform: string;
  /** 1-minute load average at the start: other work on a shared box skews every figure. */
  loadAverage1m: number;
}

export function describeMachine(): MachineInfo {
  const cpus = os.cpus();
  return {
    cpus: os.availableParallelism?.() ?? cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    loadAverage1m: Math.round(os.loadavg()[0] * 100) / 100,
  };
}

export function machineLine(m: MachineInfo): string {
  return `${m.cpus} CPU (${m.cpuModel}), ${m.memoryGiB} GiB, Node ${m.node}, load ${m.loadAverage1m}`;
}
