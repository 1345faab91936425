/**
 * The HttpTransport port, scripted per route. `on(method, path, ...replies)` answers the matching requests
 * with the replies in order, repeating the last one; a later `on` for the same route wins.
 * A reply is a response ({status, body}), an Error to reject with, or a function of the request.
 * Every request is recorded, so tests assert on what was sent.
 */
import type { HttpRequest, HttpResponse, HttpTransport } from '../../src/core/ports';

export type FakeResponse = { status: number; body?: unknown; headers?: Record<string, string> };
export type FakeReply = FakeResponse | Error | ((request: HttpRequest) => FakeResponse | Promise<FakeResponse>);

interface Route {
  method: HttpRequest['method'];
  /** A path without query matches the request's path before '?'; a RegExp is tested on the full path. */
  path: string | RegExp;
  replies: FakeReply[];
}

export const ok = (body: unknown = {}): FakeResponse => ({ status: 200, body });
export const status = (code: number, body: unknown = {}): FakeResponse => ({ status: code, body });

export class FakeHttpTransport implements HttpTransport {
  readonly requests: HttpRequest[] = [];
  private routes: Route[] = [];

  on(method: HttpRequest['method'], path: string | RegExp, ...replies: FakeReply[]): this {
    this.routes.unshift({ method, path, replies: [...replies] });
    return this;
  }

  async send<T = unknown>(request: HttpRequest): Promise<HttpResponse<T>> {
    this.requests.push(request);
    const route = this.routes.find((r) => r.method === request.method && matches(r.path, request.path));
    if (!route || route.replies.length === 0) {
      return { status: 404, body: { code: 'NOT_FOUND', message: `No fake route for ${request.method} ${request.path}` } as T, headers: {} };
    }
    const reply = route.replies.length > 1 ? route.replies.shift()! : route.replies[0]!;
    if (reply instanceof Error) throw reply;
    const response = typeof reply === 'function' ? await reply(request) : reply;
    return { status: response.status, body: response.body as T, headers: response.headers ?? {} };
  }

  /** The requests sent to a route, in order. */
  sent(method: HttpRequest['method'], path: string | RegExp): HttpRequest[] {
    return this.requests.filter((r) => r.method === method && matches(path, r.path));
  }

  /** The last request sent to a route; throws when there was none. */
  last(method: HttpRequest['method'], path: string | RegExp): HttpRequest {
    const all = this.sent(method, path);
    if (all.length === 0) throw new Error(`No ${method} request to ${String(path)}`);
    return all[all.length - 1]!;
  }
}

function matches(pattern: string | RegExp, path: string): boolean {
  return typeof pattern === 'string' ? path.split('?')[0] === pattern : pattern.test(path);
}

/** The query of a recorded request's path as a plain object. */
export function queryOf(request: HttpRequest): Record<string, string> {
  const query = request.path.split('?')[1] ?? '';
  return Object.fromEntries(new URLSearchParams(query));
}

/** A promise settled from outside, for replies the test releases when it wants. */
export class Deferred<T> {
  readonly promise: Promise<T>;
  resolve!: (value: T) => void;
  reject!: (error: unknown) => void;

  constructor() {
    this.promise = new Promise<T>((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
  }
}
