import http from 'node:http';
import { connect } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiPaths } from '../../src/core/contract';
import { describeOnPglite } from './support/database-only';
import { copyMigratedPgliteInto } from './support/migrated-pglite';
import { spawnServer, waitUntilHealthy, type ServerProcess } from './support/server-process';

jest.setTimeout(30_000);

const ADMIN = { username: 'boss', password: 'boss-password-1' };
const LOGINS = 12;
const body = JSON.stringify({ ...ADMIN, device_id: 'shutdown-device', fingerprint: 'abcdef01' });

/** A login sent in two halves, on a connection of its own: in flight until `finish()` sends the rest. */
function halfSentLogin(url: string) {
  let connected!: () => void;
  const ready = new Promise<void>((resolve) => (connected = resolve));
  let request!: http.ClientRequest;
  const answer = new Promise<{ status?: number; body?: string; error?: string }>((resolve) => {
    request = http.request(`${url}${ApiPaths.login}`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode, body: text }));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    request.flushHeaders();
    request.write(body.slice(0, 20), () => connected());
  });
  return { ready, answer, finish: () => request.end(body.slice(20)) };
}

function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.on('connect', () => (socket.destroy(), resolve(false)));
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

/** A server process of the describe block's own (its test stops it), killed if still running and removed after. */
function serverForThisBlock(): () => ServerProcess {
  let dataDir: string;
  let server: ServerProcess;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'timbrature-shutdown-'));
    await copyMigratedPgliteInto(join(dataDir, 'data'));
    server = await spawnServer({
      DATA_DIR: join(dataDir, 'data'),
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      // Twelve logins at once of one user from one address are not a guessing attack here (each counts until checked).
      LOGIN_FREE_FAILURES: '100',
    });
    await waitUntilHealthy(server);
  });
  afterAll(() => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });
  return () => server;
}

describeOnPglite('SIGTERM', () => {
  const running = serverForThisBlock();

  it('answers every request in flight, refuses new connections, then exits 0', async () => {
    const server = running();
    const logins = Array.from({ length: LOGINS }, () => halfSentLogin(server.url));
    await Promise.all(logins.map((login) => login.ready));
    await new Promise((resolve) => setTimeout(resolve, 200)); // the server has read their headers

    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await connectionRefused(server.port)).toBe(true);

    for (const login of logins) login.finish();
    const answers = await Promise.all(logins.map((login) => login.answer));
    expect(answers.map((answer) => answer.status ?? answer.error)).toEqual(Array(LOGINS).fill(200));
    expect(JSON.parse(answers[0].body!)).toHaveProperty('access');
    expect(await server.exited).toBe(0);
  });
});

describeOnPglite('SIGTERM right after a burst of logins', () => {
  const running = serverForThisBlock();

  it('answers all of them, including those the busy server had not taken in yet', async () => {
    const server = running();
    const logins = Array.from({ length: LOGINS }, () => halfSentLogin(server.url));
    await Promise.all(logins.map((login) => login.ready));
    for (const login of logins) login.finish();
    server.child.kill('SIGTERM');
    const answers = await Promise.all(logins.map((login) => login.answer));
    expect(answers.map((answer) => answer.status ?? answer.error)).toEqual(Array(LOGINS).fill(200));
    expect(await server.exited).toBe(0);
  });
});
