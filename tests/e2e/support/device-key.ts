import { devices, type Page, type Request } from 'playwright-core';
import type { E2E } from './e2e-suite';
import { PHONE_VIEWPORT } from './e2e-suite';
import type { Spot } from './seed-api';
import { tickLikeARealGps } from './ticking-gps';

/** What the page's IndexedDB holds of the device key (docs/behaviour.md, "The device key"); null when nothing. */
export interface KeptKeyFacts {
  curve: string;
  privateExtractable: boolean;
  usages: string[];
}

/** Reads the device key's record as the app keeps it (database 'timbrature-device-key', store 'keys', key 'device'). */
export function keptDeviceKey(page: Page): Promise<KeptKeyFacts | null> {
  return page.evaluate(
    () =>
      new Promise<KeptKeyFacts | null>((resolve, reject) => {
        const opening = indexedDB.open('timbrature-device-key');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const database = opening.result;
          if (!database.objectStoreNames.contains('keys')) return resolve(null);
          const reading = database.transaction('keys', 'readonly').objectStore('keys').get('device');
          reading.onerror = () => reject(reading.error);
          reading.onsuccess = () => {
            const record = reading.result as { privateKey: CryptoKey } | undefined;
            database.close();
            if (!record) return resolve(null);
            const algorithm = record.privateKey.algorithm as EcKeyAlgorithm;
            resolve({ curve: algorithm.namedCurve, privateExtractable: record.privateKey.extractable, usages: [...record.privateKey.usages] });
          };
        };
      }),
  );
}

/**
 * A second phone that got `from`'s localStorage (tokens, device id, profile) but not its IndexedDB, where the device
 * key lives: what copying a phone's stored session to another browser gives. Same options as `e2e.phone()`; the
 * caller closes it.
 */
export async function copyWithoutDeviceKey(e2e: E2E, from: Page, at: Spot): Promise<{ page: Page; close: () => Promise<void> }> {
  // storageState() leaves IndexedDB out unless asked for it.
  const storageState = await from.context().storageState();
  const { defaultBrowserType: _ignored, ...iphone } = devices['iPhone 13'];
  const geolocation = { ...at, accuracy: 10 };
  const context = await e2e.browser.newContext({
    ...iphone,
    viewport: PHONE_VIEWPORT,
    storageState,
    baseURL: e2e.server.url,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    permissions: ['geolocation'],
    geolocation,
    serviceWorkers: 'block',
  });
  context.setDefaultTimeout(20_000);
  tickLikeARealGps(context, geolocation);
  await e2e.standIns.install(context);
  return { page: await context.newPage(), close: () => context.close() };
}

/** The JSON body the page sends with its next POST to `path`. */
export async function nextRequestBody(page: Page, path: string): Promise<Record<string, unknown>> {
  const request: Request = await page.waitForRequest((candidate) => candidate.method() === 'POST' && new URL(candidate.url()).pathname === path);
  return (request.postDataJSON() ?? {}) as Record<string, unknown>;
}

/** The status and JSON body of the server's next answer to `path`. */
export async function nextAnswer(page: Page, path: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await page.waitForResponse((candidate) => new URL(candidate.url()).pathname === path);
  return { status: response.status(), body: (await response.json()) as Record<string, unknown> };
}
