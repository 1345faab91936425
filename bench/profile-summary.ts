/**
 * Where a CPU profile of the server (a .cpuprofile of BENCH_PROFILE_DIR) spent its time, by part: self time summed by
 * package (node_modules/<name>), by folder of our server (server/<folder>), Node's own internals, the garbage
 * collector; then the functions with the most self time. Idle time is left out: shares are of the busy time.
 *
 *   npx tsx bench/profile-summary.ts bench/results/profiles/check-ins-postgres.cpuprofile [requests]
 *
 * With the number of requests the profile covered, each part is also given in microseconds per request.
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
}

main();
