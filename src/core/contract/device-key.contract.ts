/**
 * The device key (docs/behaviour.md, "The device key"): the public half of the ECDSA P-256 key pair a phone keeps in
 * its browser, and the proofs it signs with the private half over a challenge the server issued.
 */
import { Type, type Static } from '@sinclair/typebox';

/** base64url without padding, exactly `length` characters. */
const base64Url = (length: number) => Type.String({ pattern: `^[A-Za-z0-9_-]{${length}}$` });

/** The public key as a JWK with only its defining members (a P-256 coordinate is 32 bytes: 43 base64url characters). */
export const DevicePublicKey = Type.Object(
  { kty: Type.Literal('EC'), crv: Type.Literal('P-256'), x: base64Url(43), y: base64Url(43) },
  { additionalProperties: false },
);
export type DevicePublicKey = Static<typeof DevicePublicKey>;

/**
 * A proof of possession: the server's challenge (`nonce`, from POST /api/auth/device-challenge/) and the signature by
 * the device key over deviceProofMessage(...) (src/core/domain/device-proof.ts): ECDSA P-256 with SHA-256, the raw
 * 64-byte r‖s WebCrypto gives, in base64url (86 characters).
 */
export const DeviceProof = Type.Object(
  { nonce: Type.String({ pattern: '^[A-Za-z0-9_-]{20,200}$' }), signature: base64Url(86) },
  { additionalProperties: false },
);
export type DeviceProof = Static<typeof DeviceProof>;

/** POST /api/auth/device-challenge/ (anonymous): a challenge accepted once, for `expires_in_seconds`. */
export const DeviceChallengeResponse = Type.Object({ nonce: Type.String(), expires_in_seconds: Type.Integer({ minimum: 1 }) });
export type DeviceChallengeResponse = Static<typeof DeviceChallengeResponse>;

/** What a request that may come from a keyed device carries (both optional: accounts without the check send neither). */
export const DeviceKeyFields = {
  /** The device's public key: sent at login, reassociation and device registration, stored when a device is bound. */
  public_key: Type.Optional(DevicePublicKey),
  device_proof: Type.Optional(DeviceProof),
};
export const DeviceProofField = { device_proof: Type.Optional(DeviceProof) };
