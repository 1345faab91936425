/**
 * The CSV exports over HTTP as they are written, a batch at a time (docs/behaviour.md, "Admin exports"): compressed
 * or not, the same document; a database failure before the first byte is a JSON error, after it a download cut short
 * that the server logs and survives; a client that goes away stops the reading. The failures are made by a second
 * server on the same database whose Database fails or slows the export's statements.
 */
import type { FastifyInstance } from 'fastify';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { buildApp } from '../../../server/app';
import type { Database, Queryable, QueryOptions } from '../../../server/db/database.port';
import { insertMinutelyPunches } from '../support/punch-fixtures';
import { startTestServer, usingPostgres, type TestServer } from '../support/test-server';

let server: TestServer;

/** More punches than ten batches of the default size, one every minute of January 2021. */
const PUNCHES = 10_500;
const JANUARY = 'start_date=2021-01-01&end_date=2021-01-31';
const EXPORT = `/api/admin/activities/export/?${JANUARY}`;

beforeAll(async () => {
  server = await startTestServer();
  const user = await server.createUser({ username: 'dora_stream', first_name: 'Dora', last_name: 'Ferri' });
  await insertMinutelyPunches(server, user.id, PUNCHES);
});
afterAll(() => server.close());

interface Faults {
  /** The export statement (1 = the first batch's) that fails. */
  failAt?: number;
  /** Delay of every export statement after the first. */
  delayMs?: number;
}

interface Instrumented {
  url: string;
  app: FastifyInstance;
  logs: Array<{ msg?: string; err?: { message?: string } }>;
  exportStatements: number;
  openTransactions: number;
  transactions: number;
}

/** A second server on the test database whose export statements (those reading `export_key`) fail or wait as told. */
async function serverWith(faults: Faults): Promise<Instrumented> {
  const state: Instrumented = { url: '', app: undefined as unknown as FastifyInstance, logs: [], exportStatements: 0, openTransactions: 0, transactions: 0 };
  const wrap = (target: Queryable): Queryable => ({
    async query<Row>(sql: string, params?: unknown[], options?: QueryOptions) {
      if (sql.includes('export_key')) {
        state.exportStatements += 1;
        if (state.exportStatements === faults.failAt) throw new Error('connection to the database lost');
        if (faults.delayMs && state.exportStatements > 1) await new Promise((resolve) => setTimeout(resolve, faults.delayMs));
      }
      return target.query<Row>(sql, params, options);
    },
    exec: (sql) => target.exec(sql),
  });
  const db: Database = {
    ...wrap(server.db),
    kind: server.db.kind,
    statementCount: 0,
    close: async () => undefined,
    listen: (channel, onPayload, onResync) => server.db.listen(channel, onPayload, onResync),
    warmUp: async () => undefined,
    async transaction(work) {
      state.transactions += 1;
      state.openTransactions += 1;
      try {
        return await server.db.transaction((tx) => work(wrap(tx)));
      } finally {
        state.openTransactions -= 1;
      }
    },
  };
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) state.logs.push(JSON.parse(line));
      done();
    },
  });
  state.app = await buildApp(server.config, { db, logger: { level: 'error', stream } });
  await state.app.listen({ port: 0, host: '127.0.0.1' });
  state.url = `http://127.0.0.1:${(state.app.server.address() as AddressInfo).port}`;
  return state;
}

const asAdmin = (headers: Record<string, string> = {}) => ({ headers: { authorization: `Bearer ${server.adminToken}`, ...headers } });

/** The status of a GET as the administrator, its body read to the end (so that its connection is free). */
async function statusOf(url: string): Promise<number> {
  const response = await fetch(url, asAdmin());
  await response.arrayBuffer();
  return response.status;
}

async function until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
}

