import type { BrowserContext } from 'playwright-core';

/**
 * While an antd dialog zooms open, no pointer event reaches it in the browser suite, so Playwright waits for the end of
 * the motion before it clicks, taps or hovers anything inside (every dialog, the confirmations included).
 *
 * Why: antd mounts a dialog at full size but invisible (`ant-zoom-appear-prepare`, `-start`: opacity 0), then zooms it
 * from scale 0.2 around the spot of the click that opened it (`-active`, about 0.3 s). Playwright calls an element
 * stable when its box is the same in two frames running, which it is while the dialog waits to start (and in the
 * animation's first, held frame), so it may press a button of a dialog that is not even visible yet. It then checks
 * only the press against the button: if the zoom moves the button before the release (a loaded machine is slow to
 * deliver the release), the release lands beside it, the browser sends the click to a common ancestor (the dialog's
 * frame or the page behind) and the button never hears it. The dialog stays open, no request is made, and Playwright
 * reports the click done. Recorded in the page: Playwright pressing 'Annulla' of a confirmation drawn at scale 0.2 and
 * opacity 0 (press and release 3 ms apart, so that time it worked); and, with the release held back 40 ms as a loaded
 * machine does, the press on 'Annulla' at scale 0.85 and the release on `.ant-modal-container` at scale 0.95: the
 * confirmation stayed open.
 *
 * A person cannot hit it: the button is transparent for the first frames and grows for 0.3 s, and nobody aims and taps
 * that fast. So the product keeps its motion (and `prefers-reduced-motion` already turns it off, see
 * src/ui/app/app-config-provider.tsx); the suite does not emulate reduced motion either, which would leave the path
 * most people see (open and close motions, focus after them, dialogs removed after the closing zoom) untested.
 *
 * With no pointer events the press during the motion hits `.ant-modal-wrap`, Playwright sees that another element
 * "intercepts pointer events" and retries until the dialog stands still. The closing motion needs nothing: antd already
 * turns pointer events off on `-zoom-leave`. Typing (`fill`, `press`) is not a pointer action and is unaffected.
 *
 * A constructed style sheet, not a <style> element, so that no page's Content-Security-Policy refuses it.
 */
const DIALOG_IN_MOTION = ['.ant-modal.ant-zoom-appear', '.ant-modal.ant-zoom-enter'];
const RULE = `${DIALOG_IN_MOTION.flatMap((dialog) => [dialog, `${dialog} *`]).join(', ')} { pointer-events: none !important; }`;

export async function holdPointerWhileDialogsOpen(context: BrowserContext): Promise<void> {
  await context.addInitScript((rule) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(rule);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, RULE);
}
