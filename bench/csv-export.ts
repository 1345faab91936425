/**
 * The administrator's CSV export of the activities at 1,000,000 punches (docs/performance.md, docs/behaviour.md "Admin
 * exports"), on PostgreSQL only (DATABASE_URL; skipped otherwise, with the reason printed): the punches are
 * bulk-inserted with generate_series, then exported through the real server over HTTP, as a browser asks for it
 * (compressed), twice: about a tenth of them (a date range), then all of them. For each: rows/s, and the server's
 * memory during the export against just before it: peak RSS (the kernel's high-water mark, reset before the export)
 * and peak V8 heap (sampled every 50 ms). The export is written as it is read, so both must stay flat from a tenth to
 * the whole: that is the goal (MB = 2^20 bytes). Then a month of punches once per encoding (brotli, gzip, none), as
 * the bytes on the wire: the time to the first byte of the body and to the last, and the size. A streamed export must
 * start arriving long before it ends, whatever the encoding. About half a minute, most of it the insert: run it once.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/csv-export.ts
 *   BENCH_EXPORT_PUNCHES=200000 …                                  a smaller table
 */
import { request } from 'node:http';
import { ApiPaths } from '../src/core/contract/paths';
import { delay, startBenchServer, type BenchServer } from './lib/bench-server';
import { measurePeakMemory, type PeakMemory } from './lib/peak-memory';
import { BenchRecorder, formatNumber, round } from './lib/report';
import { bearer, createEmployees, createPlaces, logIn } from './lib/workforce';

const PUNCHES = Number(process.env.BENCH_EXPORT_PUNCHES ?? 1_000_000);
const EMPLOYEES = 1000;
const PLACES = 10;
/** One punch every 30 seconds back from now: a million punches span about 347 days. */
const PUNCH_EVERY_SECONDS = 30;
const ZONE = 'Europe/Rome'; // the server's default APP_TIMEZONE
const SAMPLE_MS = 50;
const INSERT_CHUNK = 100_000;
const MB = 1024 * 1024;
/** "Flat": the whole export may use at most this much more memory than a tenth of it (noise of the garbage collector). */
const FLAT_MARGIN_MB = 32;
/** The encodings of the month's export: what a browser gets (br), an older client (gzip), and none. */
const ENCODINGS = ['br', 'gzip', 'identity'] as const;
/** Runs per encoding: the median is reported, the machine being shared. */
const ENCODING_RUNS = 3;

/** An export's figures, with the server's memory while it ran (before it, peak RSS and heap, samples). */
interface ExportRun extends Omit<PeakMemory<unknown>, 'result'> {
  label: string;
  rows: number;
  expectedRows: number;
  megabytes: number;
  seconds: number;
  rowsPerSecond: number;
}

/** Punches g = 1…PUNCHES in statements of INSERT_CHUNK, each within the server's statement timeout. */
async function insertPunches(server: BenchServer): Promise<void> {
  for (let from = 1; from <= PUNCHES; from += INSERT_CHUNK) await insertPunchRange(server, from, Math.min(from + INSERT_CHUNK - 1, PUNCHES));
}

async function insertPunchRange(server: BenchServer, from: number, to: number): Promise<void> {
  await server.sql(
    `INSERT INTO timesheet_entries
       (user_id, entry_type, "timestamp", business_date, location_id, accuracy, distance_from_location, device_id,
        is_valid, has_location_anomaly, notes, anomaly_note)
     SELECT u.first_id + g % $2, CASE WHEN g % 2 = 0 THEN 'IN' ELSE 'OUT' END, t.ts, (t.ts AT TIME ZONE '${ZONE}')::date,
            CASE WHEN g % 11 = 0 THEN NULL ELSE l.first_id + g % $3 END, 5 + g % 40, g % 90, 'device-emp' || (1 + g % $2),
            g % 97 <> 0, g % 53 = 0, CASE WHEN g % 7 = 0 THEN 'nota ' || g ELSE '' END,
            CASE WHEN g % 53 = 0 THEN 'fuori zona; "verificare"' ELSE '' END
     FROM generate_series($4::int, $1::int) AS g
     CROSS JOIN LATERAL (SELECT now() - g * interval '${PUNCH_EVERY_SECONDS} seconds' AS ts) AS t
     CROSS JOIN (SELECT min(id) AS first_id FROM users WHERE username LIKE 'emp%') AS u
     CROSS JOIN (SELECT min(id) AS first_id FROM locations) AS l`,
    [to, EMPLOYEES, PLACES, from],
  );
}

