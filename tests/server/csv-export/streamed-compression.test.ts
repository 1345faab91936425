/**
 * A compressed CSV export reaches the browser as it is written, not all at the end (docs/behaviour.md, "Admin
 * exports"): with brotli (what every browser asks for) or gzip, the first batch of rows arrives and decodes while the
 * server is still reading the next one from the database, and the whole decodes to exactly the uncompressed document.
 * The reading is held deterministically: a second server on the same database whose export statements after the first
 * wait until the test lets them go, so nothing here depends on how fast the machine is. Raw HTTP (node:http), so no
 * client decodes anything for us.
 */
import type { FastifyInstance } from 'fastify';
import { request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createBrotliDecompress, createGunzip } from 'node:zlib';
import { buildApp } from '../../../server/app';
import { EXPORT_BATCH_SIZE } from '../../../server/csv-export/export-batch';
import type { Database, Queryable, QueryOptions } from '../../../server/db/database.port';
import { ApiPaths } from '../../../src/core/contract';
import { insertMinutelyPunches } from '../support/punch-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;

/** Three and a half batches of punches, one every minute of January 2021. */
const PUNCHES = 3 * EXPORT_BATCH_SIZE + 500;
const EXPORT = `${ApiPaths.adminActivitiesExport}?start_date=2021-01-01&end_date=2021-01-31`;
/** How long a first batch may take to decode before the test calls it held back (it takes milliseconds). */
const FIRST_BATCH_WAIT_MS = 20_000;

beforeAll(async () => {
  server = await startTestServer();
  const user = await server.createUser({ username: 'ugo_stream', first_name: 'Ugo', last_name: 'Fabbri' });
  await insertMinutelyPunches(server, user.id, PUNCHES);
});
afterAll(() => server.close());

/** A server on the test database whose export statements (those reading `export_key`) after the first wait for open(). */
interface HeldServer {
  url: string;
  app: FastifyInstance;
  /** Export statements waiting for open() now. */
  held(): number;
  open(): void;
}

async function heldServer(): Promise<HeldServer> {
  let statements = 0;
  let held = 0;
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const hold = (target: Queryable): Queryable => ({
    async query<Row>(sql: string, params?: unknown[], options?: QueryOptions) {
      if (sql.includes('export_key') && ++statements > 1) {
        held += 1;
        await opened;
        held -= 1;
      }
      return target.query<Row>(sql, params, options);
    },
    exec: (sql) => target.exec(sql),
  });
  const db: Database = {
    ...hold(server.db),
    kind: server.db.kind,
    statementCount: 0,
    close: async () => undefined,
    listen: (channel, onPayload, onResync) => server.db.listen(channel, onPayload, onResync),
    warmUp: async () => undefined,
    transaction: (work) => server.db.transaction((tx) => work(hold(tx))),
  };
  const app = await buildApp(server.config, { db, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, app, held: () => held, open };
}

/** A download as it arrives: what has decoded so far, and the whole once it ends. */
interface Download {
  headers: Promise<IncomingHttpHeaders>;
  decodedSoFar(): string;
  /** Resolves once `lines` whole lines have decoded; rejects if they have not after FIRST_BATCH_WAIT_MS. */
  untilLines(lines: number): Promise<void>;
  whole: Promise<Buffer>;
}

function download(url: string, encoding: 'br' | 'gzip' | 'identity'): Download {
  const decoded: Buffer[] = [];
  let onHeaders!: (headers: IncomingHttpHeaders) => void;
  const headers = new Promise<IncomingHttpHeaders>((resolve) => (onHeaders = resolve));
  const whole = new Promise<Buffer>((resolve, reject) => {
    const req = request(url, { headers: { authorization: `Bearer ${server.adminToken}`, 'accept-encoding': encoding } }, (res) => {
      onHeaders(res.headers);
      const body = encoding === 'br' ? res.pipe(createBrotliDecompress()) : encoding === 'gzip' ? res.pipe(createGunzip()) : res;
      body.on('data', (chunk: Buffer) => decoded.push(chunk));
      body.on('end', () => resolve(Buffer.concat(decoded)));
      body.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
  const decodedSoFar = () => Buffer.concat(decoded).toString('utf8');
  const untilLines = async (lines: number) => {
    const deadline = Date.now() + FIRST_BATCH_WAIT_MS;
    while (decodedSoFar().split('\r\n').length <= lines) {
      if (Date.now() > deadline) throw new Error(`${lines} lines had not decoded after ${FIRST_BATCH_WAIT_MS} ms: the compression holds them back`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  return { headers, decodedSoFar, untilLines, whole };
}

async function until(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + FIRST_BATCH_WAIT_MS;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
}

/** The export uncompressed, as the reference document. */
async function uncompressed(): Promise<string> {
  const document = await download(server.url + EXPORT, 'identity').whole;
  return document.toString('utf8');
}

it.each(['br', 'gzip'] as const)(
  'sends the first batch %s-compressed while the rest is still being read, and the whole decodes to the uncompressed document',
  async (encoding) => {
    const document = await uncompressed();
    const lines = document.split('\r\n');
    expect(lines).toHaveLength(1 + PUNCHES + 1); // the header, the punches, '' after the last CRLF
    const firstBatch = lines.slice(0, 1 + EXPORT_BATCH_SIZE).join('\r\n') + '\r\n';

    const held = await heldServer();
    try {
      const answer = download(held.url + EXPORT, encoding);

      // The header line and the first batch, whole, while the server waits for the database to give it the second.
      await answer.untilLines(1 + EXPORT_BATCH_SIZE);
      expect(answer.decodedSoFar()).toBe(firstBatch);
      await until(() => held.held() === 1);
      expect(held.held()).toBe(1);
      expect(answer.decodedSoFar()).toBe(firstBatch);

      const headers = await answer.headers;
      expect(headers['content-encoding']).toBe(encoding);
      expect(headers.vary).toMatch(/accept-encoding/i);
      expect(headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(headers['content-disposition']).toBe('attachment; filename="attivita_2021-01-01_2021-01-31.csv"');

      held.open();
      expect((await answer.whole).toString('utf8')).toBe(document);
    } finally {
      held.open();
      await held.app.close();
    }
  },
);

it('sends the export smaller with brotli than with gzip, both much smaller than uncompressed', async () => {
  const wireSize = (encoding: string) =>
    new Promise<number>((resolve, reject) => {
      const req = request(server.url + EXPORT, { headers: { authorization: `Bearer ${server.adminToken}`, 'accept-encoding': encoding } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve(bytes));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
  const [br, gzip, none] = [await wireSize('br'), await wireSize('gzip'), await wireSize('identity')];
  expect(none).toBe(Buffer.byteLength(await uncompressed()));
  expect(gzip).toBeLessThan(none / 4);
  expect(br).toBeLessThan(gzip);
});
