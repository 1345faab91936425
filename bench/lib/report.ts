/**
 * Every bench ends the same way: a table (figure, value, goal, verdict, ratio to the machine's limit)
 * printed to stdout and the same rows, with the raw measurements, written to bench/results/<name>.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describeMachine, machineLine, type MachineInfo } from './machine';

export interface Figure {
  /** What was measured, e.g. 'check-ins/s (PGlite)'. */
  name: string;
  value: number | string;
  unit?: string;
  /** The goal as text ('≥ 100/s'), or '—' where the issue sets none. */
  goal?: string;
  /** true / false when a goal applies, undefined when it does not. */
  met?: boolean;
  /** Our figure divided by the machine's limit measured in the same run: ours = ratio × limit. */
  ratio?: number;
  /** The limit the ratio is taken against, e.g. 'bare INSERT route 2,310/s'. */
  limit?: string;
}

export interface BenchReport {
  bench: string;
  startedAt: string;
  durationSeconds: number;
  machine: MachineInfo;
  figures: Figure[];
  /** Everything measured, for whoever wants more than the table. */
  details: Record<string, unknown>;
  notes: string[];
}

export const resultsDir = path.join(__dirname, '..', 'results');

export class BenchRecorder {
  readonly figures: Figure[] = [];
  readonly details: Record<string, unknown> = {};
  readonly notes: string[] = [];
  private readonly startedAt = new Date();
  private readonly machine = describeMachine();

  constructor(readonly bench: string) {
    console.log(`# ${bench} — ${machineLine(this.machine)}`);
  }

  add(figure: Figure): void {
    this.figures.push(figure);
  }

  note(text: string): void {
    this.notes.push(text);
    console.log(`  note: ${text}`);
  }

  /** Prints the table and writes the JSON; returns the report. */
  finish(): BenchReport {
    const report: BenchReport = {
      bench: this.bench,
      startedAt: this.startedAt.toISOString(),
      durationSeconds: round((Date.now() - this.startedAt.getTime()) / 1000, 1),
      machine: this.machine,
      figures: this.figures,
      details: this.details,
      notes: this.notes,
    };
    console.log(formatTable(this.figures));
    mkdirSync(resultsDir, { recursive: true });
    const file = path.join(resultsDir, `${this.bench}.json`);
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`  ${this.bench}: ${report.durationSeconds} s, results in ${path.relative(process.cwd(), file)}`);
    return report;
  }
}

export function formatValue(f: Figure): string {
  const v = typeof f.value === 'number' ? formatNumber(f.value) : f.value;
  return f.unit ? `${v} ${f.unit}` : v;
}

export function verdict(f: Figure): string {
  if (f.met === undefined) return '';
  return f.met ? 'ok' : 'MISSED';
}

export function formatRatio(f: Figure): string {
  if (f.ratio === undefined) return '';
  return `${f.ratio.toFixed(2)}${f.limit ? ` × ${f.limit}` : ''}`;
}

export function formatTable(figures: Figure[]): string {
  const header = ['figure', 'value', 'goal', '', 'ratio to machine limit'];
  const rows = figures.map((f) => [f.name, formatValue(f), f.goal ?? '—', verdict(f), formatRatio(f)]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => `  ${cells.map((c, i) => c.padEnd(widths[i])).join('  ').trimEnd()}`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

export function formatNumber(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const digits = Math.abs(n) >= 100 ? 0 : Math.abs(n) >= 10 ? 1 : 2;
  return n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: 0 });
}

export function round(n: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

/** The same table in Markdown, for docs/performance.md. */
export function markdownTable(figures: Figure[]): string {
  const esc = (t: string) => t.replace(/\|/g, '\\|');
  const rows = figures.map((f) => `| ${[f.name, formatValue(f), f.goal ?? '—', verdict(f), formatRatio(f)].map(esc).join(' | ')} |`);
  return ['| Figure | Value | Goal | | Ratio to the machine\'s limit |', '|---|---|---|---|---|', ...rows].join('\n');
}
