/**
 * `npx tsx scripts/screenshots.ts`: regenerates docs/screenshots/ (phone-*.png at 390×844, desktop-*.png at
 * 1280×800, both at device scale 1) and checks every screen as a user would meet it.
 *
 * It builds the SPA when dist/web is missing (or with --build), serves a private copy of it from the real server
 * (`server/main.ts`) on a free port with a temporary data folder, seeds demo data through the API as an
 * administrator would, and drives Debian's Chromium (CHROME_PATH, default /usr/bin/chromium) with
 * playwright-core. No request leaves the machine: OpenStreetMap tiles get a 1×1 PNG, Nominatim a fake answer.
 *
 * On every screen, at its own size and again at 360×640 for the phone, it checks: no horizontal scroll; every
 * visible control at least 48 px high on the phone; no raw i18n key and no English leftover on screen; no
 * clipped control text; nothing interactive under the bottom navigation or the speed dial. The findings are
 * printed at the end; the exit code is 1 when there are any (or when a screen could not be reached).
 *
 * Options: --build (rebuild the SPA first), --web <dir> (serve that build instead of dist/web), --out <dir> (default docs/screenshots), --extra <dir> (also save
 * full-page and 360×640 shots there, for a closer look).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, devices, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { ApiPaths } from '../src/core/contract/paths';
import { CHROMIUM_ARGS, chromiumPathFromEnv } from './chromium';

const REPO_ROOT = resolve(process.env.REPO_ROOT ?? join(__dirname, '..'));
const args = process.argv.slice(2);
const OUT_DIR = resolve(REPO_ROOT, optionValue('--out') ?? 'docs/screenshots');
const EXTRA_DIR = optionValue('--extra') ? resolve(optionValue('--extra')!) : undefined;
const CHROME_PATH = chromiumPathFromEnv();
const SCREENSHOT_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  // Native date and time inputs follow the browser's language, not the page's: Italian, as on an Italian phone.
  '--lang=it-IT',
];

const PHONE = { width: 390, height: 844 };
const SMALL_PHONE = { width: 360, height: 640 };
const DESKTOP = { width: 1280, height: 800 };
const MIN_TARGET_PX = 48;

const ADMIN = { username: 'admin', password: 'Admin-demo-2024!' };
const PASSWORD = 'Demo-2024!';
/** What the administrator types when creating an account; each owner replaces it at once. */
const ADMINISTRATORS_PASSWORD = 'Iniziale-2024!';

/** Demo places: the phone stands at Termini; Via Nazionale is ~600 m away (nearby but out of range). */
const TERMINI = { latitude: 41.901, longitude: 12.5016 };
const NAZIONALE = { latitude: 41.9009, longitude: 12.4944 };
const DUOMO = { latitude: 45.464211, longitude: 9.191383 };
const FAR_AWAY = { latitude: 41.919, longitude: 12.5016 }; // 2 km north of Termini
const GEOCODER_PLACES = [
  { label: 'Colosseo, Piazza del Colosseo, Roma, Lazio, 00184, Italia', latitude: 41.890251, longitude: 12.492373 },
  { label: 'Colonna di Marco Aurelio, Piazza Colonna, Roma, Lazio, 00187, Italia', latitude: 41.900813, longitude: 12.480002 },
];
const TILE_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mO8cPr0fwAHdgLzhNzp+gAAAABJRU5ErkJggg==', 'base64');

interface Finding {
  screen: string;
  kind: string;
  detail: string;
}
const findings: Finding[] = [];
/** Records a finding and prints it at once (a run that stops half-way still says what it saw). */
function note(finding: Finding): void {
  findings.push(finding);
  console.log(`  [${finding.screen}] ${finding.kind}: ${finding.detail}`);
}
const written: string[] = [];

async function main(): Promise<void> {
  accessOrExit(CHROME_PATH);
  const webDir = prepareSpa();
  const server = await startServer(webDir);
  let browser: Browser | undefined;
  try {
    const seed = await seedDemo(server.url);
    // LANGUAGE as well as --lang: native date/time inputs follow the browser's language (Debian needs the
    // chromium-l10n package for Italian; without it they show US formats, the rest of the page is unaffected).
    browser = await chromium.launch({ executablePath: CHROME_PATH, args: SCREENSHOT_CHROMIUM_ARGS, env: { ...process.env, LANG: 'it_IT.UTF-8', LANGUAGE: 'it' } });
    mkdirSync(OUT_DIR, { recursive: true });
    if (EXTRA_DIR) mkdirSync(EXTRA_DIR, { recursive: true });
    await phoneJourney(browser, server.url, seed);
    await restrictedScreen(browser, server.url, seed);
    await adminJourney(browser, server.url);
    await adminOnPhone(browser, server.url);
  } finally {
    await browser?.close();
    await server.stop();
    rmSync(webDir, { recursive: true, force: true });
  }
  report();
}

