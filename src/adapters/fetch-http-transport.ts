/**
 * FetchHttpTransport: the HttpTransport port over window.fetch.
 * - Prefixes every request path with a base URL ('' = same origin as the SPA).
 * - Sends bodies as JSON; reads the answer as JSON, or as text when asked (CSV) or when it is not JSON, or as bytes
 *   when asked (a PDF; a refusal is still read as JSON, so its message reaches the caller).
 * - Abandons a request after `timeoutMs` without progress (AbortController → NetworkError kind 'timeout'): waiting for
 *   the answer, then, for a download (text or bytes), between two chunks of its body, so a large export on a slow link
 *   arrives as long as it keeps coming and a stalled one still fails. An API answer (JSON, small) is read whole within
 *   the same `timeoutMs`: Chromium reports a no-store answer read chunk by chunk as aborted, and its developer tools
 *   then lose the answer's body.
 * - No answer at all → NetworkError 'offline' when the browser says it is offline, otherwise 'network'.
 * - Every HTTP status resolves (4xx/5xx included): what a status means is the API client's business.
 */
import { NetworkError, type HttpRequest, type HttpResponse, type HttpTransport } from '../core/ports';

type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;

export class FetchHttpTransport implements HttpTransport {
  constructor(
    private readonly baseUrl: string,
    private readonly fetchImpl: FetchFunction = (input, init) => globalThis.fetch(input, init),
    private readonly isOnline: () => boolean = () => globalThis.navigator?.onLine ?? true,
  ) {}

  async send<T = unknown>(request: HttpRequest): Promise<HttpResponse<T>> {
    const controller = new AbortController();
    let timedOut = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const progressed = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, request.timeoutMs);
    };
    progressed();
    try {
      const response = await this.fetchImpl(this.baseUrl + request.path, {
        method: request.method,
        headers: this.headersFor(request),
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: controller.signal,
      });
      const responseType = request.responseType ?? 'json';
      let body: unknown;
      if (responseType === 'json') body = parseBody(await response.text(), responseType);
      else {
        const content = await readBody(response, progressed);
        body = responseType === 'bytes' && response.ok ? content : parseBody(new TextDecoder().decode(content), responseType);
      }
      return {
        status: response.status,
        body: body as T,
        headers: headersToRecord(response.headers),
      };
    } catch (error) {
      if (timedOut) throw new NetworkError('Request timeout', 'timeout');
      if (!this.isOnline()) throw new NetworkError('Network error: offline', 'offline');
      throw new NetworkError(error instanceof Error ? `Network error: ${error.message}` : 'Network error', 'network');
    } finally {
      clearTimeout(timer);
    }
  }

  private headersFor(request: HttpRequest): Record<string, string> {
    const headers: Record<string, string> = {
      Accept: request.responseType === 'text' ? 'text/plain, text/csv, */*' : request.responseType === 'bytes' ? '*/*' : 'application/json',
    };
    if (request.body !== undefined) headers['Content-Type'] = 'application/json';
    return { ...headers, ...request.headers };
  }
}

/** The whole body, calling `progressed` at each chunk; UTF-8 text is decoded by the caller (a leading BOM dropped, as text() does). */
async function readBody(response: Response, progressed: () => void): Promise<Uint8Array> {
  if (!response.body) return new Uint8Array(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    chunks.push(chunk.value);
    length += chunk.value.length;
    progressed();
  }
  if (chunks.length === 1) return chunks[0];
  const whole = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    whole.set(chunk, offset);
    offset += chunk.length;
  }
  return whole;
}

/** Empty bodies (204) become null; text that is not JSON stays text, so the caller can still show it. */
function parseBody(text: string, responseType: 'json' | 'text' | 'bytes'): unknown {
  if (responseType === 'text') return text;
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function headersToRecord(headers: Headers): Record<string, string> {
  const record: Record<string, string> = {};
  headers.forEach((value, name) => {
    record[name.toLowerCase()] = value;
  });
  return record;
}
