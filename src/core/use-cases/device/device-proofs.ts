/**
 * Proofs by the device key (docs/behaviour.md, "The device key"): a challenge from the server, signed with the key
 * over deviceProofMessage(...), sent as the request's `device_proof`. A browser without a key sends none and asks for
 * no challenge. A challenge the server refuses as used or expired (403 DEVICE_CHALLENGE_INVALID) is replaced by a
 * fresh one once; a second refusal goes back to the caller.
 */
import { DEVICE_CHALLENGE_INVALID, type DeviceProof } from '../../contract';
import { deviceProofMessage, type DeviceProofSubject } from '../../domain';
import { errorBodyOf } from '../api/error-body';
import type { DeviceChallengeClient } from './device-challenge-client';
import type { DeviceIdentity } from './device-identity';

/** What a proof is about: everything it signs but the challenge. */
export type ProofSubject = Omit<DeviceProofSubject, 'nonce'>;

/** The field a proved request adds to its body: absent when the browser holds no key. */
export type DeviceProofFields = { device_proof?: DeviceProof };

/** A challenge's nonce, or null when the browser holds no key (and no challenge was asked for). */
export type Challenge = Promise<string | null>;

export class DeviceProofs {
  constructor(
    private readonly challenges: DeviceChallengeClient,
    private readonly identity: DeviceIdentity,
  ) {}

  /** A fresh challenge from the server, when the device holds a key. Callers may fetch it ahead and hand it to send(). */
  async challenge(): Challenge {
    if (!(await this.identity.hasKey())) return null;
    return this.challenges.request();
  }

  /**
   * Sends a request with a proof of `subject`: `request` gets the fields to add to its body. A challenge fetched ahead
   * may be given; a challenge refused as used or expired is replaced by a fresh one, once.
   */
  async send<T>(subject: ProofSubject, request: (proof: DeviceProofFields) => Promise<T>, ahead?: Challenge): Promise<T> {
    const first = await (ahead ?? this.challenge());
    try {
      return await request(await this.fieldsOver(subject, first));
    } catch (error) {
      if (first === null || errorBodyOf(error).code !== DEVICE_CHALLENGE_INVALID) throw error;
      return request(await this.fieldsOver(subject, await this.challenge()));
    }
  }

  private async fieldsOver(subject: ProofSubject, nonce: string | null): Promise<DeviceProofFields> {
    if (nonce === null) return {};
    const signature = await this.identity.sign(deviceProofMessage({ ...subject, nonce }));
    return { device_proof: { nonce, signature } };
  }
}
