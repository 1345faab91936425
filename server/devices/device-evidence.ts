/**
 * What a request shows of the device it comes from (docs/behaviour.md, "The device key"): its device_id and, from a
 * browser that keeps a device key, a proof (a signature over a server challenge and the request's essential fields)
 * and, when it binds itself, its public key. Reading the evidence checks the challenge (authentic, not expired) and
 * the proof by the presented key; spending it records the challenge as used, inside the caller's transaction.
 */
import type { DeviceProof, DevicePublicKey } from '../../src/core/contract';
import { deviceProofMessage, type DeviceProofSubject } from '../../src/core/domain/device-proof';
import type { Queryable } from '../db/database.port';
import { httpError } from '../http/http-error';
import type { DeviceChallenges } from './device-challenges';
import { isSignedBy, sameKey } from './device-signature';
import { markChallengeUsed } from './used-device-challenge.repository';

export interface DeviceEvidence {
  deviceId: string;
  proof?: { nonce: string; expiresAt: Date; message: string; signature: string };
  /** The public key the request presented, its proof checked. */
  presentedKey?: DevicePublicKey;
}

/** The device fields of a request (login, reassociation, registration, punches, refresh). */
export interface PresentedDeviceFields {
  device_id: string;
  public_key?: DevicePublicKey;
  device_proof?: DeviceProof;
}

/**
 * The evidence of a request, or a refusal: 403 DEVICE_CHALLENGE_INVALID for a challenge this server did not issue
 * or that expired (the client asks for a fresh one), 403 DEVICE_PROOF_INVALID for a public key without a proof by it.
 */
export function readDeviceEvidence(
  challenges: DeviceChallenges,
  fields: PresentedDeviceFields,
  subject: Omit<DeviceProofSubject, 'nonce' | 'deviceId'>,
): DeviceEvidence {
  const { device_id: deviceId, public_key: presentedKey, device_proof: proof } = fields;
  if (!proof) {
    if (presentedKey) throw httpError(403, 'DEVICE_PROOF_INVALID');
    return { deviceId };
  }
  const challenge = challenges.check(proof.nonce);
  if (!challenge) throw httpError(403, 'DEVICE_CHALLENGE_INVALID');
  const message = deviceProofMessage({ ...subject, deviceId, nonce: proof.nonce });
  const evidence: DeviceEvidence = { deviceId, proof: { nonce: proof.nonce, expiresAt: challenge.expiresAt, message, signature: proof.signature } };
  if (presentedKey) {
    if (!isSignedBy(presentedKey, message, proof.signature)) throw httpError(403, 'DEVICE_PROOF_INVALID');
    evidence.presentedKey = presentedKey;
  }
  return evidence;
}

/** The request proves it holds the private half of `key`. */
export function provesKey(evidence: DeviceEvidence, key: DevicePublicKey): boolean {
  const { proof, presentedKey } = evidence;
  if (!proof) return false;
  if (presentedKey && sameKey(presentedKey, key)) return true; // already checked when read
  return isSignedBy(key, proof.message, proof.signature);
}

/** Records the proof's challenge as used; 403 DEVICE_CHALLENGE_INVALID when it already was (a replayed request). */
export async function spendChallenge(q: Queryable, evidence: DeviceEvidence): Promise<void> {
  if (!evidence.proof) return;
  if (!(await markChallengeUsed(q, evidence.proof.nonce, evidence.proof.expiresAt))) throw challengeAlreadyUsed();
}

/** The refusal of a request whose challenge was used before (a replay): the client asks for a fresh one. */
export function challengeAlreadyUsed(): Error {
  return httpError(403, 'DEVICE_CHALLENGE_INVALID');
}
