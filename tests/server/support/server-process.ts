import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { TSX_NODE_ARGS } from './tsx-process';

/** server/main.ts in a process of its own, as README starts it (tsx), for what only a real process shows: signals, umask, exit codes. */
export interface ServerProcess {
  child: ChildProcess;
  /** Known once the server listens (waitUntilHealthy waits for it): the address its log names. */
  readonly url: string;
  readonly port: number;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  output(): string;
}

const ROOT = join(__dirname, '..', '..', '..');

/**
 * Starts the server on a port the system picks as the server binds it (PORT=0), read back from its log's "Server
 * listening at" line (info level). A port picked beforehand and released could be taken meanwhile by another test's
 * server, whose health check would then answer for this one.
 */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const base = { ...process.env };
  delete base.DATABASE_URL; // the caller decides
  const child = spawn(process.execPath, [...TSX_NODE_ARGS, 'server/main.ts'], {
    cwd: ROOT,
    env: { ...base, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', WEB_DIR: '/nonexistent-web-dir', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = () => {
    const said = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
    if (!said) throw new Error(`the server has not said where it listens yet:\n${output}`);
    return said;
  };
  return {
    child,
    exited,
    output: () => output,
    get url() {
      return url();
    },
    get port() {
      return Number(new URL(url()).port);
    },
  };
}

/** The server's address once its log names it, or undefined before. */
function listeningUrlOf(server: ServerProcess): string | undefined {
  try {
    return server.url;
  } catch {
    return undefined;
  }
}

/** Waits for /api/health to answer 200; rejects with the server's output if it exits first. */
export async function waitUntilHealthy(server: ServerProcess, timeoutMs = 30_000): Promise<void> {
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`server exited (${exitCode}) before answering:\n${server.output()}`);
    const url = listeningUrlOf(server);
    try {
      if (url && (await fetch(`${url}/api/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server not healthy after ${timeoutMs} ms:\n${server.output()}`);
}

/** SIGTERM, as a service manager stops it; resolves with the exit code (0: it closed the database and released the folder). */
export async function stopServer(server: ServerProcess): Promise<number | null> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
  return server.exited;
}
