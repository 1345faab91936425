/** The raw HTTP transport (fetch in the browser). Knows nothing of tokens or refresh. */
export interface HttpRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path with query, e.g. '/api/timesheets/?page=2'; the adapter prefixes its base URL. */
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * Milliseconds without progress (no answer yet; for a download, no new part of its body) before the request is
   * abandoned with a timeout error (REQUEST_TIMEOUT_MS).
   */
  timeoutMs: number;
  /** Response body as text (CSV) or, for a 2xx answer, as bytes (a PDF) instead of JSON. */
  responseType?: 'json' | 'text' | 'bytes';
}

export interface HttpResponse<T = unknown> {
  status: number;
  body: T;
  headers: Record<string, string>;
}

/** Thrown by the adapter for transport failures (no response at all). */
export class NetworkError extends Error {
  constructor(
    message: string,
    readonly kind: 'timeout' | 'offline' | 'network',
  ) {
    super(message);
    this.name = 'NetworkError';
  }
}

export const HttpTransport = Symbol('HttpTransport');
export interface HttpTransport {
  /** Sends a request; resolves with any HTTP status (4xx/5xx included), rejects with NetworkError. */
  send<T = unknown>(request: HttpRequest): Promise<HttpResponse<T>>;
}