// ─── The screens ─────────────────────────────────────────────────────────────────────────────────────────────

async function phoneJourney(browser: Browser, baseURL: string, seed: Seeded): Promise<void> {
  const { page, context } = await openPhone(browser, baseURL, TERMINI);
  try {
    await screen(page, 'phone-login', async () => {
      await page.goto('/login');
      await page.getByText('Accedi al tuo account').waitFor();
      await settle(page);
    });

    await screen(page, 'phone-dashboard', async () => {
      await page.getByLabel('Username', { exact: true }).fill(seed.employee);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Accedi', exact: true }).click();
      await page.waitForURL('**/dashboard');
      await page.getByText('Sistema pronto').waitFor();
      await page.getByText('Fuori Servizio').waitFor();
      await settle(page, 1500); // map tiles and the nearby list
    });

    await screen(page, 'phone-drawer', async () => {
      await page.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('button', { name: 'Profilo' }).click();
      await page.locator('.ant-drawer-open').waitFor();
      await settle(page);
    });
    await page.keyboard.press('Escape');
    await page.locator('.ant-drawer-open').waitFor({ state: 'detached' }).catch(() => undefined);

    await screen(page, 'phone-speed-dial', async () => {
      await page.getByRole('button', { name: 'Azioni rapide' }).click();
      await page.locator('.speed-dial').getByRole('button', { name: 'Check In' }).waitFor();
      await settle(page);
    });
    await page.getByRole('button', { name: 'Azioni rapide' }).click();
    await page.locator('.speed-dial').getByRole('button', { name: 'Check In' }).waitFor({ state: 'hidden' });

    await screen(page, 'phone-dashboard-checked-in', async () => {
      await page.locator('.punch-buttons').getByRole('button', { name: 'Check In', exact: true }).click();
      await page.getByText('In Servizio').first().waitFor();
      await page.getByText('Sistema pronto').waitFor();
      await settle(page, 800);
    });

    await screen(page, 'phone-checkout-anomaly', async () => {
      // The app asks for fixes up to 5 min old (docs/behaviour.md, "Position"), and Chromium then answers its cached fix: a reload
      // drops that cache, as reopening the app would.
      await context.setGeolocation({ ...FAR_AWAY, accuracy: 12 });
      await page.reload();
      await page.getByText(new RegExp(`Lat ${FAR_AWAY.latitude.toFixed(6)}`)).waitFor();
      await page.getByText('Sistema pronto').waitFor();
      await page.locator('.punch-buttons').getByRole('button', { name: 'Check Out', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: '⚠️ Anomalia di Posizione' });
      await dialog.waitFor();
      await dialog.getByRole('textbox').fill('Riunione dal cliente in via Salaria');
      await settle(page);
    });
    await page.getByRole('button', { name: 'Conferma Check-out' }).click();
    await page.getByText('Fuori Servizio').first().waitFor();
    await page.getByRole('dialog', { name: '⚠️ Anomalia di Posizione' }).waitFor({ state: 'hidden' });

    await screen(page, 'phone-checkin-anomaly', async () => {
      await page.getByText('Sistema pronto').waitFor();
      await page.locator('.punch-buttons').getByRole('button', { name: 'Check In', exact: true }).click();
      await page.getByRole('dialog', { name: /Check-in con Anomalia GPS/ }).waitFor();
      await settle(page);
    });
    await page.getByRole('dialog', { name: /Check-in con Anomalia GPS/ }).getByRole('button', { name: 'Annulla' }).click();

    await screen(page, 'phone-history', async () => {
      await page.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('button', { name: 'Storico' }).click();
      await page.waitForURL('**/timesheets');
      await page.getByText(/timbrature trovate/).waitFor();
      await page.locator('.ant-skeleton').first().waitFor({ state: 'detached' }).catch(() => undefined);
      await settle(page);
    });

    await screen(page, 'phone-history-expanded', async () => {
      const checkOut = page.getByRole('listitem').filter({ has: page.getByText('Check-out', { exact: true }) }).first();
      await checkOut.getByRole('button').first().click();
      await checkOut.getByText(/Distanza: \d+m/).waitFor();
      await settle(page);
    });

    await screen(page, 'phone-history-filters', async () => {
      await page.getByRole('button', { name: /^Filtri/ }).first().click();
      await page.getByText('Filtri Ricerca', { exact: true }).waitFor();
      await settle(page);
    });
    await page.keyboard.press('Escape');

    await screen(page, 'phone-help', async () => {
      await page.goto('/help');
      await page.getByText('Guida Utente').first().waitFor();
      await settle(page);
    });
  } finally {
    await context.close();
  }
}

