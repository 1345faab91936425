/**
 * `npm start` refuses to run with a setting that would weaken every account (README, "Configuration";
 * docs/behaviour.md, "Passwords"): the process exits 1 before listening, with a message naming the variable and the fix.
 */
import { IN_MEMORY } from '../../server/config';
import { spawnServer } from './support/server-process';

// tsx compiles the server on each start.
jest.setTimeout(60_000);

async function refusedStart(env: Record<string, string>): Promise<{ code: number | null | 'still running'; output: string }> {
  const server = await spawnServer({ DATA_DIR: IN_MEMORY, ...env });
  const stillRunning = new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 30_000).unref());
  const code = await Promise.race([server.exited, stillRunning]);
  server.child.kill('SIGKILL'); // a server that did start must not outlive the test
  return { code, output: server.output() };
}

it('stops on a JWT_SECRET shorter than 32 bytes, saying how to generate one', async () => {
  const { code, output } = await refusedStart({ JWT_SECRET: 'troppo-corto' });
  expect(code).toBe(1);
  expect(output).toContain('JWT_SECRET must be at least 32 bytes long (got 12)');
  expect(output).toContain('openssl rand -base64 48');
});

it('stops on an ADMIN_PASSWORD the password policy refuses, naming the variable and the rule', async () => {
  const { code, output } = await refusedStart({ ADMIN_PASSWORD: 'Juventus2024', PASSWORD_MIN_LENGTH: '10' });
  expect(code).toBe(1);
  expect(output).toContain('ADMIN_PASSWORD is refused: it is one of the most common passwords');
  const short = await refusedStart({ ADMIN_PASSWORD: 'Xq7-vb-9k', PASSWORD_MIN_LENGTH: '10' });
  expect(short.output).toContain('ADMIN_PASSWORD is refused: it must be at least 10 characters long (PASSWORD_MIN_LENGTH)');
});

it('stops on a SECRETS_DIR inside DATA_DIR (a copy of the data folder would carry the JWT secret), naming both', async () => {
  const { code, output } = await refusedStart({ DATA_DIR: '/nonexistent-timbrature/data', SECRETS_DIR: '/nonexistent-timbrature/data/secrets' });
  expect(code).toBe(1);
  expect(output).toContain('SECRETS_DIR /nonexistent-timbrature/data/secrets must be outside DATA_DIR /nonexistent-timbrature/data');
});
