import type { Page } from 'playwright-core';

/** Chromium's console line for anything the page's Content-Security-Policy refused. */
const CSP_REFUSAL = /violates the following Content Security Policy directive/;

/**
 * What a page said while a journey ran: console messages, uncaught errors, failed requests and API answers
 * of 400 and above. Written next to the failure screenshot, it usually names the product bug at once.
 * It also keeps what the page's Content-Security-Policy refused (README, "Security headers"), from the
 * `securitypolicyviolation` events and Chromium's console lines: the suite fails a journey that had any.
 */
export class PageJournal {
  private readonly lines: string[] = [];
  private readonly started = Date.now();
  private violations: string[] = [];

  constructor(readonly label: string) {}

  async attach(page: Page): Promise<void> {
    await page.exposeBinding('__timbratureCspViolation', (_source, text: string) => this.cspViolation(`event: ${text}`));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __timbratureCspViolation(text: string): void }).__timbratureCspViolation;
        report(`${event.effectiveDirective} refused ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`);
      });
    });
    page.on('console', (message) => {
      this.add(`console.${message.type()}: ${message.text()}`);
      if (CSP_REFUSAL.test(message.text())) this.cspViolation(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => this.add(`pageerror: ${error.stack ?? error.message}`));
    page.on('requestfailed', (request) => {
      this.add(`requestfailed: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? 'unknown'})`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400 && !new URL(response.url()).pathname.startsWith('/api/')) {
        this.add(`http ${response.status()}: ${response.request().method()} ${response.url()}`);
      } else if (response.status() >= 400) {
        const request = response.request();
        response.text().then(
          (body) => this.add(`api ${response.status()}: ${request.method()} ${response.url()} → ${body.slice(0, 400)}`),
          () => this.add(`api ${response.status()}: ${request.method()} ${response.url()}`),
        );
      }
    });
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) this.add(`navigated: ${frame.url()}`);
    });
  }

  /** The CSP refusals seen since the last call. */
  takeCspViolations(): string[] {
    const taken = this.violations;
    this.violations = [];
    return taken;
  }

  private cspViolation(text: string): void {
    this.violations.push(text);
    this.add(`csp violation (${text})`);
  }

  add(line: string): void {
    const seconds = ((Date.now() - this.started) / 1000).toFixed(2).padStart(7);
    this.lines.push(`[${seconds}s] ${line}`);
  }

  text(): string {
    return `${this.lines.join('\n')}\n`;
  }
}
