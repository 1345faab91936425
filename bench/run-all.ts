/**
 * `npm run bench`: every bench of docs/performance.md, one after the other, each in its own process (a bench never
 * shares a CPU with another), then one summary table of every figure with its goal and its ratio to the
 * machine's limit, read back from bench/results/*.json (and in Markdown in bench/results/summary.md, for
 * docs/performance.md). Exits non-zero when a bench failed (a crash, the
 * punch check of the morning rush, or the first-load JavaScript budget).
 *
 *   npm run bench                     BENCH_ONLY=morning-rush,login npm run bench
 *   BENCH_STAFF=2000 BENCH_ONLY=reads npm run bench   (a quick reads run: the users search over 2,000 staff, not 10,000)
 *   BENCH_ONLY=punch-round-trip npm run bench        (an optional bench: run only when BENCH_ONLY names it)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describeMachine, machineLine } from './lib/machine';
import { formatTable, markdownTable, resultsDir, round, type BenchReport } from './lib/report';

const BENCHES = ['morning-rush', 'login', 'reads', 'month-report', 'csv-export', 'payroll-export', 'exports-during-rush', 'user-import', 'first-load', 'lighthouse'] as const;
/**
 * Run only when BENCH_ONLY names them: a punch's requests and tap-to-status time in Chromium (a few minutes, no goal);
 * a backup taken in the middle of a rush, restored and counted again.
 */
const OPTIONAL_BENCHES = ['punch-round-trip', 'backup-during-rush'] as const;

interface Outcome {
  bench: string;
  exitCode: number | null;
  seconds: number;
  report?: BenchReport;
}

function runBench(bench: string): Outcome {
  const started = Date.now();
  console.log(`\n=== ${bench} ===`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, `${bench}.ts`)], { stdio: 'inherit', env: process.env });
  const seconds = round((Date.now() - started) / 1000, 1);
  const file = path.join(resultsDir, `${bench}.json`);
  let report: BenchReport | undefined;
  if (existsSync(file)) {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as BenchReport;
    // Only a report written by this run counts; an old one would pass off stale figures as new.
    if (Date.parse(parsed.startedAt) >= started - 1000) report = parsed;
  }
  return { bench, exitCode: result.status, seconds, report };
}

function main(): void {
  const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
  const started = Date.now();
  const chosen = only ? [...BENCHES, ...OPTIONAL_BENCHES].filter((b) => only.includes(b)) : [...BENCHES];
  const outcomes = chosen.map(runBench);

  console.log(`\n=== summary — ${machineLine(describeMachine())} ===`);
  for (const o of outcomes) {
    const status = o.exitCode === 0 ? 'ok' : `FAILED (exit ${o.exitCode})`;
    console.log(`\n${o.bench}: ${status}, ${o.seconds} s`);
    if (o.report) console.log(formatTable(o.report.figures));
    else console.log('  no results written by this run');
    for (const note of o.report?.notes ?? []) console.log(`  note: ${note}`);
  }
  const failed = outcomes.filter((o) => o.exitCode !== 0).map((o) => o.bench);
  const seconds = round((Date.now() - started) / 1000, 1);
  console.log(`\nall benches: ${seconds} s${failed.length ? `; failed: ${failed.join(', ')}` : ''}`);
  writeFileSync(path.join(resultsDir, 'summary.md'), summaryMarkdown(outcomes, seconds));
  if (failed.length) process.exitCode = 1;
}

function summaryMarkdown(outcomes: Outcome[], seconds: number): string {
  const m = describeMachine();
  const lines = [
    `Run of ${new Date().toISOString()} on ${m.cpus} CPU (${m.cpuModel}), ${m.memoryGiB} GiB, Node ${m.node}, ${m.platform}; ` +
      `load average ${m.loadAverage1m} at the end; PostgreSQL ${process.env.DATABASE_URL ? 'measured' : 'not measured (DATABASE_URL unset)'}; ` +
      `${seconds} s in all.`,
  ];
  for (const o of outcomes) {
    lines.push('', `### ${o.bench} (${o.exitCode === 0 ? 'ok' : `failed, exit ${o.exitCode}`}, ${o.seconds} s)`, '');
    lines.push(o.report ? markdownTable(o.report.figures) : 'No results written by this run.');
    for (const note of o.report?.notes ?? []) lines.push('', `Note: ${note}`);
  }
  return `${lines.join('\n')}\n`;
}

main();
