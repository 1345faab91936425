/**
 * A phone's device key in server tests (docs/behaviour.md, "The device key"): an ECDSA P-256 pair made with Node's
 * crypto, signing exactly as WebCrypto does (raw r‖s, base64url), and the challenges and proofs it sends.
 */
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import type { DeviceProof, DevicePublicKey } from '../../../src/core/contract';
import { deviceProofMessage, type DeviceProofSubject } from '../../../src/core/domain/device-proof';
import { api, type ApiResponse } from './api';
import { FINGERPRINT, type TestServer, type TestUser } from './test-server';

export interface TestDeviceKey {
  publicKey: DevicePublicKey;
  sign(message: string): string;
}

export function newDeviceKey(): TestDeviceKey {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  return {
    publicKey: { kty: 'EC', crv: 'P-256', x: jwk.x!, y: jwk.y! },
    sign: (message) => signWith(privateKey, message),
  };
}

function signWith(privateKey: KeyObject, message: string): string {
  return sign('sha256', Buffer.from(message, 'utf8'), { key: privateKey, dsaEncoding: 'ieee-p1363' }).toString('base64url');
}

/** A fresh challenge from POST /api/auth/device-challenge/. */
export async function challenge(server: TestServer): Promise<string> {
  const response = await api(server.url).post<{ nonce: string }>('/api/auth/device-challenge/');
  if (response.status !== 200) throw new Error(`device challenge: ${response.status}`);
  return response.body.nonce;
}

/** A proof by `key` over a fresh challenge (or `nonce`) for `subject`. */
export async function proofBy(
  server: TestServer,
  key: TestDeviceKey,
  subject: Omit<DeviceProofSubject, 'nonce'>,
  nonce?: string,
): Promise<DeviceProof> {
  const used = nonce ?? (await challenge(server));
  return { nonce: used, signature: key.sign(deviceProofMessage({ ...subject, nonce: used })) };
}

/** A login (or another sign-in path) from `deviceId` holding `key`: the public key and a proof by it. */
export async function keyedSignIn(
  server: TestServer,
  user: TestUser,
  key: TestDeviceKey,
  options: { deviceId?: string; path?: string; action?: DeviceProofSubject['action']; extra?: Record<string, unknown> } = {},
): Promise<ApiResponse> {
  const deviceId = options.deviceId ?? user.deviceId;
  const action = options.action ?? (options.path?.includes('reassociate') ? 'reassociate' : 'login');
  const device_proof = await proofBy(server, key, { action, username: user.username, deviceId });
  return api(server.url).post(options.path ?? '/api/auth/login/', {
    username: user.username,
    password: user.password,
    device_id: deviceId,
    fingerprint: FINGERPRINT,
    public_key: key.publicKey,
    device_proof,
    ...options.extra,
  });
}
