/**
 * What each request of a load run cost the server: SQL statements (db.statementCount) and CPU time of
 * the server process. On PGlite the database runs inside that process, so its CPU is counted too; on
 * PostgreSQL the database's own processes are not.
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BenchServer } from './bench-server';
import { describeLoad, type LoadResult } from './load';
import { round } from './report';

export interface CostedRun extends LoadResult {
  statementsPerRequest: number;
  serverCpuMsPerRequest: number;
  /**
   * The whole machine's busy CPU per request (every process: server, PostgreSQL, the load generator, anything else),
   * from /proc/stat; the figure that bounds requests per second when every core is shared. Undefined off Linux.
   */
  boxCpuMsPerRequest?: number;
  /** CPU of the PostgreSQL server's processes per request (from /proc; 0 on PGlite, which runs inside the server). */
  databaseCpuMsPerRequest?: number;
  /** CPU of this process, the load generator, per request. */
  loadCpuMsPerRequest: number;
}

export async function costed(server: BenchServer, run: () => Promise<LoadResult>): Promise<CostedRun> {
  const statements = await server.statementCount();
  const cpu = await server.cpuMs();
  const box = boxCpuMs();
  const database = postgresCpuMs();
  const load = process.cpuUsage();
  const result = await run();
  const loadUsed = process.cpuUsage(load);
  const requests = Math.max(1, result.ok + result.non2xx);
  const perRequest = (used: number | undefined) => (used === undefined ? undefined : round(used / requests, 2));
  const boxAfter = boxCpuMs();
  const databaseAfter = postgresCpuMs();
  return {
    ...result,
    statementsPerRequest: round(((await server.statementCount()) - statements) / requests, 2),
    serverCpuMsPerRequest: round(((await server.cpuMs()) - cpu) / requests, 2),
    boxCpuMsPerRequest: perRequest(box === undefined || boxAfter === undefined ? undefined : boxAfter - box),
    databaseCpuMsPerRequest: perRequest(database === undefined || databaseAfter === undefined ? undefined : databaseAfter - database),
    loadCpuMsPerRequest: round((loadUsed.user + loadUsed.system) / 1000 / requests, 2),
  };
}

export function describeCost(r: CostedRun): string {
  const where = [
    `${r.serverCpuMsPerRequest} ms server CPU`,
    r.databaseCpuMsPerRequest ? `${r.databaseCpuMsPerRequest} ms PostgreSQL` : undefined,
    `${r.loadCpuMsPerRequest} ms load generator`,
    r.boxCpuMsPerRequest === undefined ? undefined : `${r.boxCpuMsPerRequest} ms the whole machine`,
  ].filter(Boolean);
  return `${describeLoad(r)}; per request ${r.statementsPerRequest} SQL statements, ${where.join(', ')}`;
}

/** Linux counts CPU time in clock ticks of 10 ms (USER_HZ 100 on every mainstream kernel). */
const TICK_MS = 10;

/** Busy CPU time of the whole machine so far: every state but idle and iowait, summed over cores. */
function boxCpuMs(): number | undefined {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const [user, nice, system, , , irq, softirq, steal] = fields;
    return (user + nice + system + irq + softirq + (steal ?? 0)) * TICK_MS;
  } catch {
    return undefined;
  }
}

/** CPU time so far of every process named postgres on this machine (the local PostgreSQL the bench uses). */
function postgresCpuMs(): number | undefined {
  try {
    let ticks = 0;
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const close = stat.lastIndexOf(')');
        if (!stat.slice(stat.indexOf('(') + 1, close).startsWith('postgres')) continue;
        const rest = stat.slice(close + 2).split(' ');
        ticks += Number(rest[11]) + Number(rest[12]); // utime and stime, fields 14 and 15 of proc(5)
      } catch {
        // the process ended between the listing and the read
      }
    }
    return ticks * TICK_MS;
  } catch {
    return undefined;
  }
}

/** 'Node CPU' on PostgreSQL, 'Node+PGlite CPU' on PGlite: what the CPU figure includes. */
export function cpuScope(kind: BenchServer['kind']): string {
  return kind === 'postgres' ? 'Node CPU' : 'Node+PGlite CPU';
}

/**
 * With BENCH_PROFILE_DIR set, `run` under a CPU profile of the server, written to <dir>/<name>.cpuprofile (open it in
 * Chrome DevTools, or summarise it with `npx tsx bench/profile-summary.ts <file>`). The sampling costs the server some
 * CPU: figures of a profiled run are not the bench's figures.
 */
export async function profiled<T>(server: BenchServer, name: string, run: () => Promise<T>): Promise<T> {
  const dir = process.env.BENCH_PROFILE_DIR;
  if (!dir) return run();
  mkdirSync(dir, { recursive: true });
  await server.profileStart();
  try {
    return await run();
  } finally {
    const file = path.resolve(dir, `${name}.cpuprofile`);
    await server.profileStop(file);
    console.log(`  CPU profile of the server: ${file}`);
  }
}
