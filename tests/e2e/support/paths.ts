import { join, resolve } from 'node:path';

/** Folders the e2e suite reads from and writes to, all absolute. */
export const REPO_ROOT = resolve(__dirname, '../../..');
export const WEB_DIR = join(REPO_ROOT, 'dist/web');
export const OUTPUT_DIR = join(REPO_ROOT, 'test-output/e2e');
/** Screenshot + console log of the page(s) when a step fails. */
export const FAILURES_DIR = join(OUTPUT_DIR, 'failures');
/** Screenshots of each main screen at phone and desktop size (accessibility.test.ts saves them). */
export const SCREENSHOTS_DIR = join(OUTPUT_DIR, 'screenshots');
/** The server's own log and the SPA build log, per test file. */
export const LOGS_DIR = join(OUTPUT_DIR, 'logs');

/** A file-system-safe slug of a test or file name. */
export function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 90);
}

/**
 * Identifies the current Jest run across its worker processes (workers are children of the Jest process):
 * what is done once per run (the SPA build, the skip notice) is keyed by it.
 */
export function jestRunId(): number {
  return process.env.JEST_WORKER_ID ? process.ppid : process.pid;
}
