/**
 * With TLS_CERT and TLS_KEY the server speaks HTTP/2 (one connection for the screen's chunks), and HTTP/1.1 clients
 * still get their answers. The certificate in fixtures/ is a self-signed one for localhost, made for this test only.
 */
import type { FastifyInstance } from 'fastify';
import { connect } from 'node:http2';
import { Agent, get } from 'node:https';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiPaths } from '../../../src/core/contract';
import { buildApp } from '../../../server/app';
import { IN_MEMORY, loadConfig } from '../../../server/config';

const CERT = join(__dirname, 'fixtures', 'test-tls-cert.pem');
const KEY = join(__dirname, 'fixtures', 'test-tls-key.pem');
const webDir = mkdtempSync(join(tmpdir(), 'timbrature-web-'));
let app: FastifyInstance;
let origin: string;

jest.setTimeout(60_000);

beforeAll(async () => {
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Timbrature</title>');
  writeFileSync(join(webDir, 'ui.0123abcd.js'), 'console.log("Timbrature")');
  app = await buildApp({ ...loadConfig({ DATA_DIR: IN_MEMORY, TLS_CERT: CERT, TLS_KEY: KEY }), webDir }, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `https://localhost:${(app.server.address() as AddressInfo).port}`;
});
afterAll(() => app.close());

/** One HTTP/2 stream on a session; answers the negotiated protocol, the status and the body. */
function http2Get(path: string): Promise<{ protocol: string | undefined; status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const session = connect(origin, { ca: readFileSync(CERT) });
    session.on('error', reject);
    const stream = session.request({ ':path': path, accept: 'text/html' });
    let status = 0;
    let body = '';
    stream.on('response', (headers) => (status = Number(headers[':status'])));
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (body += chunk));
    stream.on('end', () => {
      const protocol = session.alpnProtocol;
      session.close();
      resolve({ protocol, status, body });
    });
    stream.on('error', reject);
    stream.end();
  });
}

it('answers the API, the SPA files and the app shell over HTTP/2', async () => {
  const health = await http2Get(ApiPaths.health);
  expect(health.protocol).toBe('h2');
  expect(health.status).toBe(200);
  expect(JSON.parse(health.body)).toMatchObject({ status: 'ok' });

  const script = await http2Get('/ui.0123abcd.js');
  expect(script.status).toBe(200);
  expect(script.body).toBe('console.log("Timbrature")');

  const shell = await http2Get('/dashboard');
  expect(shell.status).toBe(200);
  expect(shell.body).toContain('<title>Timbrature</title>');
});

it('still answers a client that speaks only HTTP/1.1', async () => {
  const answer = await new Promise<{ version: string; status: number; body: string }>((resolve, reject) => {
    // An agent offering only http/1.1 by ALPN, as an old client would.
    const agent = new Agent({ ca: readFileSync(CERT), ALPNProtocols: ['http/1.1'] });
    get(`${origin}${ApiPaths.health}`, { agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ version: res.httpVersion, status: res.statusCode ?? 0, body }));
    }).on('error', reject);
  });
  expect(answer.version).toBe('1.1');
  expect(answer.status).toBe(200);
  expect(JSON.parse(answer.body)).toMatchObject({ status: 'ok' });
});
