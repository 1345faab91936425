import { ApiPaths } from '../../src/core/contract';
import { api } from './support/api';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * A database that no longer answers in time: here every connection of the pool (one) held by a transaction
 * that waits, as a stuck query or a saturated pool would. On PGlite, which runs one transaction at a time, the same.
 */
describe('/api/health when the database is stuck', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { databasePoolSize: 1, healthCheckTimeoutMs: 300 } });
  });
  afterAll(() => server.close());

  it('answers 503 with the reason within the health-check timeout, and 200 again once the database answers', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const isHolding = new Promise<void>((resolve) => (holding = resolve));
    const transaction = server.db.transaction(async (tx) => {
      await tx.query('SELECT 1');
      holding();
      await held;
    });
    await isHolding;
    try {
      const started = Date.now();
      const health = await api(server.url).get(ApiPaths.health);
      expect(health.status).toBe(503);
      expect(health.body).toMatchObject({ status: 'error', database: 'timeout' });
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      release();
      await transaction;
    }
    const again = await api(server.url).get(ApiPaths.health);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ status: 'ok', database: 'ok' });
  });
});