async function restrictedScreen(browser: Browser, baseURL: string, seed: Seeded): Promise<void> {
  const { page, context } = await openDesktop(browser, baseURL, DUOMO);
  try {
    await screen(page, 'desktop-restricted', async () => {
      await logIn(page, seed.restrictedEmployee, PASSWORD);
      await page.getByText('Accesso Limitato').waitFor();
      await settle(page);
    });
  } finally {
    await context.close();
  }
}

async function adminJourney(browser: Browser, baseURL: string): Promise<void> {
  const { page, context } = await openDesktop(browser, baseURL, TERMINI);
  try {
    await screen(page, 'desktop-dashboard', async () => {
      await logIn(page, ADMIN.username, ADMIN.password);
      await page.getByText(/^Benvenuto/).waitFor();
      await page.getByText('Sede Roma – Termini').first().waitFor();
      await settle(page, 1500);
    });

    await screen(page, 'desktop-history', async () => {
      await page.goto('/timesheets');
      await page.getByText(/^Mostrando \d+ di \d+ timbrature/).waitFor();
      await page.getByRole('button', { name: 'Mostra filtri' }).click();
      await settle(page);
    });

    await screen(page, 'desktop-admin-stats', async () => {
      await page.goto('/dashboard_admin');
      await page.getByText('Statistiche Sistema').waitFor();
      await page.getByText('Attività Recenti').waitFor();
      await settle(page, 800);
    });

    await screen(page, 'desktop-admin-users', async () => {
      await page.getByRole('tab', { name: 'Gestione Utenti' }).click();
      await page.getByRole('cell', { name: /giulia\.bianchi/ }).first().waitFor();
      await settle(page);
    });

    await screen(page, 'desktop-admin-user-dialog', async () => {
      const row = page.getByRole('row').filter({ hasText: 'giulia.bianchi' });
      await row.getByRole('button').first().click();
      await page.getByRole('dialog').waitFor();
      await settle(page, 600);
    });
    await page.getByRole('dialog').getByRole('button', { name: 'Annulla' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    await screen(page, 'desktop-admin-locations', async () => {
      await page.getByRole('tab', { name: 'Gestione Location' }).click();
      await page.getByRole('cell', { name: 'Sede Roma – Termini', exact: true }).waitFor();
      await settle(page);
    });

    await screen(page, 'desktop-admin-location-dialog', async () => {
      await page.getByRole('button', { name: 'Aggiungi Location' }).click();
      await page.getByRole('dialog', { name: 'Nuova Location' }).waitFor();
      await settle(page, 600);
    });

    await screen(page, 'desktop-admin-location-map', async () => {
      const dialog = page.getByRole('dialog', { name: 'Nuova Location' });
      await dialog.getByRole('tab', { name: 'Mappa OpenStreetMap' }).click();
      const search = dialog.getByRole('combobox').first();
      await search.fill('Colosseo');
      await page.getByText(/^Colosseo, Piazza del Colosseo/).first().click();
      await dialog.getByText(/41\.890251/).first().waitFor();
      // Scrolled so that the map and the selected address and coordinates under it are both in the picture.
      await dialog.getByText(/41\.890251/).first().scrollIntoViewIfNeeded();
      await settle(page, 1200);
    });
    await page.getByRole('dialog', { name: 'Nuova Location' }).getByRole('button', { name: 'Annulla' }).click();

    await screen(page, 'desktop-activities', async () => {
      await page.goto('/dashboard_admin/activities');
      await page.getByText(/^Mostrando \d+ di \d+ attività/).waitFor();
      await settle(page);
    });

    await screen(page, 'desktop-activity-notes', async () => {
      await page.getByRole('button', { name: /^Note di Mario Rossi/ }).first().click();
      await page.getByRole('dialog').waitFor();
      await settle(page);
    });
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    await screen(page, 'desktop-activity-correction', async () => {
      const row = page.getByRole('row').filter({ hasText: 'Check-in' }).first();
      await row.getByRole('button', { name: /Modifica/ }).first().click();
      await page.getByRole('dialog', { name: 'Modifica Data/Ora' }).waitFor();
      await settle(page);
    });
    await page.getByRole('dialog', { name: 'Modifica Data/Ora' }).getByRole('button', { name: 'Annulla' }).click();
  } finally {
    await context.close();
  }
}

/** Administrators may use a phone too: the admin screens are checked at phone size (no pictures committed). */
async function adminOnPhone(browser: Browser, baseURL: string): Promise<void> {
  const { page, context } = await openPhone(browser, baseURL, TERMINI);
  try {
    await screen(page, 'check-phone-admin-stats', async () => {
      await logIn(page, ADMIN.username, ADMIN.password);
      await page.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('button', { name: 'Admin' }).click();
      await page.getByText('Statistiche Sistema').waitFor();
      await settle(page, 800);
    });
    await screen(page, 'check-phone-admin-users', async () => {
      await page.getByRole('tab', { name: 'Gestione Utenti' }).click();
      await page.getByRole('cell', { name: /giulia\.bianchi/ }).first().waitFor();
      await settle(page);
    });
    await screen(page, 'check-phone-admin-user-dialog', async () => {
      await page.getByRole('button', { name: 'Aggiungi Utente' }).click();
      await page.getByRole('dialog').waitFor();
      await settle(page);
    });
    await page.getByRole('dialog').getByRole('button', { name: 'Annulla' }).click();
    await screen(page, 'check-phone-admin-locations', async () => {
      await page.getByRole('tab', { name: 'Gestione Location' }).click();
      await page.getByText('Magazzino Torino').first().waitFor();
      await settle(page);
    });
    await screen(page, 'check-phone-admin-location-dialog', async () => {
      await page.getByRole('button', { name: 'Aggiungi Location' }).click();
      await page.getByRole('dialog', { name: 'Nuova Location' }).getByRole('tab', { name: 'Mappa OpenStreetMap' }).click();
      await settle(page, 1000);
    });
    await page.getByRole('dialog', { name: 'Nuova Location' }).getByRole('button', { name: 'Annulla' }).click();
    await screen(page, 'check-phone-activities', async () => {
      await page.goto('/dashboard_admin/activities');
      await page.getByText(/^Mostrando \d+ di \d+ attività/).waitFor();
      await settle(page);
    });
  } finally {
    await context.close();
  }
}

// ─── Taking and checking one screen ─────────────────────────────────────────────────────────────────────────

/** Brings the page to a screen, saves its picture at the context's size and checks it (phone: also at 360×640). */
async function screen(page: Page, name: string, reach: () => Promise<void>): Promise<void> {
  try {
    await reach();
  } catch (error) {
    note({ screen: name, kind: 'unreachable', detail: firstLine(error) });
    if (EXTRA_DIR) await page.screenshot({ path: join(EXTRA_DIR, `${name}--failed.png`), fullPage: true }).catch(() => undefined);
    return;
  }
  const isPhone = name.includes('phone-');
  // 'check-…' screens are only checked (and kept in --extra), not committed pictures.
  if (!name.startsWith('check-')) {
    const path = join(OUT_DIR, `${name}.png`);
    await page.screenshot({ path, animations: 'disabled', caret: 'hide' });
    written.push(path);
  }
  await check(page, name, isPhone);
  if (EXTRA_DIR) await page.screenshot({ path: join(EXTRA_DIR, `${name}--full.png`), fullPage: true, animations: 'disabled' });
  if (isPhone) {
    const size = page.viewportSize()!;
    await page.setViewportSize(SMALL_PHONE);
    await settle(page, 400);
    await check(page, `${name}@360x640`, true);
    if (EXTRA_DIR) await page.screenshot({ path: join(EXTRA_DIR, `${name}--360.png`), fullPage: true, animations: 'disabled' });
    await page.setViewportSize(size);
    await settle(page, 300);
  }
}

interface PageProblems {
  horizontalScroll?: string;
  smallTargets: string[];
  rawKeys: string[];
  english: string[];
  clipped: string[];
  underBars: string[];
}

async function check(page: Page, name: string, isPhone: boolean): Promise<void> {
  const problems = await page.evaluate(inspectPage, { namespaces: catalogueNamespaces(), isPhone, minTarget: MIN_TARGET_PX });
  if (problems.horizontalScroll) note({ screen: name, kind: 'horizontal scroll', detail: problems.horizontalScroll });
  for (const detail of problems.smallTargets) note({ screen: name, kind: `target < ${MIN_TARGET_PX}px`, detail });
  for (const detail of problems.rawKeys) note({ screen: name, kind: 'raw i18n key', detail });
  for (const detail of problems.english) note({ screen: name, kind: 'English text', detail });
  for (const detail of problems.clipped) note({ screen: name, kind: 'clipped text', detail });
  for (const detail of problems.underBars) note({ screen: name, kind: 'covered by bottom bar', detail });
}

/** Runs in the page: everything `check` looks for, as short descriptions of the offending elements. */
function inspectPage({ namespaces, isPhone, minTarget }: { namespaces: string[]; isPhone: boolean; minTarget: number }): PageProblems {
  // Visible on screen; `forFinger`: aria-hidden does not matter (a finger still hits what a screen reader skips).
  const shown = (element: Element, forFinger = false): boolean => {
    const rect = element.getBoundingClientRect();
    if (rect.width < 1 || rect.height < 1) return false;
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.display === 'none' || style.visibility === 'hidden' || Number(style.opacity) < 0.05) return false;
      if (!forFinger && node.getAttribute('aria-hidden') === 'true') return false;
    }
    return true;
  };
  const describe = (element: Element): string => {
    const label = element.getAttribute('aria-label') || (element as HTMLElement).innerText || element.getAttribute('placeholder') || element.getAttribute('title') || '';
    const classes = typeof element.className === 'string' ? element.className.split(/\s+/).filter(Boolean).slice(0, 3).join('.') : '';
    return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> "${label.replace(/\s+/g, ' ').trim().slice(0, 50)}"`;
  };
  const problems: PageProblems = { smallTargets: [], rawKeys: [], english: [], clipped: [], underBars: [] };

  const width = window.innerWidth;
  if (document.documentElement.scrollWidth > width) {
    const wide = [...document.querySelectorAll('body *')]
      .filter((element) => shown(element) && element.getBoundingClientRect().right > width + 1)
      .slice(0, 4)
      .map((element) => `${describe(element)} right=${Math.round(element.getBoundingClientRect().right)}`);
    problems.horizontalScroll = `scrollWidth ${document.documentElement.scrollWidth} > ${width}: ${wide.join('; ')}`;
  }
  // Cut off at the right edge even without a scroll bar (a container with overflow hidden swallowed it).
  const controlsCut = [...document.querySelectorAll('button, input, select, textarea, label, .ant-tag, h1, h2, p')]
    .filter((element) => shown(element) && element.getBoundingClientRect().right > width + 1 && element.getBoundingClientRect().left < width)
    .filter((element) => !element.closest('.ol-viewport, .ant-table-content, .ant-table-body, .ant-tabs-nav-list'))
    .slice(0, 4)
    .map((element) => `${describe(element)} right=${Math.round(element.getBoundingClientRect().right)}`);
  if (controlsCut.length) problems.clipped.push(...controlsCut.map((detail) => `past the right edge: ${detail}`));

  // The box a finger hits: antd hides the real checkbox/radio input and wraps text inputs and selects; a tab's
  // padding is part of it; an admin switch's label toggles it too.
  const hitBox = (element: Element): Element =>
    element.closest(
      '.ant-radio-wrapper, .ant-checkbox-wrapper, .ant-radio-button-wrapper, .ant-select, .ant-picker, .ant-input-affix-wrapper, .ant-input-number, .ant-input-password, .ant-tabs-tab, .admin-switch-row',
    ) ?? element;
  if (isPhone) {
    const controls = document.querySelectorAll(
      'button, a[href], input:not([type=hidden]), select, textarea, [role=button], [role=tab], [role=switch], [role=checkbox], [role=radio], [role=combobox], [role=menuitem], [role=link]',
    );
    const seen = new Set<Element>();
    for (const control of controls) {
      const box = hitBox(control);
      if (seen.has(box) || !shown(box, true)) continue;
      seen.add(box);
      const rect = box.getBoundingClientRect();
      if (rect.height + 0.5 < minTarget) problems.smallTargets.push(`${describe(box)} ${Math.round(rect.width)}×${Math.round(rect.height)}`);
    }
  }

  const texts: string[] = [document.body.innerText];
  document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]').forEach((element) => {
    if (!shown(element)) return;
    for (const attribute of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = element.getAttribute(attribute);
      if (value) texts.push(value);
    }
  });
  const allText = texts.join('\n');
  const keyPattern = new RegExp(`(?<![@\\w.])(?:${namespaces.join('|')})\\.[A-Za-z][\\w.]*[A-Za-z0-9](?![\\w@])`, 'g');
  problems.rawKeys = [...new Set(allText.match(keyPattern) ?? [])];
  const englishPattern =
    /\b(Loading|Cancel|Submit|Search|No data|Close|Save|Delete|Edit|Error|Select|Please|Failed|Unknown|items?|Next|Previous|Today|Yesterday|Now|Sunday|Monday|January|Invalid Date|NaN|undefined|null|\[object Object\])\b/g;
  problems.english = [...new Set(allText.match(englishPattern) ?? [])];

  // Text cut off inside a control that does not mean to ellipsise it.
  document.querySelectorAll('button, .ant-btn, .ant-tag, .ant-tabs-tab, label, th, h1, h2, h3').forEach((element) => {
    if (!shown(element)) return;
    const html = element as HTMLElement;
    const style = getComputedStyle(html);
    if (style.textOverflow === 'ellipsis') return;
    if (html.scrollWidth > html.clientWidth + 1 && style.overflowX !== 'visible') problems.clipped.push(`${describe(element)} ${html.scrollWidth}>${html.clientWidth}`);
  });

  // Scrolled to the very bottom, nothing interactive of the page may sit under the bottom navigation or the
  // closed speed dial.
  // An open speed dial is a menu over the page, meant to cover it: only its closed button counts.
  const bars = [...document.querySelectorAll('.bottom-nav, .speed-dial')]
    .filter((element) => shown(element))
    .map((bar) => (bar.classList.contains('speed-dial') ? (bar.querySelector('.speed-dial__trigger') ?? bar) : bar));
  if (bars.length) {
    const before = window.scrollY;
    window.scrollTo(0, document.documentElement.scrollHeight);
    const barRects = bars.map((bar) => ({ bar, rect: bar.getBoundingClientRect() }));
    const candidates = document.querySelectorAll('main button, main a[href], main input, main textarea, main [role=button], main h2, main p, main li');
    for (const element of candidates) {
      if (!shown(element) || bars.some((bar) => bar.contains(element))) continue;
      const rect = element.getBoundingClientRect();
      for (const { bar, rect: barRect } of barRects) {
        const overlapX = Math.min(rect.right, barRect.right) - Math.max(rect.left, barRect.left);
        const overlapY = Math.min(rect.bottom, barRect.bottom) - Math.max(rect.top, barRect.top);
        if (overlapX > 4 && overlapY > 4) problems.underBars.push(`${describe(element)} under ${describe(bar).slice(0, 30)}`);
      }
    }
    window.scrollTo(0, before);
  }
  return problems;
}

// ─── Browser contexts ────────────────────────────────────────────────────────────────────────────────────────

type Spot = { latitude: number; longitude: number };

async function openPhone(browser: Browser, baseURL: string, at: Spot) {
  const { defaultBrowserType: _ignored, ...iPhone } = devices['iPhone 13'];
  return open(browser, { ...iPhone, viewport: PHONE, deviceScaleFactor: 1 }, baseURL, at);
}

async function openDesktop(browser: Browser, baseURL: string, at: Spot) {
  return open(browser, { viewport: DESKTOP, deviceScaleFactor: 1, hasTouch: false, isMobile: false }, baseURL, at);
}

async function open(browser: Browser, base: Parameters<Browser['newContext']>[0], baseURL: string, at: Spot): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({
    ...base,
    baseURL,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    permissions: ['geolocation'],
    geolocation: { ...at, accuracy: 12 },
    // A service worker would answer requests that page.route cannot see.
    serviceWorkers: 'block',
  });
  context.setDefaultTimeout(20_000);
  // tsx compiles this file keeping function names through a `__name` helper, which page.evaluate carries along.
  await context.addInitScript('globalThis.__name = (target) => target;');
  await context.route((url) => !['127.0.0.1', 'localhost'].includes(url.hostname), async (route) => {
    const url = new URL(route.request().url());
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' };
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    if (/\/\d+\/\d+\/\d+\.png$/.test(url.pathname)) return route.fulfill({ status: 200, contentType: 'image/png', headers: cors, body: TILE_PNG });
    if (url.hostname.includes('nominatim') || /^\/(search|reverse)/.test(url.pathname)) {
      return route.fulfill({ status: 200, contentType: 'application/json', headers: cors, body: JSON.stringify(fakeGeocoder(url)) });
    }
    return route.abort('internetdisconnected');
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => note({ screen: new URL(page.url()).pathname, kind: 'page error', detail: firstLine(error) }));
  page.on('console', (message) => {
    // 4xx answers are the app's business (an anomaly is a 400 the dialog handles); 5xx and script errors are not.
    if (message.type() === 'error' && !/status of 4\d\d/.test(message.text())) note({ screen: new URL(page.url()).pathname, kind: 'console error', detail: message.text().slice(0, 200) });
  });
  return { page, context };
}

/** Nominatim's jsonv2 shapes: /search → array of places, /reverse → one place. */
function fakeGeocoder(url: URL): unknown {
  if (url.pathname.startsWith('/reverse')) {
    const lat = Number(url.searchParams.get('lat'));
    const lon = Number(url.searchParams.get('lon'));
    const nearest = [...GEOCODER_PLACES].sort((a, b) => Math.hypot(a.latitude - lat, a.longitude - lon) - Math.hypot(b.latitude - lat, b.longitude - lon))[0];
    return { lat: String(lat), lon: String(lon), display_name: nearest.label };
  }
  const query = (url.searchParams.get('q') ?? '').toLowerCase();
  return GEOCODER_PLACES.filter((place) => place.label.toLowerCase().includes(query)).map((place) => ({
    lat: String(place.latitude),
    lon: String(place.longitude),
    display_name: place.label,
  }));
}

async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await page.waitForURL('**/dashboard');
}

/** Lets animations and late requests finish before a picture. */
async function settle(page: Page, ms = 500): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(ms);
}

// ─── Demo data, through the API ──────────────────────────────────────────────────────────────────────────────

interface Seeded {
  /** Phone user: all locations, a few days of history. */
  employee: string;
  /** Desktop user who meets 'Accesso Limitato'. */
  restrictedEmployee: string;
}

/** The device fingerprint the API wants with every sign-in (a browser computes its own); the seeding's calls send this one. */
const SEED_FINGERPRINT = 'c0ffee42'.repeat(8);

async function seedDemo(baseUrl: string): Promise<Seeded> {
  const admin = await api<{ access: string }>(baseUrl, 'POST', ApiPaths.login, { ...ADMIN, device_id: 'screenshots-admin-seed', fingerprint: SEED_FINGERPRINT });
  const asAdmin = <T>(method: string, path: string, body?: unknown) => api<T>(baseUrl, method, path, body, admin.access);

  const office = await asAdmin<{ id: number }>('POST', ApiPaths.groups, { descrizione: 'Ufficio Commerciale' });
  const warehouse = await asAdmin<{ id: number }>('POST', ApiPaths.groups, { descrizione: 'Magazzino' });
  const location = (name: string, address: string, spot: Spot, extra: object = {}) =>
    asAdmin<{ id: number }>('POST', ApiPaths.locations, {
      name,
      address,
      ...spot,
      tolerance_radius: 100,
      work_hours_start: '00:00',
      work_hours_end: '23:59',
      ...extra,
    });
  await location('Sede Roma – Termini', 'Piazza dei Cinquecento, 00185 Roma RM', TERMINI);
  await location('Ufficio Roma – Via Nazionale', 'Via Nazionale 75, 00184 Roma RM', NAZIONALE, { tolerance_radius: 50 });
  const milano = await location('Sede Milano – Duomo', 'Piazza del Duomo, 20122 Milano MI', DUOMO, { tolerance_radius: 150 });
  await location('Magazzino Torino', 'Corso Giulio Cesare 300, 10154 Torino TO', { latitude: 45.0986, longitude: 7.7046 });
  await location('Filiale Napoli', '', { latitude: 40.8359, longitude: 14.2488 }, { is_active: false });

  /**
   * An account as its owner leaves it: created with a password the administrator typed and two-factor off (so that no
   * device gets bound), that password replaced by the owner ('Imposta una nuova password', docs/behaviour.md,
   * "Passwords"), then given the settings asked for.
   */
  const user = async (username: string, first: string, last: string, employeeId: string, extra: object = {}) => {
    const write = {
      username,
      email: `${username}@demo.timbrature.it`,
      first_name: first,
      last_name: last,
      employee_id: employeeId,
      phone_number: '+39 333 123 4567',
      is_admin: false,
      two_factor_enabled: true,
      can_access_all_locations: true,
      require_device_change_confirmation: false,
      authorized_locations: [],
      ...extra,
    };
    const created = await asAdmin<{ id: number }>('POST', ApiPaths.users, { ...write, password: ADMINISTRATORS_PASSWORD, two_factor_enabled: false });
    await api(baseUrl, 'POST', ApiPaths.setNewPassword, {
      username,
      current_password: ADMINISTRATORS_PASSWORD,
      new_password: PASSWORD,
      device_id: 'screenshots-password-seed',
      fingerprint: SEED_FINGERPRINT,
    });
    await asAdmin('PUT', ApiPaths.user(created.id), write);
    return created;
  };
  await user('mario.rossi', 'Mario', 'Rossi', 'DIP-001', { gruppo_id: office.id });
  await user('giulia.bianchi', 'Giulia', 'Bianchi', 'DIP-002', {
    gruppo_id: warehouse.id,
    can_access_all_locations: false,
    authorized_locations: [milano.id],
    two_factor_enabled: false,
    require_device_change_confirmation: true,
  });
  await user('luca.verdi', 'Luca', 'Verdi', 'DIP-003');
  await user('anna.neri', 'Anna', 'Neri', 'DIP-004', { is_admin: true, gruppo_id: office.id });

  // Some activity: past working days for Mario (punched now, then moved back by an administrator's correction),
  // Giulia in Milan, Luca off-site with a note, the administrator at Termini.
  const punch = async (username: string, kind: 'checkIn' | 'checkOut', spot: Spot, extra: object = {}) => {
    const device = `screenshots-${username}`;
    const login = await api<{ access: string }>(baseUrl, 'POST', ApiPaths.login, { username, password: username === ADMIN.username ? ADMIN.password : PASSWORD, device_id: device, fingerprint: SEED_FINGERPRINT });
    return api<{ id: number }>(baseUrl, 'POST', ApiPaths[kind], { ...spot, accuracy: 12, device_id: device, ...extra }, login.access);
  };
  for (const daysAgo of [3, 2, 1]) {
    const entered = await punch('mario.rossi', 'checkIn', TERMINI);
    const left = await punch('mario.rossi', 'checkOut', TERMINI);
    await asAdmin('PATCH', ApiPaths.timesheet(entered.id), { timestamp: dayAt(daysAgo, 8, 50 + daysAgo) });
    await asAdmin('PATCH', ApiPaths.timesheet(left.id), { timestamp: dayAt(daysAgo, 17, 30 + daysAgo * 4) });
  }
  await punch('giulia.bianchi', 'checkIn', DUOMO);
  await punch('giulia.bianchi', 'checkOut', DUOMO);
  await punch('luca.verdi', 'checkIn', FAR_AWAY, { force_anomaly: true, offsite_work: true, anomaly_note: 'Intervento presso il cliente Acme, via Salaria 12' });
  // No one corrects their own punches: Anna, the other administrator, moves the first administrator's.
  const anna = await api<{ access: string }>(baseUrl, 'POST', ApiPaths.login, {
    username: 'anna.neri',
    password: PASSWORD,
    device_id: 'screenshots-anna.neri',
    fingerprint: SEED_FINGERPRINT,
  });
  for (const daysAgo of [2, 1]) {
    const entered = await punch(ADMIN.username, 'checkIn', TERMINI);
    const left = await punch(ADMIN.username, 'checkOut', TERMINI);
    await api(baseUrl, 'PATCH', ApiPaths.timesheet(entered.id), { timestamp: dayAt(daysAgo, 8, 30 + daysAgo) }, anna.access);
    await api(baseUrl, 'PATCH', ApiPaths.timesheet(left.id), { timestamp: dayAt(daysAgo, 18, 5 + daysAgo) }, anna.access);
  }
  await punch(ADMIN.username, 'checkIn', TERMINI);
  return { employee: 'mario.rossi', restrictedEmployee: 'giulia.bianchi' };
}

/** The instant `daysAgo` days before today at hh:mm in Rome (the server's APP_TIMEZONE), as ISO 8601. */
function dayAt(daysAgo: number, hours: number, minutes: number): string {
  const day = new Date(Date.now() - daysAgo * 86_400_000);
  const asUtc = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hours, minutes);
  const romeWallClock = new Date(new Date(asUtc).toLocaleString('en-US', { timeZone: 'Europe/Rome' }) + ' UTC').getTime();
  return new Date(asUtc - (romeWallClock - asUtc)).toISOString();
}

async function api<T>(baseUrl: string, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(baseUrl + path, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`seed ${method} ${path} → ${response.status}: ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

// ─── The SPA and the server ──────────────────────────────────────────────────────────────────────────────────

/** A private copy of dist/web (built first when missing or asked), so that a rebuild meanwhile cannot break the run. */
function prepareSpa(): string {
  const built = optionValue('--web') ? resolve(optionValue('--web')!) : join(REPO_ROOT, 'dist/web');
  if (args.includes('--build') || !existsSync(join(built, 'index.html'))) {
    console.log('building the SPA (npm run build)…');
    const result = spawnSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    if (result.status !== 0) throw new Error('npm run build failed');
  }
  const copy = mkdtempSync(join(tmpdir(), 'timbrature-shots-web-'));
  cpSync(built, copy, { recursive: true });
  return copy;
}

async function startServer(webDir: string): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  // The data folder inside a temporary folder of its own: anything kept beside it (SECRETS_DIR's default) goes too.
  const tempDir = mkdtempSync(join(tmpdir(), 'timbrature-shots-data-'));
  const dataDir = join(tempDir, 'data');
  const child: ChildProcess = spawn(process.execPath, [join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs'), 'server/main.ts'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      WEB_DIR: webDir,
      APP_TIMEZONE: 'Europe/Rome',
      LOG_LEVEL: 'warn',
    },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      await new Promise<void>((done) => {
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => (clearTimeout(timer), done()));
        child.kill('SIGTERM');
      });
    }
    rmSync(tempDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  await stop();
  throw new Error(`the server did not start:\n${stderr}`);
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.on('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

// ─── Small helpers ───────────────────────────────────────────────────────────────────────────────────────────

/** The first segments of every catalogue key ('dashboard', 'history', … and common.json's groups). */
function catalogueNamespaces(): string[] {
  const folder = join(REPO_ROOT, 'src/ui/i18n/it');
  const names = readdirSync(folder).filter((file) => file.endsWith('.json')).map((file) => file.replace(/\.json$/, ''));
  const common = JSON.parse(readFileSync(join(folder, 'common.json'), 'utf8')) as Record<string, unknown>;
  return [...names.filter((name) => name !== 'common'), ...Object.keys(common)];
}

function report(): void {
  console.log(`\nScreenshots written (${written.length}) in ${OUT_DIR}:`);
  for (const path of written) console.log(`  ${path.slice(OUT_DIR.length + 1)}`);
  if (!findings.length) {
    console.log('\nNo findings: no horizontal scroll, no small targets, no raw keys or English text, nothing clipped or covered.');
    return;
  }
  console.log(`\nFindings (${findings.length}):`);
  for (const finding of findings) console.log(`  [${finding.screen}] ${finding.kind}: ${finding.detail}`);
  process.exitCode = 1;
}

function optionValue(name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

function accessOrExit(path: string): void {
  if (!existsSync(path)) {
    console.error(`No Chromium at ${path}: apt-get install -y chromium, or set CHROME_PATH.`);
    process.exit(2);
  }
}

function firstLine(error: unknown): string {
  return String(error instanceof Error ? error.message : error).split('\n')[0] ?? '';
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
