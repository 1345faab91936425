import { accessSync, constants, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, chromiumPathFromEnv } from '../../../scripts/chromium';
import { jestRunId } from './paths';

export { CHROMIUM_ARGS };

export type ChromiumLookup = { found: true; path: string } | { found: false; reason: string };

/** CHROME_PATH when set, else Debian's /usr/bin/chromium; it must exist and be executable. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): ChromiumLookup {
  const fromEnv = env.CHROME_PATH?.trim();
  const path = chromiumPathFromEnv(env);
  try {
    accessSync(path, constants.X_OK);
    return { found: true, path };
  } catch {
    const where = fromEnv ? `CHROME_PATH=${fromEnv} is not an executable file` : 'no CHROME_PATH and no /usr/bin/chromium';
    return {
      found: false,
      reason: `e2e suite skipped: no Chromium found (${where}); install it with \`apt-get install -y chromium\` or set CHROME_PATH`,
    };
  }
}

/**
 * Prints the skip reason once per Jest run, not once per test file: the first worker to create the marker
 * file (named after the Jest parent process) prints it, the others stay silent.
 */
export function announceSkipOnce(reason: string): void {
  const marker = join(tmpdir(), `timbrature-e2e-skip-${jestRunId()}`);
  try {
    writeFileSync(marker, reason, { flag: 'wx' });
  } catch {
    return; // another test file of this run already said it
  }
  process.stderr.write(`\n${reason}\n`);
}
