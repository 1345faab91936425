import { spawn } from 'node:child_process';
import { join } from 'node:path';

/**
 * How the tests start one of the server's TypeScript entry points (server/main.ts, server/scripts/*.ts) in a Node
 * process of its own, as README's commands do through tsx: `spawn(process.execPath, [...TSX_NODE_ARGS, entry])`.
 * tsx's loader runs in that one process: its command-line tool would start a second Node process to run the entry in
 * (0.5 s of CPU at each start), and relay the signals to it.
 *
 * `--liftoff-only`: V8 compiles WebAssembly (PGlite's, 9 MB) with its baseline compiler only. By default it also
 * compiles the functions that turn out hot again, optimized, on other threads: worth it in a server that runs for
 * months, but most of what a start costs in one that lives a few seconds (1.9 of 5.6 s of CPU up to the first
 * answer). The code means the same under either compiler; only the speed differs (docs/performance.md, "Test time:
 * PGlite's WebAssembly left unoptimized"). The server as README starts it keeps V8's defaults.
 */
export const TSX_NODE_ARGS = ['--liftoff-only', '--import', 'tsx'];

const ROOT = join(__dirname, '..', '..', '..');

export interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `entry` (relative to the repository) with `args` and exactly `env`, from the repository, to its end. */
export function runTsxScript(entry: string, args: string[], env: NodeJS.ProcessEnv): Promise<ScriptRun> {
  const child = spawn(process.execPath, [...TSX_NODE_ARGS, entry, ...args], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}
