/**
 * The authenticated API client (docs/behaviour.md, "Tokens and sign-in limits"). Only a 401 is handled here; every
 * other failure goes back to the caller.
 * - Sends `Authorization: Bearer <accessToken>` when one is stored. A request gives up after 10 s without progress: 10 s
 *   for the answer, and for a download (CSV, PDF) 10 s between two pieces of its body.
 * - A non-2xx answer becomes ApiRequestError(status, body); a NetworkError from the transport passes through.
 * - On 401, with a refresh token stored: ONE refresh per request, then ONE retry with the new token.
 *   Concurrent requests that meet a 401 share one in-flight refresh. The refresh call never refreshes itself.
 * - A failed refresh removes both tokens and emits 'auth-token-expired'; it never navigates.
 * - Device proofs (docs/behaviour.md, "The device key"): a request given `deviceProof` carries a proof by the device
 *   key in its body, and so does the refresh; a challenge refused as used or expired is fetched again once
 *   (device/device-proofs.ts). The challenges themselves are fetched without this client
 *   (device/device-challenge-client.ts).
 */
import { ApiPaths, type RefreshRequest, type RefreshResponse } from '../../contract';
import { REQUEST_TIMEOUT_MS } from '../../domain';
import type { HttpRequest, HttpResponse, HttpTransport, SessionEvents } from '../../ports';
import type { DeviceIdentity } from '../device/device-identity';
import type { Challenge, DeviceProofFields, DeviceProofs, ProofSubject } from '../device/device-proofs';
import { answerBody } from './answer-body';
import type { AuthTokens } from './auth-tokens';

/** What a request proves by the device key; the username is the signed-in account's (the stored profile) unless given. */
export type DeviceProofRequest = Omit<ProofSubject, 'username'> & {
  /** The account as typed at a sign-in; by default the signed-in account's username. */
  username?: string;
  /** A challenge fetched ahead (a punch fetches it while the GPS works); by default one is fetched now. */
  challenge?: Challenge;
};

export interface RequestOptions {
  /**
   * Do not try a token refresh on 401. For calls whose 401 means "wrong credentials", not "expired session"
   * (login, reassociation) and for logout, which clears the tokens anyway.
   */
  skipRefresh?: boolean;
  /** Add to the (object) body a `device_proof` of this by the device key, when the browser holds one. */
  deviceProof?: DeviceProofRequest;
  /** Milliseconds without progress before giving up, for the rare request that works longer (REQUEST_TIMEOUT_MS). */
  timeoutMs?: number;
}

type Method = HttpRequest['method'];
type ResponseType = NonNullable<HttpRequest['responseType']>;

export class ApiClient {
  /** The one refresh in flight, shared by every request that met a 401 meanwhile. */
  private refreshing: Promise<string> | null = null;

  constructor(
    private readonly http: HttpTransport,
    private readonly tokens: AuthTokens,
    private readonly sessionEvents: SessionEvents,
    private readonly identity: DeviceIdentity,
    private readonly proofs: DeviceProofs,
  ) {}

  get<T>(path: string, options?: RequestOptions): Promise<T> {
    return this.request<T>('GET', path, undefined, options);
  }

  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return this.request<T>('POST', path, body, options);
  }

  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return this.request<T>('PUT', path, body, options);
  }

  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return this.request<T>('PATCH', path, body, options);
  }

  /** `body`: what the resource is, when its path does not say (a push subscription, named by its endpoint). */
  delete<T = void>(path: string, options?: RequestOptions, body?: unknown): Promise<T> {
    return this.request<T>('DELETE', path, body, options);
  }

  /** GET answered as text (the activities CSV export). */
  getText(path: string, options?: RequestOptions): Promise<string> {
    return this.request<string>('GET', path, undefined, options, 'text');
  }

  /** GET answered as bytes (the monthly attendance sheet, a PDF). */
  getBytes(path: string, options?: RequestOptions): Promise<Uint8Array> {
    return this.request<Uint8Array>('GET', path, undefined, options, 'bytes');
  }

  /** GET answered as text with the answer's headers (the payroll CSV, named by its Content-Disposition). */
  async getTextWithHeaders(path: string): Promise<{ content: string; headers: Record<string, string> }> {
    const response = await this.authorizedResponse<string>('GET', path, undefined, {}, 'text');
    return { content: answerBody(response), headers: response.headers };
  }

  private request<T>(
    method: Method,
    path: string,
    body: unknown,
    options: RequestOptions = {},
    responseType: ResponseType = 'json',
  ): Promise<T> {
    const { deviceProof } = options;
    if (!deviceProof) return this.authorized<T>(method, path, body, options, responseType);
    const { challenge, username, ...subject } = deviceProof;
    return this.proofs.send(
      { ...subject, username: username ?? this.signedInUsername() },
      (proof) => this.authorized<T>(method, path, { ...(body as object | undefined), ...proof }, options, responseType),
      challenge,
    );
  }

  private async authorized<T>(method: Method, path: string, body: unknown, options: RequestOptions, responseType: ResponseType): Promise<T> {
    return answerBody(await this.authorizedResponse<T>(method, path, body, options, responseType));
  }

  /** The request with the stored access token, refreshed once on 401: the last answer, whatever its status. */
  private async authorizedResponse<T>(
    method: Method,
    path: string,
    body: unknown,
    options: RequestOptions,
    responseType: ResponseType,
  ): Promise<HttpResponse<T>> {
    const build = (token: string | null): HttpRequest => ({
      method,
      path,
      timeoutMs: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
      responseType,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      ...(body === undefined ? {} : { body }),
    });

    const sentWith = this.tokens.access();
    const first = await this.http.send<T>(build(sentWith));
    if (first.status !== 401 || options.skipRefresh) return first;

    const refreshToken = this.tokens.refresh();
    if (!refreshToken) return first;

    // Another request may have refreshed while this one was on the wire: use its token instead of refreshing again.
    const current = this.tokens.access();
    const token = current && current !== sentWith ? current : await this.refreshOnce(refreshToken);
    // The retry's 401 is final: it is not refreshed again.
    return this.http.send<T>(build(token));
  }

  private refreshOnce(refreshToken: string): Promise<string> {
    if (!this.refreshing) {
      this.refreshing = this.refresh(refreshToken).finally(() => {
        this.refreshing = null;
      });
    }
    return this.refreshing;
  }

  /**
   * Straight through the transport, so a 401 of the refresh call itself cannot start another refresh. From a device
   * with a key it carries a proof of 'refresh' for the signed-in account and this device id.
   */
  private async refresh(refreshToken: string): Promise<string> {
    const post = async (proof: DeviceProofFields) => {
      const body: RefreshRequest = { refresh: refreshToken, ...proof };
      return answerBody(
        await this.http.send<RefreshResponse>({
          method: 'POST',
          path: ApiPaths.refresh,
          body,
          timeoutMs: REQUEST_TIMEOUT_MS,
          responseType: 'json',
          headers: {},
        }),
      );
    };
    try {
      const subject = { action: 'refresh', username: this.signedInUsername(), deviceId: this.identity.deviceId() } as const;
      const answer = await this.proofs.send(subject, post);
      this.tokens.store(answer.access, answer.refresh);
      return answer.access;
    } catch (error) {
      this.tokens.clear();
      this.sessionEvents.emit('auth-token-expired');
      throw error;
    }
  }

  /** Whom the stored session belongs to (its remembered profile); '' when unknown, which no server accepts in a proof. */
  private signedInUsername(): string {
    return this.tokens.profile()?.username ?? '';
  }
}
