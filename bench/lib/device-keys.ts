/**
 * Bench phones' device keys (docs/behaviour.md, "The device key"): ECDSA P-256 pairs made with Node's crypto, signing
 * as WebCrypto does (raw r‖s, base64url), and the challenges each signed request needs, fetched before a run so that
 * the run measures the signed requests themselves (a phone fetches its challenge while it waits for the GPS fix).
 */
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import type { DeviceProof, DevicePublicKey } from '../../src/core/contract/device-key.contract';
import { ApiPaths } from '../../src/core/contract/paths';
import { deviceProofMessage, type DeviceProofSubject } from '../../src/core/domain/device-proof';
import type { BenchServer } from './bench-server';

export interface BenchDeviceKey {
  publicKey: DevicePublicKey;
  privateKey: KeyObject;
}

export function newDeviceKey(): BenchDeviceKey {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  return { publicKey: { kty: 'EC', crv: 'P-256', x: jwk.x!, y: jwk.y! }, privateKey };
}

/** One proof per subject, each over a challenge of its own (fetched `parallel` at a time). */
export async function proofsFor(
  server: BenchServer,
  subjects: Array<{ key: BenchDeviceKey; subject: Omit<DeviceProofSubject, 'nonce'> }>,
  parallel = 50,
): Promise<DeviceProof[]> {
  const proofs: DeviceProof[] = new Array(subjects.length);
  let next = 0;
  const worker = async () => {
    while (next < subjects.length) {
      const i = next++;
      const response = await fetch(server.apiUrl + ApiPaths.deviceChallenge, { method: 'POST' });
      if (!response.ok) throw new Error(`device challenge: ${response.status}`);
      const { nonce } = (await response.json()) as { nonce: string };
      const { key, subject } = subjects[i];
      const message = Buffer.from(deviceProofMessage({ ...subject, nonce }), 'utf8');
      proofs[i] = { nonce, signature: sign('sha256', message, { key: key.privateKey, dsaEncoding: 'ieee-p1363' }).toString('base64url') };
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, subjects.length) }, worker));
  return proofs;
}