it('sends the same document compressed (brotli, gzip) as uncompressed, over many batches', async () => {
  const plain = await fetch(server.url + EXPORT, asAdmin({ 'accept-encoding': 'identity' }));
  expect(plain.headers.get('content-encoding')).toBeNull();
  const document = Buffer.from(await plain.arrayBuffer());
  expect(document.toString('utf8').split('\r\n')).toHaveLength(1 + PUNCHES + 1);

  for (const encoding of ['br', 'gzip']) {
    const compressed = await fetch(server.url + EXPORT, asAdmin({ 'accept-encoding': encoding }));
    expect(compressed.status).toBe(200);
    expect(compressed.headers.get('content-encoding')).toBe(encoding);
    expect(compressed.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(compressed.headers.get('content-disposition')).toBe('attachment; filename="attivita_2021-01-01_2021-01-31.csv"');
    expect(Buffer.from(await compressed.arrayBuffer()).equals(document)).toBe(true);
  }
});

it('answers bad filters with a 400 in JSON before writing anything', async () => {
  const ordering = await fetch(`${server.url}${EXPORT}&ordering=password`, asAdmin());
  expect(ordering.status).toBe(400);
  expect(ordering.headers.get('content-type')).toContain('application/json');
  expect((await ordering.json()).errors).toHaveProperty('ordering');

  const backwards = await fetch(`${server.url}/api/admin/reports/?start_date=2021-01-31&end_date=2021-01-01&format=csv`, asAdmin());
  expect(backwards.status).toBe(400);
  expect((await backwards.json()).errors).toHaveProperty('end_date');
});

describe('with a database failing or slow under the export', () => {
  let other: Instrumented | undefined;
  afterEach(async () => {
    await other?.app.close();
    other = undefined;
  });

  it('answers a failure of the first read with a 500 in JSON', async () => {
    other = await serverWith({ failAt: 1 });
    const response = await fetch(other.url + EXPORT, asAdmin());

    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ code: 'SERVER_ERROR', message: expect.any(String) });
  });

  it.each([
    ['uncompressed', 'identity', 4],
    ['gzip-compressed', 'gzip', 16],
  ])('cuts the %s download short on a later failure, logs it, ends the snapshot and goes on serving', async (_name, encoding, failAt) => {
    other = await serverWith({ failAt });
    const instrumented = other;
    const response = await fetch(other.url + EXPORT, asAdmin({ 'accept-encoding': encoding }));

    expect(response.status).toBe(200);
    await expect(response.arrayBuffer()).rejects.toThrow();
    expect(instrumented.logs).toContainEqual(
      expect.objectContaining({ msg: 'CSV export cut short by an error', err: expect.objectContaining({ message: 'connection to the database lost' }) }),
    );
    await until(() => instrumented.openTransactions === 0);
    expect(instrumented.openTransactions).toBe(0);
    expect(await statusOf(`${other.url}/api/admin/stats/`)).toBe(200);
    expect(await statusOf(`${other.url}/api/admin/reports/?${JANUARY}&format=csv`)).toBe(200);
  });

  it('stops reading when the client goes away', async () => {
    other = await serverWith({ delayMs: 50 });
    const instrumented = other;
    // The client reads the first bytes, then closes the connection.
    await new Promise<void>((resolve, reject) => {
      const request = http.get(other!.url + EXPORT, asAdmin({ 'accept-encoding': 'identity' }), (response) => {
        expect(response.statusCode).toBe(200);
        response.once('data', () => {
          request.destroy();
          resolve();
        });
      });
      request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
    });

    await until(() => instrumented.openTransactions === 0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const read = instrumented.exportStatements;
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(instrumented.exportStatements).toBe(read); // nothing more is read
    expect(instrumented.openTransactions).toBe(0);
    expect(read).toBeLessThan(10); // the whole export takes 21 statements: 1, then 2 per batch
    // PostgreSQL reads in a snapshot (a transaction, now over); PGlite, whose transaction would stop every other request, does not.
    expect(instrumented.transactions).toBe(usingPostgres ? 1 : 0);
  });
});
