/**
 * What a phone on a slow connection gets: the SPA's files in the build's brotli or gzip copy, as its Accept-Encoding
 * allows, decoding to exactly the built file, with the caching rules of the original; large API answers compressed
 * on the fly, small ones (a check-in's) as they are. Raw HTTP (node:http), so no client decodes anything for us.
 */
import { request } from 'node:http';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { ApiPaths } from '../../../src/core/contract';
import { precompressFolder } from '../../../scripts/precompress-web';
import { startTestServer, type TestServer } from '../support/test-server';

const webDir = mkdtempSync(join(tmpdir(), 'timbrature-web-'));
const ENTRY = 'ui.0123abcd.js';
let server: TestServer;

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function get(path: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  // A few KB of script, like a real chunk (repetitive enough to compress well, as minified code does).
  const script = Array.from({ length: 400 }, (_, i) => `export const value${i} = "Timbrature ${i}";`).join('\n');
  writeFileSync(join(webDir, ENTRY), script);
  writeFileSync(join(webDir, 'index.html'), `<!doctype html><html lang="it"><title>Timbrature</title>${'<!-- shell -->'.repeat(100)}<script type="module" src="/${ENTRY}"></script></html>`);
  writeFileSync(join(webDir, 'service-worker.js'), `self.addEventListener('fetch', () => {}); ${'/* worker */'.repeat(200)}`);
  writeFileSync(join(webDir, 'tiny.0123abcd.css'), 'a{}');
  precompressFolder(webDir);
  server = await startTestServer({ config: { webDir } });
});
afterAll(() => server.close());

describe('the SPA files, compressed once at build time', () => {
  const original = () => readFileSync(join(webDir, ENTRY));

  it('sends the entry chunk as brotli to a browser that accepts it, decoding to the built file, cached for ever', async () => {
    const answer = await get(`/${ENTRY}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.body.length).toBeLessThan(original().length / 3);
    expect(brotliDecompressSync(answer.body).equals(original())).toBe(true);
  });

  it('sends gzip to a browser without brotli, and the file itself to one that accepts neither', async () => {
    const gzip = await get(`/${ENTRY}`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(original())).toBe(true);

    const plain = await get(`/${ENTRY}`, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body.equals(original())).toBe(true);
    // Each encoding has its own validator, so a cache cannot answer one with another's body.
    expect(plain.headers.etag).not.toBe(gzip.headers.etag);
  });

  it('sends the app shell for a client route compressed and never cached without revalidation', async () => {
    const answer = await get('/dashboard', { accept: 'text/html', 'accept-encoding': 'br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(answer.body).toString()).toContain(`src="/${ENTRY}"`);
  });

  it('keeps the service worker revalidated on every load, compressed or not', async () => {
    const answer = await get('/service-worker.js', { 'accept-encoding': 'br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('leaves a file too small to gain anything uncompressed', async () => {
    const answer = await get('/tiny.0123abcd.css', { 'accept-encoding': 'br, gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe('a{}');
  });
});

describe('API answers', () => {
  it('compresses a large answer (the places list) and sends a small one (health) as it is', async () => {
    for (let i = 0; i < 12; i++) {
      const created = await fetch(`${server.url}${ApiPaths.locations}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${server.adminToken}` },
        body: JSON.stringify({
          name: `Sede ${i}`,
          address: `Via della Prova ${i}, Roma`,
          latitude: 41.9 + i / 100,
          longitude: 12.5,
          tolerance_radius: 100,
          work_hours_start: '08:00',
          work_hours_end: '18:00',
        }),
      });
      expect(created.status).toBe(201);
    }
    const large = await get(ApiPaths.locations, { authorization: `Bearer ${server.adminToken}`, 'accept-encoding': 'br, gzip' });
    expect(large.status).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    expect(large.headers.vary).toMatch(/accept-encoding/i);
    const placesJson = brotliDecompressSync(large.body);
    expect(JSON.stringify(JSON.parse(placesJson.toString()))).toContain('Via della Prova 11, Roma');
    // A JSON answer of a few KB is compressed in one go, at brotli quality 4, with its length known (not streamed).
    expect(large.body.equals(brotliCompressSync(placesJson, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }))).toBe(true);
    expect(large.headers['content-length']).toBe(String(large.body.length));
    const gzip = await get(ApiPaths.locations, { authorization: `Bearer ${server.adminToken}`, 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.equals(gzipSync(placesJson))).toBe(true);
    expect(gzip.headers['content-length']).toBe(String(gzip.body.length));

    const small = await get(ApiPaths.health, { 'accept-encoding': 'br, gzip' });
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toMatchObject({ status: 'ok' });
  });
});
