/**
 * jsdom gaps that the screens and antd 6 need:
 * TextEncoder/TextDecoder (React Router, the SHA-256 and file-download adapters), matchMedia (antd's responsive observer), getComputedStyle without the
 * pseudo-element argument (rc-table, scrollbar measurement), ResizeObserver, MessageChannel (rc-select), setImmediate,
 * and React's act() flag.
 * Store tests may run in the node environment (`@jest-environment node`): only the globals apply there.
 */
import { clearImmediate, setImmediate } from 'node:timers';
import { TextDecoder, TextEncoder } from 'node:util';

// setImmediate: jsdom hides it, and the fake clock's flushPromises (tests/fakes) needs it.
Object.assign(globalThis, { TextEncoder, TextDecoder, setImmediate, clearImmediate, IS_REACT_ACT_ENVIRONMENT: true });

if (typeof window !== 'undefined') {
  patchJsdom(window);
  thinAntdStyles();
  // Lazy screens pull in antd on first render: on a busy 2-core machine that can exceed the default 1 s wait.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  (require('@testing-library/dom') as typeof import('@testing-library/dom')).configure({ asyncUtilTimeout: 5000 });
}

function patchJsdom(win: Window): void {
  if (!win.matchMedia) {
    Object.defineProperty(win, 'matchMedia', {
      writable: true,
      // Reduced motion on: antd then skips its animations, which jsdom would never finish.
      value: (query: string) => ({
        matches: query.includes('prefers-reduced-motion: reduce'),
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }),
    });
  }

  const getComputedStyle = win.getComputedStyle.bind(win);
  win.getComputedStyle = (element: Element) => getComputedStyle(element);

  if (!('ResizeObserver' in win)) {
    class ResizeObserverStub {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    }
    Object.assign(win, { ResizeObserver: ResizeObserverStub });
  }

  win.scrollTo = () => undefined;

  // rc-select (antd Select) posts one message through a MessageChannel to defer a close.
  if (typeof globalThis.MessageChannel === 'undefined') {
    class MessageChannelStub {
      readonly port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
      readonly port2 = {
        postMessage: (data: unknown) => setTimeout(() => this.port1.onmessage?.({ data }), 0),
      };
    }
    Object.assign(globalThis, { MessageChannel: MessageChannelStub });
  }
}

/** antd injects its CSS-in-JS through this one function: only the rules that hide reach jsdom (antd-hiding-styles.ts). */
function thinAntdStyles(): void {
  jest.mock('@rc-component/util/lib/Dom/dynamicCSS', () => {
    const actual = jest.requireActual('@rc-component/util/lib/Dom/dynamicCSS');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { hidingRulesOf } = require('./antd-hiding-styles') as typeof import('./antd-hiding-styles');
    return { ...actual, updateCSS: (css: string, key: string, options?: object) => actual.updateCSS(hidingRulesOf(css), key, options) };
  });
}
