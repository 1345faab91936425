/**
 * Where the phone's main thread goes during the first load of /login and of the employee's mobile dashboard.
 * Not a score: a diagnosis, to run before and after a change that aims at Lighthouse's TBT or LCP.
 *
 * Chromium (playwright-core), iPhone 13 emulation with its position at the office, CPU slowed down 4× as
 * Lighthouse's mobile run does, empty cache. For each page it records a CPU profile (V8's sampling profiler)
 * until the screen is usable and the network is idle, plus the long tasks (over 50 ms) the page saw, and prints:
 * - the long tasks, with their start and length;
 * - self time by source: with a build that has source maps (BENCH_SOURCE_MAPS=1 builds one into a temporary
 *   folder), by package or source folder (react-dom, antd, @ant-design/cssinjs, src/ui/dashboard…); otherwise by
 *   script file;
 * - the paints (first contentful, largest) the page reported.
 *
 *   npx tsx bench/main-thread.ts                       (the build in WEB_DIR or dist/web)
 *   BENCH_SOURCE_MAPS=1 npx tsx bench/main-thread.ts   (builds with source maps first, for the by-package view)
 *   BENCH_SOURCE_MAPS=1 BENCH_BY_FILE=1 npx tsx bench/main-thread.ts   (our own code by file rather than by folder)
 *   BENCH_SOURCE_MAPS=1 BENCH_FUNCTIONS=i18next npx tsx bench/main-thread.ts   (also that source's functions)
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, devices, type BrowserContextOptions, type CDPSession, type Page } from 'playwright-core';
import { precompressFolder } from '../scripts/precompress-web';
import { repoRoot, startBenchServer } from './lib/bench-server';
import { CHROME_FLAGS, chromePath, ensureSpaBuilt, logInThroughForm, waitForDashboard, waitForLoginForm, watchErrors } from './lib/browser';
import { createEmployees, createPlaces, EMPLOYEE_PASSWORD, OFFICE } from './lib/workforce';

const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
const TOP = 25;
/** Our own code by file rather than by folder. */
const BY_FILE = process.env.BENCH_BY_FILE === '1';
/** One source (as printed, e.g. i18next or src/ui/login) whose functions are also listed. */
const FUNCTIONS_OF = process.env.BENCH_FUNCTIONS;

const { defaultBrowserType: _ignored, ...iPhone } = devices['iPhone 13'];
const mobile: BrowserContextOptions = {
  ...iPhone,
  permissions: ['geolocation'],
  geolocation: { latitude: OFFICE.latitude, longitude: OFFICE.longitude, accuracy: 15 },
  locale: 'it-IT',
  timezoneId: 'Europe/Rome',
};

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Long tasks and paints, as the page itself observed them. */
const OBSERVE_PAGE = `
  window.__mainThread = { longTasks: [], paints: [] };
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__mainThread.longTasks.push([Math.round(e.startTime), Math.round(e.duration)]); })
    .observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__mainThread.paints.push([e.name, Math.round(e.startTime)]); })
    .observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__mainThread.paints.push(['largest-contentful-paint ' + (e.element ? e.element.tagName.toLowerCase() + '.' + (e.element.className || '').toString().split(' ')[0] : '?'), Math.round(e.startTime)]); })
    .observe({ type: 'largest-contentful-paint', buffered: true });
`;

