/**
 * The API reference for integrators (README, "API for integrators"): /api/docs opens in a browser under its own
 * Content-Security-Policy with nothing refused and no script error, shows the operations of the OpenAPI document by
 * area, an operation opens to its roles and its refusals, and "Try it out" reaches this server.
 */
import type { Page } from 'playwright-core';
import { describeE2E } from './support/e2e-suite';
import { see } from './support/ui';

describeE2E('API reference', (e2e) => {
  /** Console errors and uncaught exceptions of the page (the suite itself fails a journey on any CSP refusal). */
  function watchErrors(page: Page): string[] {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    return errors;
  }

  e2e.test('desktop: /api/docs shows the operations, the login among them, with nothing refused', async () => {
    const page = await e2e.desktop();
    const errors = watchErrors(page);
    await e2e.step('the page comes with its own policy: scripts of this server only', async () => {
      const answer = await page.goto('/api/docs');
      expect(answer?.status()).toBe(200);
      const policy = (await answer?.allHeaders())?.['content-security-policy'] ?? '';
      expect(/(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1]).toBe("'self'");
    });
    await e2e.step('the reference lists the areas and the login operation', async () => {
      await see(page, /^Timbrature API/);
      await see(page, 'Sign-in and sessions');
      await see(page, 'Sign in: access and refresh tokens');
      await see(page, 'Authorize');
    });
    await e2e.step('the login operation opens to its body and its refusals', async () => {
      await page.getByText('Sign in: access and refresh tokens').click();
      const operation = page.locator('#operations-Sign-in_and_sessions-post_api_auth_login_');
      await see(operation, 'Public: no token needed.');
      await see(operation, /^INVALID_CREDENTIALS, TOTP_REQUIRED: from this route/);
      await see(operation, /^TOO_MANY_ATTEMPTS: from this route/);
    });
    await e2e.step('a punch operation names its roles and the device key fields', async () => {
      await page.getByText('Check in (at a place, or off-site)').click();
      const operation = page.locator('#operations-Punches-post_api_timesheet_checkin_');
      await see(operation, /^Roles: employee, manager, administrator \(Bearer/);
      await see(operation, /Device key \(body fields/);
    });
    await e2e.step('"Try it out" calls this server: the password policy answers', async () => {
      await page.getByText('The password policy (minimum length)').click();
      const operation = page.locator('#operations-System-get_api_auth_password_policy_');
      await operation.getByRole('button', { name: 'Try it out' }).click();
      await operation.getByRole('button', { name: 'Execute' }).click();
      await see(operation, /"min_length": \d+/);
    });
    await page.goto('/api/docs');
    await see(page, 'Sign in: access and refresh tokens');
    await e2e.screenshot(page, 'api-docs');
    expect(e2e.cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
