/**
 * Asks the server for a device challenge (POST /api/auth/device-challenge/, anonymous: no token sent, none refreshed).
 * Straight through the transport rather than the ApiClient: the ApiClient signs its token refreshes with proofs over
 * these challenges, so fetching them through it would make each need the other.
 */
import { ApiPaths, type DeviceChallengeResponse } from '../../contract';
import { REQUEST_TIMEOUT_MS } from '../../domain';
import type { HttpTransport } from '../../ports';
import { answerBody } from '../api/answer-body';

export class DeviceChallengeClient {
  constructor(private readonly http: HttpTransport) {}

  /** A fresh challenge's nonce; rejects with the server's refusal (ApiRequestError) or the transport's NetworkError. */
  async request(): Promise<string> {
    const response = await this.http.send<DeviceChallengeResponse>({
      method: 'POST',
      path: ApiPaths.deviceChallenge,
      timeoutMs: REQUEST_TIMEOUT_MS,
      responseType: 'json',
      headers: {},
    });
    return answerBody(response).nonce;
  }
}
