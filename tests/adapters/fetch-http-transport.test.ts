/**
 * @jest-environment node
 */
/**
 * Fetch timeouts and failures become NetworkError kinds; JSON and text bodies are read with any status. Node's own
 * Response and streams stand in for the browser's (jsdom has neither).
 */
import { FetchHttpTransport } from '../../src/adapters/fetch-http-transport';
import { NetworkError } from '../../src/core/ports';

const fakeResponse = (text: string, statusCode = 200, headers: Record<string, string> = {}) =>
  new Response(statusCode === 204 ? null : text, { status: statusCode, headers });

const jsonResponse = (body: unknown, statusCode = 200) => fakeResponse(JSON.stringify(body), statusCode, { 'Content-Type': 'application/json' });

/** A body that arrives in `chunks`, `gapMs` apart, as over a slow link; aborting the request errors it at once, as fetch does. */
function slowResponse(chunks: string[], gapMs: number, signal: AbortSignal): Response {
  const encoder = new TextEncoder();
  let sent = 0;
  const gap = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, gapMs);
      signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
    });
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      signal.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')), { once: true });
    },
    async pull(controller) {
      if (sent === chunks.length) return controller.close();
      await gap();
      if (!signal.aborted) controller.enqueue(encoder.encode(chunks[sent++]));
    },
  });
  return new Response(stream, { status: 200, headers: { 'Content-Type': 'text/csv' } });
}

describe('FetchHttpTransport', () => {
  it('prefixes the base URL, sends JSON and reads JSON with any status', async () => {
    const calls: Array<[string, RequestInit]> = [];
    const transport = new FetchHttpTransport('https://api.example', async (url, init) => {
      calls.push([url, init]);
      return jsonResponse({ message: 'Invalid credentials' }, 401);
    });

    const response = await transport.send({ method: 'POST', path: '/api/auth/login/', body: { username: 'm' }, timeoutMs: 1000, headers: { Authorization: 'Bearer t' } });

    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Invalid credentials' });
    expect(response.headers['content-type']).toBe('application/json');
    const [url, init] = calls[0];
    expect(url).toBe('https://api.example/api/auth/login/');
    expect(init.body).toBe('{"username":"m"}');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json', Authorization: 'Bearer t' });
  });

  it('reads text when asked, and answers an empty body with null', async () => {
    const transport = new FetchHttpTransport('', async (url) => (url.includes('csv') ? fakeResponse('a;b\n1;2') : fakeResponse('', 204)));

    expect((await transport.send({ method: 'GET', path: '/csv', timeoutMs: 1000, responseType: 'text' })).body).toBe('a;b\n1;2');
    expect((await transport.send({ method: 'DELETE', path: '/x', timeoutMs: 1000 })).body).toBeNull();
  });

  it('reads the bytes of a successful answer when asked (a PDF), and a refusal still as JSON', async () => {
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0xe2, 0xe3, 0xcf, 0xd3]);
    const transport = new FetchHttpTransport('', async (url) =>
      url.includes('sheet') ? new Response(pdf, { status: 200 }) : jsonResponse({ detail: 'Utente non trovato' }, 404),
    );

    const answer = await transport.send({ method: 'GET', path: '/sheet', timeoutMs: 1000, responseType: 'bytes' });
    expect(answer.body).toEqual(pdf);
    const refused = await transport.send({ method: 'GET', path: '/other', timeoutMs: 1000, responseType: 'bytes' });
    expect(refused).toMatchObject({ status: 404, body: { detail: 'Utente non trovato' } });
  });

  it("abandons a request after its timeout with NetworkError 'timeout'", async () => {
    const transport = new FetchHttpTransport('', (_url, init) =>
      new Promise<Response>((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );

    const failure = transport.send({ method: 'GET', path: '/slow', timeoutMs: 20 });

    await expect(failure).rejects.toBeInstanceOf(NetworkError);
    await expect(failure).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('keeps reading a download that keeps coming, longer than the timeout in all; one that stalls times out', async () => {
    const rows = ['Data;Ora\r\n', ...Array.from({ length: 9 }, (_, i) => `0${i + 1}/05/2024;08:00\r\n`)];
    const slow = new FetchHttpTransport('', async (_url, init) => slowResponse(rows, 150, init.signal!));

    const answer = await slow.send({ method: 'GET', path: '/export.csv', timeoutMs: 1000, responseType: 'text' });

    expect(answer.body).toBe(rows.join(''));
    const stalled = new FetchHttpTransport('', async (_url, init) => slowResponse(['Data;Ora\r\n', 'late'], 2500, init.signal!));
    await expect(stalled.send({ method: 'GET', path: '/export.csv', timeoutMs: 1000, responseType: 'text' })).rejects.toMatchObject({
      kind: 'timeout',
    });
  });

  it('decodes UTF-8 text split inside a character, and drops the leading byte-order mark as the browser does', async () => {
    const bytes = new TextEncoder().encode('\uFEFFSede;Città\r\nRoma;Società');
    const split = bytes.indexOf(0xc3) + 1; // between the two bytes of 'à'
    const transport = new FetchHttpTransport('', async () =>
      new Response(new Blob([bytes.subarray(0, split), bytes.subarray(split)]).stream(), { status: 200 }),
    );

    expect((await transport.send({ method: 'GET', path: '/x.csv', timeoutMs: 1000, responseType: 'text' })).body).toBe('Sede;Città\r\nRoma;Società');
  });

  it("tells 'offline' from other network failures", async () => {
    const failing = async (): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    };
    const offline = new FetchHttpTransport('', failing, () => false);
    const online = new FetchHttpTransport('', failing, () => true);

    await expect(offline.send({ method: 'GET', path: '/', timeoutMs: 1000 })).rejects.toMatchObject({ kind: 'offline' });
    await expect(online.send({ method: 'GET', path: '/', timeoutMs: 1000 })).rejects.toMatchObject({ kind: 'network' });
  });
});
