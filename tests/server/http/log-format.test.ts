/**
 * The server's log is for people at a terminal and for machines elsewhere (README, "Logs"): one readable line per
 * event when stdout is a terminal, JSON lines when it is a pipe or a file, and LOG_FORMAT forces either.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { effectiveLogFormat } from '../../../server/http/log-destination';
import { describeOnPglite } from '../support/database-only';
import { copyMigratedPgliteInto } from '../support/migrated-pglite';
import { spawnServer, stopServer, waitUntilHealthy } from '../support/server-process';

// tsx compiles the server on each start: tens of seconds on a busy 2-core machine.
jest.setTimeout(120_000);

const ROOT = join(__dirname, '..', '..', '..');

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/**
 * A data folder of its own holding the migrated empty database: the log is the subject here, and a new database (in
 * memory or in a new folder) would add its seconds of creation to every start.
 */
async function migratedDataDir(): Promise<string> {
  const folder = mkdtempSync(join(tmpdir(), 'timbrature-log-format-'));
  folders.push(folder);
  await copyMigratedPgliteInto(join(folder, 'data'));
  return join(folder, 'data');
}

/** The server's output lines once it has answered one request to /api/health and stopped. */
async function logOfOneRequest(env: Record<string, string>): Promise<string[]> {
  const server = await spawnServer({ DATA_DIR: await migratedDataDir(), LOG_LEVEL: 'info', ...env });
  try {
    await waitUntilHealthy(server, 90_000);
  } finally {
    await stopServer(server);
  }
  return server.output().split('\n').filter((line) => line.trim() !== '');
}

describeOnPglite('the log of a server process', () => {
  it("LOG_FORMAT=pretty: one readable line per event, the request's method, path and status on its line", async () => {
    const lines = await logOfOneRequest({ LOG_FORMAT: 'pretty' });
    expect(lines.some((line) => line.startsWith('{'))).toBe(false);
    expect(lines.find((line) => line.includes('Timbrature ready'))).toMatch(/^\[\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}\] INFO: Timbrature ready/);
    const health = lines.find((line) => line.includes('request completed') && line.includes('/api/health'));
    expect(health).toMatch(/INFO: request completed .*"method":"GET".*"statusCode":200/);
  });

  // A chosen first password: no banner with a generated one, which is printed for a person whatever the format.
  const CHOSEN_ADMIN = { ADMIN_USERNAME: 'capo', ADMIN_PASSWORD: 'Capo-password-2026' };

  it.each([
    ['LOG_FORMAT=json', { ...CHOSEN_ADMIN, LOG_FORMAT: 'json' }],
    ['by default into a pipe', CHOSEN_ADMIN],
  ])('%s: every line is a JSON object', async (_case, env) => {
    const lines = await logOfOneRequest(env);
    expect(lines.map((line) => JSON.parse(line) as { msg: string }).map((line) => line.msg)).toEqual(
      expect.arrayContaining(['Timbrature ready', 'request completed']),
    );
  });

  it('by default at a terminal the lines are the readable ones', async () => {
    // `script` (util-linux) runs the server on a pseudo-terminal, as a person starting it by hand sees it.
    const command = `${process.execPath} --import tsx server/main.ts`;
    const child = spawn('script', ['-qfec', command, '/dev/null'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: await migratedDataDir(), PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', LOG_FORMAT: '', WEB_DIR: '/nonexistent-web-dir' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      const deadline = Date.now() + 90_000;
      while (!output.includes('Timbrature ready') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
    const ready = output.split(/\r?\n/).find((line) => line.includes('Timbrature ready'));
    expect(ready).toBeDefined();
    expect(ready).not.toMatch(/^\s*\{/);
    expect(ready).toContain('Timbrature ready');
  });
});

it("'auto' follows the terminal; a forced format does not", () => {
  expect(effectiveLogFormat('auto', true)).toBe('pretty');
  expect(effectiveLogFormat('auto', false)).toBe('json');
  expect(effectiveLogFormat('json', true)).toBe('json');
  expect(effectiveLogFormat('pretty', false)).toBe('pretty');
});
