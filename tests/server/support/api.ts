/** A tiny fetch client for server tests: `await api(url).post(path, body, token)` → { status, body, headers }. */
export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface ApiClient {
  get<T = any>(path: string, token?: string): Promise<ApiResponse<T>>;
  post<T = any>(path: string, body?: unknown, token?: string): Promise<ApiResponse<T>>;
  put<T = any>(path: string, body?: unknown, token?: string): Promise<ApiResponse<T>>;
  patch<T = any>(path: string, body?: unknown, token?: string): Promise<ApiResponse<T>>;
  delete<T = any>(path: string, token?: string): Promise<ApiResponse<T>>;
  /** Any request as given (raw body, own headers), for malformed-input tests. */
  raw<T = any>(path: string, init: RequestInit): Promise<ApiResponse<T>>;
}

export function api(baseUrl: string): ApiClient {
  const send = async (path: string, init: RequestInit): Promise<ApiResponse> => {
    const response = await fetch(baseUrl + path, init);
    const text = await response.text();
    const isJson = (response.headers.get('content-type') ?? '').includes('json');
    return { status: response.status, body: isJson && text ? JSON.parse(text) : text, headers: response.headers };
  };
  const request = (method: string, path: string, body: unknown, token: string | undefined) =>
    send(path, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
  return {
    get: (path, token) => request('GET', path, undefined, token),
    post: (path, body, token) => request('POST', path, body, token),
    put: (path, body, token) => request('PUT', path, body, token),
    patch: (path, body, token) => request('PATCH', path, body, token),
    delete: (path, token) => request('DELETE', path, undefined, token),
    raw: (path, init) => send(path, init),
  };
}
