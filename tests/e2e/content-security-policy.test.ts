/**
 * The app works under its Content-Security-Policy (README, "Security headers"): a phone and a desktop open the
 * login and the dashboard with nothing refused, the import map (the one inline script) included, and the policy
 * really is enforced: an inline script injected into the page is refused and reported.
 */
import type { Page } from 'playwright-core';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './support/app-server';
import { describeE2E } from './support/e2e-suite';
import { logIn, ROME } from './support/journeys';
import type { SeededUser } from './support/seed-api';
import { eventually, see } from './support/ui';

describeE2E('content security policy', (e2e) => {
  let employee: SeededUser;

  beforeAll(async () => {
    await e2e.seed.createLocation('Sede Centrale', ROME);
    employee = await e2e.seed.createUser('Sara', 'Neri');
  });

  /** Opens /login and checks the page came with a policy allowing its import map by hash, not every inline script. */
  async function openLoginUnderPolicy(page: Page): Promise<void> {
    const answer = await page.goto('/login');
    const policy = (await answer?.allHeaders())?.['content-security-policy'] ?? '';
    const scripts = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(scripts).toMatch(/^'self' 'sha256-[A-Za-z0-9+/]+=*'$/);
    expect(policy).toContain("frame-ancestors 'none'");
  }

  e2e.test('phone: the login and the employee dashboard load with nothing refused', async () => {
    const page = await e2e.phone({ at: ROME });
    await e2e.step('the login page comes with the policy', () => openLoginUnderPolicy(page));
    await e2e.step('log in: the dashboard (a lazily loaded chunk, found through the import map)', async () => {
      await logIn(page, employee.username, employee.password);
      await see(page, 'Fuori Servizio');
      await see(page, 'Sistema pronto');
      expect(e2e.cspViolations(page)).toEqual([]);
    });
    await e2e.step('an injected inline script is refused and reported', async () => {
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.injected = true';
        document.body.append(script);
      });
      const seen: string[] = [];
      await eventually('the refusal is reported', async () => {
        seen.push(...e2e.cspViolations(page));
        // Both detectors hear it: the page's event and Chromium's console line.
        const refusals = seen.filter((violation) => violation.includes('script-src'));
        return refusals.some((text) => text.startsWith('event:')) && refusals.some((text) => text.startsWith('console:'));
      });
      expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
    });
  });

  e2e.test('desktop: the login and the administrator’s dashboard load with nothing refused', async () => {
    const page = await e2e.desktop({ at: ROME });
    await e2e.step('the login page comes with the policy', () => openLoginUnderPolicy(page));
    await e2e.step('log in: the desktop dashboard, antd’s run-time styles included', async () => {
      await logIn(page, ADMIN_USERNAME, ADMIN_PASSWORD);
      await see(page, 'Stato Attuale');
      expect(await page.evaluate(() => document.querySelectorAll('style').length)).toBeGreaterThan(0);
      expect(e2e.cspViolations(page)).toEqual([]);
    });
  });
});
