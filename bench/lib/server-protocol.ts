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
  | { id: number; type: 'stop' };

export type ParentRequest = ParentMessage extends infer M ? (M extends { id: number } ? Omit<M, 'id'> : never) : never;

export type ChildMessage =
  | { type: 'ready'; apiUrl: string; bareUrl: string; kind: 'pglite' | 'postgres' }
  | { type: 'failed'; error: string }
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: string };
