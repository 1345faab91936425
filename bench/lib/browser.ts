/**
 * What the browser benches share: Debian's Chromium and its flags, the built SPA (built once when
 * dist/web is missing), and an employee logging in through the real login form, so that the SPA
 * stores its tokens and registers its device exactly as on a phone.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { chromiumPathFromEnv } from '../../scripts/chromium';
import { repoRoot } from './bench-server';

export { CHROMIUM_ARGS as CHROME_FLAGS } from '../../scripts/chromium';

/** The built SPA the server serves: WEB_DIR as for the server itself, else dist/web. */
export const webDir = process.env.WEB_DIR ? path.resolve(process.env.WEB_DIR) : path.join(repoRoot, 'dist', 'web');

/** CHROME_PATH, else Debian's /usr/bin/chromium; throws with the install command when neither exists. */
export function chromePath(): string {
  const candidate = chromiumPathFromEnv();
  if (!existsSync(candidate)) {
    throw new Error(`Chromium not found at ${candidate}: apt-get install -y chromium, or set CHROME_PATH`);
  }
  return candidate;
}

/** Builds the SPA (npm run build) when dist/web/index.html is missing; a stale build is the caller's choice. */
export function ensureSpaBuilt(): void {
  if (existsSync(path.join(webDir, 'index.html'))) return;
  if (process.env.WEB_DIR) throw new Error(`WEB_DIR=${process.env.WEB_DIR} holds no index.html`);
  console.log('  dist/web is missing: npm run build');
  const result = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0 || !existsSync(path.join(webDir, 'index.html'))) {
    throw new Error(`npm run build failed (exit ${result.status})`);
  }
}

/** The login screen is usable once its submit button 'Accedi' shows (docs/behaviour.md, "Login"). */
export async function waitForLoginForm(page: Page): Promise<void> {
  await waitForScreen(page, 'the login form', page.getByRole('button', { name: 'Accedi' }));
}

/** Fills the login screen ('Username', 'Password', 'Accedi') and waits for the dashboard. */
export async function logInThroughForm(page: Page, baseUrl: string, username: string, password: string): Promise<void> {
  if (!page.url().endsWith('/login')) await page.goto(`${baseUrl}/login`);
  await waitForLoginForm(page);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await page.waitForURL('**/dashboard', { timeout: 30_000 });
  await waitForDashboard(page);
}

/** The mobile dashboard is usable once the status card shows the user's status (docs/behaviour.md, "Employee dashboard"). */
export async function waitForDashboard(page: Page): Promise<void> {
  await waitForScreen(page, "the dashboard's user status", page.getByText(/In Servizio|Fuori Servizio/).first());
}

const pageErrors = new WeakMap<Page, string[]>();

/** Keeps the page's uncaught errors and console errors, so that a screen that never shows can say why. */
export function watchErrors(page: Page): void {
  const errors: string[] = [];
  pageErrors.set(page, errors);
  page.on('pageerror', (e) => errors.push(`uncaught: ${e.message.split('\n')[0]}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text().split('\n')[0].slice(0, 200)}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) errors.push(`HTTP ${r.status()} ${new URL(r.url()).pathname}`);
  });
  page.on('requestfailed', (r) => errors.push(`failed: ${new URL(r.url()).pathname} ${r.failure()?.errorText ?? ''}`));
}

/** Waits for `marker`; on timeout says where the page is, what it shows instead and what went wrong. */
async function waitForScreen(page: Page, what: string, marker: Locator): Promise<void> {
  try {
    await marker.waitFor({ timeout: 30_000 });
  } catch (error) {
    const text = (await page.locator('body').innerText().catch(() => '')).replace(/\s+/g, ' ').slice(0, 300);
    const errors = pageErrors.get(page) ?? [];
    throw new Error(
      `${what} did not show; at ${page.url()} the page reads: "${text}"${errors.length ? `; page errors: ${errors.slice(0, 3).join(' | ')}` : ''}`,
      { cause: error },
    );
  }
}
