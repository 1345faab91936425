/**
 * Debian's Chromium as every browser tool of the project launches it: the e2e suite, the benches and the
 * screenshot script. One list of flags, so that a flag found necessary on these machines is added once.
 */

/**
 * Headless, quiet and offline: without the background-networking flags Chromium keeps dialling Google's hosts,
 * which a closed CI network refuses, many times a start.
 */
export const CHROMIUM_ARGS: string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** CHROME_PATH when set, else Debian's /usr/bin/chromium (`apt-get install -y chromium`). */
export function chromiumPathFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return env.CHROME_PATH?.trim() || '/usr/bin/chromium';
}
