import { ApiPaths } from '../../src/core/contract';
import { buildApp } from '../../server/app';
import { IN_MEMORY, loadConfig } from '../../server/config';
import { failingDatabase } from './support/failing-database';
import { api } from './support/api';
import { FINGERPRINT } from './support/test-server';

/** A database that no longer answers (server down, network cut). */
const unreachable = failingDatabase('connect ECONNREFUSED 127.0.0.1:5432');

it('answers 503 from /api/health and a JSON 500 without internals elsewhere when the database is down', async () => {
  const app = await buildApp({ ...loadConfig({ DATA_DIR: IN_MEMORY }), webDir: '/nonexistent' }, { db: unreachable, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const client = api(`http://127.0.0.1:${(app.server.address() as { port: number }).port}`);
    const health = await client.get(ApiPaths.health);
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ status: 'error', database: 'unreachable' });
    const login = await client.post(ApiPaths.login, { username: 'mario', password: 'secret1', device_id: 'd', fingerprint: FINGERPRINT });
    expect(login.status).toBe(500);
    expect(login.body).toEqual({ code: 'SERVER_ERROR', message: 'Server error' });
  } finally {
    await app.close();
  }
});
