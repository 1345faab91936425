import { hash, verify } from '@node-rs/argon2';

/** OWASP's minimum for argon2id: 19 MiB, 2 iterations, 1 lane (~13 ms a hash on this hardware). */
const OPTIONS = { algorithm: 2 /* Algorithm.Argon2id (an ambient const enum) */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no user (`storedHash` undefined) it still verifies
 * against a dummy hash, so that "no such user" takes as long as "wrong password".
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (storedHash === undefined) {
    dummyHash ??= hashPassword('timbrature-dummy-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false; // a malformed stored hash never authenticates
  }
}