function romeDate(daysAgo: number): string {
  const d = new Date(Date.now() - daysAgo * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
}

/** Downloads the export as a browser would (compressed, decompressed here), counting its lines and bytes. */
async function download(server: BenchServer, token: string, query: string): Promise<{ lines: number; bytes: number }> {
  const response = await fetch(`${server.apiUrl}${ApiPaths.adminActivitiesExport}?${query}`, {
    headers: { ...bearer(token), 'accept-encoding': 'br, gzip, deflate' },
  });
  if (!response.ok || !response.body) throw new Error(`export: ${response.status} ${await response.text()}`);
  let lines = 0;
  let bytes = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
  }
  return { lines, bytes };
}

/** One export as raw bytes on the wire (no decoding): time to the first byte of the body and to the last, and size. */
function wireDownload(server: BenchServer, token: string, query: string, encoding: string): Promise<{ firstMs: number; lastMs: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let firstMs = 0;
    let bytes = 0;
    const url = `${server.apiUrl}${ApiPaths.adminActivitiesExport}?${query}`;
    const req = request(url, { headers: { ...bearer(token), 'accept-encoding': encoding } }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`export (${encoding}): ${res.statusCode}`));
      res.on('data', (chunk: Buffer) => {
        if (bytes === 0) firstMs = performance.now() - started;
        bytes += chunk.length;
      });
      res.on('end', () => resolve({ firstMs, lastMs: performance.now() - started, bytes }));
    });
    req.on('error', reject);
    req.end();
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The month's export in each encoding, ENCODING_RUNS times each (interleaved), as medians. */
async function encodingRuns(server: BenchServer, token: string, query: string) {
  const runs = new Map<string, Array<{ firstMs: number; lastMs: number; bytes: number }>>(ENCODINGS.map((e) => [e, []]));
  for (let i = 0; i < ENCODING_RUNS; i++) for (const encoding of ENCODINGS) runs.get(encoding)!.push(await wireDownload(server, token, query, encoding));
  return ENCODINGS.map((encoding) => {
    const all = runs.get(encoding)!;
    const run = {
      encoding,
      firstByteMs: Math.round(median(all.map((r) => r.firstMs))),
      lastByteMs: Math.round(median(all.map((r) => r.lastMs))),
      kilobytes: round(median(all.map((r) => r.bytes)) / 1024, 0),
    };
    console.log(`  a month, ${encoding}: first byte ${run.firstByteMs} ms, last ${run.lastByteMs} ms, ${run.kilobytes} KB on the wire`);
    return run;
  });
}

async function exportRun(server: BenchServer, token: string, label: string, query: string, expectedRows: number): Promise<ExportRun> {
  const { result, ...memory } = await measurePeakMemory(
    server,
    async () => {
      const started = performance.now();
      const downloaded = await download(server, token, query);
      return { ...downloaded, seconds: (performance.now() - started) / 1000 };
    },
    SAMPLE_MS,
  );
  const { lines, bytes, seconds } = result;
  const rows = lines - 1; // the header
  const run: ExportRun = {
    label,
    rows,
    expectedRows,
    megabytes: round(bytes / MB, 1),
    seconds: round(seconds, 1),
    rowsPerSecond: Math.round(rows / seconds),
    ...memory,
  };
  console.log(
    `  ${label}: ${formatNumber(rows)} rows, ${run.megabytes} MB in ${run.seconds} s (${formatNumber(run.rowsPerSecond)} rows/s); ` +
      `server RSS ${mb(run.before.rss)} → peak ${mb(run.peakRss)} MB, heap ${mb(run.before.heapUsed)} → peak ${mb(run.peakHeapUsed)} MB (${run.samples} samples)`,
  );
  if (rows !== expectedRows) throw new Error(`${label}: exported ${rows} rows, the database has ${expectedRows}`);
  return run;
}

const mb = (bytes: number) => round(bytes / MB, 1);
const growth = (run: ExportRun) => ({ rss: mb(run.peakRss - run.before.rss), heap: mb(run.peakHeapUsed - run.before.heapUsed) });

