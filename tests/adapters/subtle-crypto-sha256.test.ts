/** SHA-256 through SubtleCrypto, as lower-case hex. */
import { webcrypto } from 'node:crypto';
import { SubtleCryptoSha256 } from '../../src/adapters/subtle-crypto-sha256';

describe('SubtleCryptoSha256', () => {
  it('hashes UTF-8 text to lower-case hex SHA-256, and rejects without SubtleCrypto', async () => {
    const sha = new SubtleCryptoSha256(() => webcrypto.subtle as SubtleCrypto);
    expect(await sha.hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    await expect(new SubtleCryptoSha256(() => undefined).hex('abc')).rejects.toThrow();
  });
});
