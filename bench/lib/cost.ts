/**
 * What each request of a load run cost the server: SQL statements (db.statementCount) and CPU time of
 * the server process. On PGlite the database runs inside that process, so its CPU is counted too; on
 * PostgreSQL the database's own processes are not.
 */
import type { BenchServer } from './bench-server';
import { describeLoad, type LoadResult } from './load';
import { round } from './report';

export interface CostedRun extends LoadResult {
  statementsPerRequest: number;
  serverCpuMsPerRequest: number;
}

export async function costed(server: BenchServer, run: () => Promise<LoadResult>): Promise<CostedRun> {
  const statements = await server.statementCount();
  const cpu = await server.cpuMs();
  const load = await run();
  const requests = Math.max(1, load.ok + load.non2xx);
  return {
    ...load,
    statementsPerRequest: round(((await server.statementCount()) - statements) / requests, 2),
    serverCpuMsPerRequest: round(((await server.cpuMs()) - cpu) / requests, 2),
  };
}

export function describeCost(r: CostedRun): string {
  return `${describeLoad(r)}; per request ${r.statementsPerRequest} SQL statements, ${r.serverCpuMsPerRequest} ms server CPU`;
}

/** 'Node CPU' on PostgreSQL, 'Node+PGlite CPU' on PGlite: what the CPU figure includes. */
export function cpuScope(kind: BenchServer['kind']): string {
  return kind === 'postgres' ? 'Node CPU' : 'Node+PGlite CPU';
}
