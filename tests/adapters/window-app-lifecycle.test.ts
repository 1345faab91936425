/** The page becoming visible again, or hidden, is reported; its visibility can be read; reload reloads. */
import { WindowAppLifecycle } from '../../src/adapters/window-app-lifecycle';

describe('WindowAppLifecycle', () => {
  /** A window whose document visibility the test sets, and whose reload is recorded (jsdom cannot navigate). */
  function fakeWindow() {
    const document = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
    const location = { reload: jest.fn() };
    const win = Object.assign(new EventTarget(), { document, location });
    const show = (state: DocumentVisibilityState) => {
      document.visibilityState = state;
      document.dispatchEvent(new Event('visibilitychange'));
    };
    return { win: win as unknown as Window, location, show };
  }

  it('reports the page becoming visible again, not hidden, until unsubscribed', () => {
    const { win, show } = fakeWindow();
    const visible = jest.fn();
    const stop = new WindowAppLifecycle(win).onVisible(visible);
    show('hidden');
    expect(visible).not.toHaveBeenCalled();
    show('visible');
    expect(visible).toHaveBeenCalledTimes(1);
    stop();
    show('visible');
    expect(visible).toHaveBeenCalledTimes(1);
  });

  it('reports the page being hidden, not shown, and says whether it is visible now', () => {
    const { win, show } = fakeWindow();
    const lifecycle = new WindowAppLifecycle(win);
    const hidden = jest.fn();
    const stop = lifecycle.onHidden(hidden);
    expect(lifecycle.isVisible()).toBe(true);

    show('hidden');
    expect(hidden).toHaveBeenCalledTimes(1);
    expect(lifecycle.isVisible()).toBe(false);
    show('visible');
    expect(hidden).toHaveBeenCalledTimes(1);
    expect(lifecycle.isVisible()).toBe(true);

    stop();
    show('hidden');
    expect(hidden).toHaveBeenCalledTimes(1);
  });

  it('reloads the page', () => {
    const { win, location } = fakeWindow();
    new WindowAppLifecycle(win).reload();
    expect(location.reload).toHaveBeenCalledTimes(1);
  });
});
