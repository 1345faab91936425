/**
 * Sessions (docs/behaviour.md, "Start-up and session" and "Tokens and sign-in limits"): an expired access token is
 * refreshed without the user noticing; a revoked refresh token ends on the login screen with 'Sessione scaduta.
 * Effettua nuovamente il login per continuare.'. The server runs with the shortest access-token lifetime it accepts
 * (10 s).
 */
import type { Page, Response } from 'playwright-core';
import { describeE2E } from './support/e2e-suite';
import { logIn, ROME, storedValue } from './support/journeys';
import { revokeRefreshToken, type SeededUser } from './support/seed-api';
import { button, onPath, see } from './support/ui';

const ACCESS_TOKEN_TTL_SECONDS = 10;

describeE2E(
  'sessions: silent refresh and expiry',
  (e2e) => {
    let employee: SeededUser;

    beforeAll(async () => {
      await e2e.seed.createLocation('Sede Centrale', ROME);
      employee = await e2e.seed.createUser('Sara', 'Neri', { username: 'sara.neri' });
    });

    e2e.test('an expired access token is refreshed without the user noticing', async () => {
      const page = await e2e.phone({ at: ROME });
      const refreshes = recordResponses(page, '/api/auth/refresh/');

      const firstAccess = await e2e.step('log in and remember the access token', async () => {
        await logIn(page, employee.username, employee.password);
        await see(page, 'Fuori Servizio');
        return storedValue(page, 'accessToken');
      });

      await e2e.step(`let the access token expire (${ACCESS_TOKEN_TTL_SECONDS} s)`, async () => {
        await page.waitForTimeout((ACCESS_TOKEN_TTL_SECONDS + 2) * 1000);
      });

      await e2e.step('check in: it succeeds, through one refresh, with no login screen in between', async () => {
        const visited: string[] = [];
        page.on('framenavigated', (frame) => frame === page.mainFrame() && visited.push(new URL(frame.url()).pathname));
        await button(page, 'Check In').click();
        await see(page, 'Check-in effettuato con successo');
        await see(page, 'In Servizio');
        expect(new URL(page.url()).pathname).toBe('/dashboard');
        expect(visited).not.toContain('/login');
        expect(refreshes.some((response) => response.status() === 200)).toBe(true);
        expect(await storedValue(page, 'accessToken')).not.toBe(firstAccess);
      });
    });

    e2e.test("a revoked refresh token ends on the login screen with 'Sessione scaduta…'", async () => {
      const page = await e2e.phone({ at: ROME });

      await e2e.step('log in', async () => {
        await logIn(page, employee.username, employee.password);
        await see(page, /In Servizio|Fuori Servizio/);
      });

      await e2e.step('the refresh token is revoked on the server, then the access token expires', async () => {
        const access = await storedValue(page, 'accessToken');
        const refresh = await storedValue(page, 'refreshToken');
        expect(access).toBeTruthy();
        expect(refresh).toBeTruthy();
        await revokeRefreshToken(e2e.server.url, access!, refresh!);
        await page.waitForTimeout((ACCESS_TOKEN_TTL_SECONDS + 2) * 1000);
      });

      await e2e.step("the next call is refused → login screen with 'Sessione scaduta…'", async () => {
        // A background call may already have met the refusal; otherwise the user's next tap does.
        if (new URL(page.url()).pathname !== '/login') {
          await page.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('button', { name: 'Storico' }).click();
        }
        await onPath(page, '/login');
        await see(page, 'Sessione scaduta. Effettua nuovamente il login per continuare.');
        await see(page, 'Accedi al tuo account');
        expect(await storedValue(page, 'accessToken')).toBeNull();
        expect(await storedValue(page, 'refreshToken')).toBeNull();
        await e2e.screenshot(page, 'login-session-expired');
      });
    });
  },
  { serverEnv: { ACCESS_TOKEN_TTL: String(ACCESS_TOKEN_TTL_SECONDS) } },
);

function recordResponses(page: Page, path: string): Response[] {
  const seen: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === path) seen.push(response);
  });
  return seen;
}
