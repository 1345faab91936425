/** Fetch timeouts and failures become NetworkError kinds; JSON and text bodies are read with any status. */
import { FetchHttpTransport } from '../../src/adapters/fetch-http-transport';
import { NetworkError } from '../../src/core/ports';

/** The part of a fetch Response the adapter reads (jsdom has no Response class). */
const fakeResponse = (text: string, statusCode = 200, headers: Record<string, string> = {}) =>
  ({
    status: statusCode,
    text: async () => text,
    headers: { forEach: (visit: (value: string, name: string) => void) => Object.entries(headers).forEach(([name, value]) => visit(value, name)) },
  }) as unknown as Response;

const jsonResponse = (body: unknown, statusCode = 200) => fakeResponse(JSON.stringify(body), statusCode, { 'Content-Type': 'application/json' });

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
    const bytesResponse = { ...fakeResponse(''), ok: true, arrayBuffer: async () => pdf.buffer } as unknown as Response;
    const refusal = { ...jsonResponse({ detail: 'Utente non trovato' }, 404), ok: false } as unknown as Response;
    const transport = new FetchHttpTransport('', async (url) => (url.includes('sheet') ? bytesResponse : refusal));

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