async function countPunches(server: BenchServer, from?: string): Promise<number> {
  const rows = await server.sql<{ n: number }>(
    `SELECT count(*)::int AS n FROM timesheet_entries WHERE $1::date IS NULL OR business_date >= $1::date`,
    [from ?? null],
  );
  return rows[0]!.n;
}

async function main(): Promise<void> {
  const rec = new BenchRecorder('csv-export');
  if (!process.env.DATABASE_URL) {
    rec.note('skipped: the 1,000,000-punch export is measured on PostgreSQL only, and DATABASE_URL is not set');
    rec.finish();
    return;
  }
  console.log('\n## PostgreSQL: starting the server on a fresh database');
  const server = await startBenchServer('postgres');
  try {
    await createPlaces(server, PLACES);
    await createEmployees(server, EMPLOYEES, 'none');
    const token = await logIn(server, server.adminUsername, server.adminPassword, 'bench-admin-device');

    let started = performance.now();
    await insertPunches(server);
    await server.sql('ANALYZE timesheet_entries');
    console.log(`  ${formatNumber(PUNCHES)} punches (bulk insert and ANALYZE ${round((performance.now() - started) / 1000, 1)} s)`);

    // Warm-up: the export's code and statements, on one day.
    await download(server, token, `start_date=${romeDate(1)}&end_date=${romeDate(1)}`);
    await delay(1000);

    const spanDays = Math.ceil((PUNCHES * PUNCH_EVERY_SECONDS) / 86_400);
    const tenthFrom = romeDate(Math.ceil(spanDays / 10));
    const tenth = await exportRun(server, token, 'a tenth (date range)', `start_date=${tenthFrom}`, await countPunches(server, tenthFrom));
    await delay(1000);
    const whole = await exportRun(server, token, 'all punches', '', await countPunches(server));

    await delay(1000);
    const monthFrom = romeDate(30);
    const month = await encodingRuns(server, token, `start_date=${monthFrom}`);
    const monthRows = formatNumber(await countPunches(server, monthFrom));

    const [g10, g100] = [growth(tenth), growth(whole)];
    const flat = g100.rss <= g10.rss + FLAT_MARGIN_MB && g100.heap <= g10.heap + FLAT_MARGIN_MB;
    const size = formatNumber(whole.rows);
    rec.add({ name: `PostgreSQL: export of ${size} punches over HTTP (compressed), rows/s`, value: whole.rowsPerSecond, unit: '/s', goal: '—' });
    rec.add({ name: `PostgreSQL: export of ${size} punches, time`, value: whole.seconds, unit: 's', goal: '—' });
    rec.add({
      name: `PostgreSQL: server peak RSS growth, ${formatNumber(tenth.rows)} → ${size} punches`,
      value: `${g10.rss} → ${g100.rss}`,
      unit: 'MB',
      goal: `flat (≤ +${FLAT_MARGIN_MB} MB)`,
      met: g100.rss <= g10.rss + FLAT_MARGIN_MB,
    });
    rec.add({
      name: `PostgreSQL: server peak heap growth, ${formatNumber(tenth.rows)} → ${size} punches`,
      value: `${g10.heap} → ${g100.heap}`,
      unit: 'MB',
      goal: `flat (≤ +${FLAT_MARGIN_MB} MB)`,
      met: g100.heap <= g10.heap + FLAT_MARGIN_MB,
    });
    const byEncoding = (value: (run: (typeof month)[number]) => number) => month.map(value).join(' / ');
    rec.add({ name: `PostgreSQL: a month's export (${monthRows} punches), time to first byte, br / gzip / none`, value: byEncoding((r) => r.firstByteMs), unit: 'ms', goal: '—' });
    rec.add({ name: `PostgreSQL: a month's export, time to last byte, br / gzip / none`, value: byEncoding((r) => r.lastByteMs), unit: 'ms', goal: '—' });
    rec.add({ name: `PostgreSQL: a month's export, size on the wire, br / gzip / none`, value: byEncoding((r) => r.kilobytes), unit: 'KB', goal: '—' });
    rec.details.postgres = { punches: PUNCHES, employees: EMPLOYEES, places: PLACES, sampleMs: SAMPLE_MS, runs: [tenth, whole], month };
    if (!flat) console.error('csv-export: the server needs more memory for a larger export');
    rec.finish();
    if (!flat) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