async function profileLoad(page: Page, cdp: CDPSession, name: string, load: () => Promise<void>, sourceMaps: SourceMapIndex): Promise<void> {
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const started = Date.now();
  await load();
  await page.waitForLoadState('networkidle');
  const usableAfter = Date.now() - started;
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const observed = (await page.evaluate('window.__mainThread')) as { longTasks: [number, number][]; paints: [string, number][] };

  const longTotal = observed.longTasks.reduce((s, [, d]) => s + d, 0);
  const blocking = observed.longTasks.reduce((s, [, d]) => s + Math.max(0, d - 50), 0);
  console.log(`\n## ${name} (CPU ${CPU_SLOWDOWN}× slower; usable and network idle after ${usableAfter} ms)`);
  console.log(`paints: ${observed.paints.map(([n, t]) => `${n} ${t} ms`).join('; ')}`);
  console.log(`long tasks: ${observed.longTasks.length}, ${longTotal} ms in all, ${blocking} ms over 50 ms each (the page's own TBT, unsimulated)`);
  console.log(`  ${observed.longTasks.map(([s, d]) => `${s}+${d}`).join('  ')}`);
  const bySource = selfTimeBySource(profile, sourceMaps);
  const total = [...bySource.values()].reduce((s, v) => s + v, 0);
  console.log(`self time by source (${Math.round(total)} ms sampled):`);
  for (const [source, ms] of [...bySource].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
    console.log(`  ${String(Math.round(ms)).padStart(6)} ms  ${source}`);
  }
  if (!FUNCTIONS_OF) return;
  console.log(`functions of ${FUNCTIONS_OF} by self time (with the function that called them):`);
  const byFunction = selfTimeByFunction(profile, sourceMaps, FUNCTIONS_OF);
  for (const [fn, ms] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
    console.log(`  ${String(Math.round(ms)).padStart(6)} ms  ${fn}`);
  }
}

/** The sampled self time of the functions of one source (package or folder), each named with its caller. */
function selfTimeByFunction(profile: Profile, sourceMaps: SourceMapIndex, source: string): Map<string, number> {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parents = new Map<number, ProfileNode>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node);
  const name = (node: ProfileNode | undefined) => (node ? `${node.callFrame.functionName || '(anonymous)'} [${sourceOf(node, sourceMaps)}]` : '(root)');
  const out = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = nodes.get(id);
    if (!node || sourceOf(node, sourceMaps) !== source) return;
    const key = `${name(node)} ← ${name(parents.get(node.id))}`;
    out.set(key, (out.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return out;
}

/** Sums the sampled self time of each profile node under its source (package, folder or script). */
function selfTimeBySource(profile: Profile, sourceMaps: SourceMapIndex): Map<string, number> {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const out = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = nodes.get(id);
    if (!node) return;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const source = sourceOf(node, sourceMaps);
    out.set(source, (out.get(source) ?? 0) + ms);
  });
  return out;
}

function sourceOf(node: ProfileNode, sourceMaps: SourceMapIndex): string {
  const { url, functionName, lineNumber, columnNumber } = node.callFrame;
  if (!url) return functionName ? `(${functionName})` : '(native)';
  const file = new URL(url).pathname.slice(1);
  const original = sourceMaps.lookup(file, lineNumber, columnNumber);
  return original ? groupOf(original) : file.replace(/\.[0-9a-f]{8}\./, '.*.');
}

/** node_modules/@scope/pkg/… → @scope/pkg; src/ui/dashboard/x.tsx → src/ui/dashboard (or the file, BENCH_BY_FILE=1). */
function groupOf(source: string): string {
  const inModules = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inModules) return inModules[1];
  const ours = source.replace(/^.*?(src\/)/, '$1');
  return BY_FILE ? ours : path.dirname(ours);
}

/** Maps generated positions of a built file back to their source files through its .map, when there is one. */
class SourceMapIndex {
  private readonly maps = new Map<string, ((line: number, column: number) => string | undefined) | null>();
  constructor(private readonly dir: string) {}

  lookup(file: string, line: number, column: number): string | undefined {
    if (!this.maps.has(file)) this.maps.set(file, this.load(file));
    return this.maps.get(file)?.(line, column);
  }

  private load(file: string): ((line: number, column: number) => string | undefined) | null {
    const mapPath = path.join(this.dir, `${file}.map`);
    if (!existsSync(mapPath)) return null;
    const map = JSON.parse(readFileSync(mapPath, 'utf8')) as { sources: string[]; mappings: string };
    const lines = decodeMappings(map.mappings);
    return (line, column) => {
      const segments = lines[line];
      if (!segments?.length) return undefined;
      let best: number[] | undefined;
      for (const s of segments) {
        if (s[0] <= column) best = s;
        else break;
      }
      return best && best.length > 1 ? map.sources[best[1]] : undefined;
    };
  }
}

