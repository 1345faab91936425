/**
 * `npm run dev`: the SPA and the API together, both reloading on change.
 * - web: `parcel serve` on http://localhost:1234 (DEV_WEB_PORT), with hot reload; it forwards /api/ to the API
 *   (.proxyrc.json), so the SPA calls its own origin exactly as in production.
 * - api: `tsx watch server/main.ts` on port 8080 (the port .proxyrc.json names), restarted on every change.
 * Output lines are prefixed [web] / [api]. Ctrl+C stops both; if either exits, the other is stopped too.
 * The service worker is not registered in development (src/composition/main.tsx), so nothing serves stale bundles.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url));
const API_PORT = '8080';
const WEB_PORT = process.env.DEV_WEB_PORT ?? '1234';

const children = [];
let stopping = false;

function run(label, command, args, env = {}) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`[${label}] ${line}`));
  }
  child.on('exit', (code, signal) => {
    console.log(`[${label}] exited (${signal ?? code})`);
    stop(code ?? 1);
  });
  children.push(child);
  return child;
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  // The API releases its data-folder lock on SIGTERM; give it a moment before leaving.
  setTimeout(() => process.exit(code), 1500).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

run('api', bin('tsx'), ['watch', '--clear-screen=false', 'server/main.ts'], { PORT: API_PORT, NODE_ENV: 'development' });
run('web', bin('parcel'), ['serve', '--target', 'web', '--port', WEB_PORT]);
console.log(`[dev] SPA on http://localhost:${WEB_PORT} (API on :${API_PORT}, proxied under /api/)`);
