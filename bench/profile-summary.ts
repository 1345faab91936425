/**
 * Where a CPU profile of the server (a .cpuprofile of BENCH_PROFILE_DIR) spent its time, by part: self time summed by
 * package (node_modules/<name>), by folder of our server (server/<folder>), Node's own internals, the garbage
 * collector; then the functions with the most self time. Idle time is left out: shares are of the busy time.
 *
 *   npx tsx bench/profile-summary.ts bench/results/profiles/check-ins-postgres.cpuprofile [requests]
 *
 * With the number of requests the profile covered, each part is also given in microseconds per request. Last, the
 * longest stretches in which the thread never went idle, with what ran in them: the holds of the event loop.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The part a function belongs to, from its script's address. */
function partOf(node: ProfileNode): string {
  const { url, functionName } = node.callFrame;
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  const ours = /\/(server|src)\/([^/]+)\//.exec(url);
  if (ours) return `${ours[1]}/${ours[2]}`;
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  return url.split('/').slice(-2).join('/');
}

function main(): void {
  const [file, requestsArg] = process.argv.slice(2);
  if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [requests]');
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const requests = requestsArg ? Number(requestsArg) : 0;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMicros = new Map<number, number>();
  profile.samples.forEach((id, index) => selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));

  const byPart = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let busy = 0;
  for (const [id, micros] of selfMicros) {
    const node = byId.get(id)!;
    if (node.callFrame.functionName === '(idle)') continue;
    busy += micros;
    const part = partOf(node);
    byPart.set(part, (byPart.get(part) ?? 0) + micros);
    const name = `${node.callFrame.functionName || '(anonymous)'} ${part}:${node.callFrame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
  }
  const line = (label: string, micros: number) =>
    `  ${label.padEnd(58)} ${(micros / 1000).toFixed(0).padStart(7)} ms ${((100 * micros) / busy).toFixed(1).padStart(5)} %` +
    (requests ? ` ${(micros / requests).toFixed(0).padStart(6)} µs/request` : '');
  console.log(`busy ${(busy / 1000).toFixed(0)} ms${requests ? ` over ${requests} requests: ${(busy / requests).toFixed(0)} µs each` : ''}`);
  console.log('by part (self time)');
  for (const [part, micros] of [...byPart].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(line(part, micros));
  console.log('functions with the most self time');
  for (const [name, micros] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(line(name.slice(0, 58), micros));
  printLongestStretches(profile, byId);
}

/**
 * The longest stretches in which the thread never went idle: what held the event loop (every timer and request
 * waited meanwhile). Each with its length and the parts, then the functions, that had most of its samples; the
 * garbage collector's share says whether a hold was ours or V8's.
 */
function printLongestStretches(profile: CpuProfile, byId: Map<number, ProfileNode>, count = 5): void {
  const stretches: Array<{ micros: number; samples: number[] }> = [];
  let current: { micros: number; samples: number[] } | undefined;
  profile.samples.forEach((id, index) => {
    const micros = profile.timeDeltas[index] ?? 0;
    if (byId.get(id)!.callFrame.functionName === '(idle)') {
      if (current) stretches.push(current);
      current = undefined;
      return;
    }
    current ??= { micros: 0, samples: [] };
    current.micros += micros;
    current.samples.push(id);
  });
  if (current) stretches.push(current);
  console.log(`longest stretches without idle (${stretches.length} in all)`);
  for (const stretch of stretches.sort((a, b) => b.micros - a.micros).slice(0, count)) {
    const counts = new Map<string, number>();
    for (const id of stretch.samples) {
      const node = byId.get(id)!;
      const name = `${node.callFrame.functionName || '(anonymous)'} ${partOf(node)}:${node.callFrame.lineNumber + 1}`;
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    const top = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 4);
    const shares = top.map(([name, n]) => `${name} ${Math.round((100 * n) / stretch.samples.length)} %`).join('; ');
    console.log(`  ${(stretch.micros / 1000).toFixed(1).padStart(7)} ms: ${shares}`);
  }
}

main();
