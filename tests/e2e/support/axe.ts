import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { OUTPUT_DIR, slug } from './paths';

const AXE_SCRIPT = require.resolve('axe-core/axe.min.js');
export const AXE_DIR = join(OUTPUT_DIR, 'axe');

export interface AxeFinding {
  screen: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: Array<{ target: unknown[]; html: string; failureSummary?: string }>;
}

/**
 * Runs axe-core (WCAG 2 A/AA and best practices) on the page as it is now and returns the serious and
 * critical violations; the full report goes to test-output/e2e/axe/<screen>.json.
 */
export async function seriousViolations(page: Page, screen: string): Promise<AxeFinding[]> {
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined');
  // Evaluated through the DevTools protocol rather than added as a <script>: the page's CSP refuses inline scripts,
  // and the test must not weaken the policy it runs under.
  if (!loaded) await page.evaluate(readFileSync(AXE_SCRIPT, 'utf8'));
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  }) as AxeViolation[];
  mkdirSync(AXE_DIR, { recursive: true });
  writeFileSync(join(AXE_DIR, `${slug(screen)}.json`), JSON.stringify(violations, null, 2));
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      screen,
      rule: violation.id,
      impact: violation.impact!,
      help: violation.help,
      targets: violation.nodes.map((node) => `${JSON.stringify(node.target)} ${node.html.slice(0, 160)}`),
    }));
}

/** One readable block per finding, for the assertion message and the report. */
export function formatFindings(findings: AxeFinding[]): string {
  return findings
    .map((finding) => `${finding.screen}: [${finding.impact}] ${finding.rule} — ${finding.help}\n    ${finding.targets.slice(0, 5).join('\n    ')}`)
    .join('\n');
}

/**
 * Fails with every finding listed (one block per screen and rule) and leaves the same text in
 * test-output/e2e/axe/summary--<kind>.txt; an empty list passes.
 */
export function assertNoFindings(findings: AxeFinding[], kind: string): void {
  mkdirSync(AXE_DIR, { recursive: true });
  const text = formatFindings(findings);
  writeFileSync(join(AXE_DIR, `summary--${kind}.txt`), text ? `${text}\n` : 'no serious or critical violation\n');
  if (findings.length > 0) {
    const rules = [...new Set(findings.map((finding) => finding.rule))].join(', ');
    throw new Error(`${findings.length} serious/critical axe violation(s) (${rules}):\n${text}`);
  }
}
