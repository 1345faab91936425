/**
 * @jest-environment node
 */
/**
 * An installed app left open looks for a new version when it becomes visible again, at most once an hour, so
 * 'Nuova versione disponibile. Aggiornare?' can reach it (docs/behaviour.md, "The installed app and its updates").
 */
import { checkForUpdatesWhenVisible, UPDATE_CHECK_INTERVAL_MS } from '../../../src/ui/pwa/service-worker-update-checks';
import { FakeAppLifecycle, FakeClock, FakeLogger, flushPromises } from '../../fakes';

function checks() {
  const lifecycle = new FakeAppLifecycle();
  const clock = new FakeClock();
  const logger = new FakeLogger();
  const registration = {
    updates: 0,
    failWith: null as Error | null,
    async update() {
      this.updates++;
      if (this.failWith) throw this.failWith;
    },
  };
  const stop = checkForUpdatesWhenVisible(registration, { lifecycle, clock, logger });
  /** The page shown again, and the check it may start run to its end. */
  const becomeVisible = async () => {
    lifecycle.becomeVisible();
    await flushPromises();
  };
  return { lifecycle, clock, logger, registration, stop, becomeVisible };
}

describe('service worker update checks', () => {
  it('asks for an update when the page becomes visible again, at most once an hour', async () => {
    const { clock, registration, becomeVisible } = checks();

    // The registration has just checked: coming back within the hour asks nothing.
    await clock.advance(10 * 60_000);
    await becomeVisible();
    expect(registration.updates).toBe(0);

    await clock.advance(UPDATE_CHECK_INTERVAL_MS - 10 * 60_000);
    await becomeVisible();
    expect(registration.updates).toBe(1);
    await becomeVisible();
    expect(registration.updates).toBe(1);

    await clock.advance(UPDATE_CHECK_INTERVAL_MS - 1);
    await becomeVisible();
    expect(registration.updates).toBe(1);
    await clock.advance(1);
    await becomeVisible();
    expect(registration.updates).toBe(2);
  });

  it('only logs a failed check (offline) and tries again an hour later', async () => {
    const { clock, logger, registration, becomeVisible } = checks();
    registration.failWith = new TypeError('Failed to fetch');
    await clock.advance(UPDATE_CHECK_INTERVAL_MS);
    await becomeVisible();
    expect(logger.warnings).toEqual([{ message: 'Service worker update check failed', detail: registration.failWith }]);

    registration.failWith = null;
    await clock.advance(UPDATE_CHECK_INTERVAL_MS);
    await becomeVisible();
    expect(registration.updates).toBe(2);
    expect(logger.warnings).toHaveLength(1);
  });

  it('stops listening when unsubscribed', () => {
    const { lifecycle, stop } = checks();
    expect(lifecycle.visibleListenerCount()).toBe(1);
    stop();
    expect(lifecycle.visibleListenerCount()).toBe(0);
  });
});
