/** The UUID fallback where randomUUID is missing is a v4 UUID. */
import { webcrypto } from 'node:crypto';
import { CryptoUuidGenerator } from '../../src/adapters/crypto-uuid-generator';

describe('CryptoUuidGenerator', () => {
  it('falls back to a v4 UUID from getRandomValues when randomUUID is missing', () => {
    const uuid = new CryptoUuidGenerator({ getRandomValues: webcrypto.getRandomValues.bind(webcrypto) as Crypto['getRandomValues'] }).next();
    expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
