import type { Page } from 'playwright-core';

/**
 * What a page said while a journey ran: console messages, uncaught errors, failed requests and API answers
 * of 400 and above. Written next to the failure screenshot, it usually names the product bug at once.
 */
export class PageJournal {
  private readonly lines: string[] = [];
  private readonly started = Date.now();

  constructor(readonly label: string) {}

  attach(page: Page): void {
    page.on('console', (message) => this.add(`console.${message.type()}: ${message.text()}`));
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

  add(line: string): void {
    const seconds = ((Date.now() - this.started) / 1000).toFixed(2).padStart(7);
    this.lines.push(`[${seconds}s] ${line}`);
  }

  text(): string {
    return `${this.lines.join('\n')}\n`;
  }
}
