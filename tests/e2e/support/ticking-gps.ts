import type { BrowserContext } from 'playwright-core';

/** A phone's GPS, once it has a fix, reports about once a second. */
const TICK_MS = 1_000;

type Fix = Parameters<BrowserContext['setGeolocation']>[0];

/**
 * Makes the context's emulated GPS report its position every second, as a real one does, instead of once.
 *
 * Why: Chromium's emulated position (Playwright's `geolocation`, DevTools' geolocation override) is reported once
 * when it is set and never again. A punch, 'Aggiorna Posizione' and the location button ask for a fresh fix (maximum
 * age 0, docs/behaviour.md "Position"). While the dashboard watches the position, such a request waits for the
 * device's next report. A real phone gives one within a second. The emulated one gives none, so each such request
 * timed out after the app's 15 s and the app fell back to the fix it had. Those 15 s waits made up about a third of the
 * suite's time.
 *
 * With the position set again every second, a pending request ends within a second. Chromium ends it with
 * "position unavailable" rather than with the position. The app then takes the fix it already has, as it did after the
 * 15 s, so the journeys take the same path as before, only quicker. The watch hears every tick, as it would on a
 * phone. Moving the device (`context.setGeolocation`) changes what the ticks report from then on; `null` stops them.
 */
export function tickLikeARealGps(context: BrowserContext, initial: Fix | undefined): void {
  const setOverride = context.setGeolocation.bind(context);
  let current: Fix = initial ?? null;
  context.setGeolocation = (fix) => {
    current = fix;
    return setOverride(fix);
  };
  const timer = setInterval(() => {
    // A context closing meanwhile refuses the call: the timer stops on its 'close' event.
    if (current) setOverride(current).catch(() => undefined);
  }, TICK_MS);
  timer.unref();
  context.on('close', () => clearInterval(timer));
}
