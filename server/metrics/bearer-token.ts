import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Whether an Authorization header carries `Bearer <expected>`. Both tokens are compared as SHA-256 digests with
 * timingSafeEqual: equal lengths whatever was sent, and a time that tells nothing about how much of it was right.
 */
export function bearerTokenCheck(expected: string): (authorization: string | undefined) => boolean {
  const wanted = digest(expected);
  return (authorization) => {
    const match = authorization === undefined ? null : /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    return match !== null && timingSafeEqual(digest(match[1]!), wanted);
  };
}
