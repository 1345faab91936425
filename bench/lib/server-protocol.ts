/** Messages between a bench and its server child process (server-process.ts) over Node's IPC channel. */
export type ParentMessage =
  | { id: number; type: 'sql'; sql: string; params?: unknown[] }
  | { id: number; type: 'exec'; sql: string }
  | { id: number; type: 'statementCount' }
  | { id: number; type: 'cpuUsage' }
  | { id: number; type: 'memoryUsage' }
  | { id: number; type: 'hash'; password: string }
  | { id: number; type: 'profileStart' }
  /** Stops the CPU profile started by profileStart and writes it (a .cpuprofile, Chrome DevTools' format) to `file`. */
  | { id: number; type: 'profileStop'; file: string }
  /** Starts timing how long the server's event loop is held (perf_hooks.monitorEventLoopDelay, 10 ms resolution). */
  | { id: number; type: 'loopDelayStart' }
  /** Stops it: the longest and the 99th-percentile delay in ms (EventLoopHolds). */
  | { id: number; type: 'loopDelayStop' }
  | { id: number; type: 'stop' };

/** How long the event loop was held between loopDelayStart and loopDelayStop (ms). */
export interface EventLoopHolds {
  maxMs: number;
  p99Ms: number;
  /** The garbage collector's pauses meanwhile (perf_hooks 'gc' entries): the longest, its kind, and their sum. */
  gc: { longestMs: number; longestKind: string; totalMs: number; count: number };
}

export type ParentRequest = ParentMessage extends infer M ? (M extends { id: number } ? Omit<M, 'id'> : never) : never;

export type ChildMessage =
  | { type: 'ready'; apiUrl: string; bareUrl: string; kind: 'pglite' | 'postgres' }
  | { type: 'failed'; error: string }
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: string };
