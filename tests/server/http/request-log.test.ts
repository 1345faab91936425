import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { IN_MEMORY, loadConfig } from '../../../server/config';
import { failingDatabase } from '../support/failing-database';

/** No query is needed to answer an unknown API path. */
const noDatabase = failingDatabase('not used');

/** An app whose log lines are parsed into `lines` as they are written. */
async function appWithCapturedLog(): Promise<{ app: FastifyInstance; lines: Record<string, unknown>[] }> {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = await buildApp({ ...loadConfig({ DATA_DIR: IN_MEMORY }), webDir: '/nonexistent' }, { db: noDatabase, logger: { level: 'info', stream } });
  return { app, lines };
}

it('logs each request once, as one structured line with its request id, answer and time', async () => {
  const { app, lines } = await appWithCapturedLog();
  try {
    const response = await app.inject({ method: 'GET', url: '/api/nowhere/' });
    expect(response.statusCode).toBe(404);

    const ofRequest = lines.filter((line) => line.reqId === response.headers['x-request-id']);
    expect(ofRequest).toEqual([
      expect.objectContaining({ level: 30, msg: 'request completed', method: 'GET', url: '/api/nowhere/', statusCode: 404, responseTime: expect.any(Number) }),
    ]);
  } finally {
    await app.close();
  }
});

it("writes no employee's position: the coordinates of a request's query are replaced by '-'", async () => {
  const { app, lines } = await appWithCapturedLog();
  try {
    const response = await app.inject({ method: 'GET', url: '/api/nowhere/?latitude=45.464211&longitude=9.190010&accuracy=12&page=2' });
    const ofRequest = lines.filter((line) => line.reqId === response.headers['x-request-id']);
    expect(ofRequest.map((line) => line.url)).toEqual(['/api/nowhere/?latitude=-&longitude=-&accuracy=-&page=2']);
    expect(JSON.stringify(lines)).not.toContain('45.464211');
  } finally {
    await app.close();
  }
});