/** Source map v3 "mappings": per generated line, segments [column, source index, …] (absolute values). */
function decodeMappings(mappings: string): number[][][] {
  const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const lines: number[][][] = [];
  let source = 0;
  let srcLine = 0;
  let srcCol = 0;
  for (const lineText of mappings.split(';')) {
    const segments: number[][] = [];
    let col = 0;
    for (const segText of lineText.split(',')) {
      if (!segText) continue;
      const values: number[] = [];
      let value = 0;
      let shift = 0;
      for (const ch of segText) {
        const digit = B64.indexOf(ch);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      col += values[0];
      if (values.length >= 4) {
        source += values[1];
        srcLine += values[2];
        srcCol += values[3];
        segments.push([col, source, srcLine, srcCol]);
      } else segments.push([col]);
    }
    lines.push(segments);
  }
  return lines;
}

/**
 * With BENCH_SOURCE_MAPS=1: a production build with source maps, copied to a temporary folder that is served
 * instead of dist/web (Parcel writes a target only to its own distDir) and compressed as `npm run build` does; dist/web
 * is then rebuilt by `npm run build`, so no source map is left where the server would publish it.
 */
function buildWithSourceMaps(): string | undefined {
  if (process.env.BENCH_SOURCE_MAPS !== '1') return undefined;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'timbrature-web-maps-'));
  const run = (args: string[]) => {
    const result = spawnSync('npx', args, { cwd: repoRoot, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`npx ${args.join(' ')} failed`);
  };
  const distWeb = path.join(repoRoot, 'dist', 'web');
  console.log(`building the SPA with source maps into ${dir}`);
  // Parcel never empties its distDir: an earlier build's compressed copies (index.html.br…) would be served beside
  // this build's files, and their import map refused by this build's CSP hashes.
  rmSync(distWeb, { recursive: true, force: true });
  run(['parcel', 'build', '--target', 'web', '--no-cache']);
  cpSync(distWeb, dir, { recursive: true });
  precompressFolder(dir);
  rmSync(distWeb, { recursive: true, force: true });
  const rebuilt = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (rebuilt.status !== 0) throw new Error('npm run build failed');
  return dir;
}

async function main(): Promise<void> {
  const mapsBuild = buildWithSourceMaps();
  if (mapsBuild) process.env.WEB_DIR = mapsBuild;
  else ensureSpaBuilt();
  const webDir = process.env.WEB_DIR ? path.resolve(process.env.WEB_DIR) : path.join(repoRoot, 'dist', 'web');
  const sourceMaps = new SourceMapIndex(webDir);
  const server = await startBenchServer('pglite');
  const browser = await chromium.launch({ executablePath: chromePath(), args: CHROME_FLAGS });
  try {
    await createPlaces(server, 1);
    await createEmployees(server, 1, 'none');
    const context = await browser.newContext(mobile);
    await context.addInitScript(OBSERVE_PAGE);
    const page = await context.newPage();
    watchErrors(page);
    const cdp = await context.newCDPSession(page);
    await profileLoad(page, cdp, '/login', async () => {
      await page.goto(`${server.apiUrl}/login`);
      await waitForLoginForm(page);
    }, sourceMaps);
    await logInThroughForm(page, server.apiUrl, 'emp1', EMPLOYEE_PASSWORD);
    await page.goto('about:blank');
    await profileLoad(page, cdp, '/dashboard', async () => {
      await page.goto(`${server.apiUrl}/dashboard`);
      await waitForDashboard(page);
    }, sourceMaps);
  } finally {
    await browser.close();
    await server.stop();
    if (mapsBuild) rmSync(mapsBuild, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
