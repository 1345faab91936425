import { chmodSync, chownSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataDirUnsafeError, ensurePrivateDataDir } from '../../../server/db/data-dir-permissions';
import { spawnServer, waitUntilHealthy } from '../support/server-process';

jest.setTimeout(60_000);

const mode = (path: string) => statSync(path).mode & 0o777;

/** Every entry under `dir`, with its permission bits. */
function modesUnder(dir: string): { path: string; mode: number; folder: boolean }[] {
  return readdirSync(dir, { recursive: true }).map((name) => {
    const path = join(dir, String(name));
    const stat = statSync(path);
    return { path, mode: stat.mode & 0o777, folder: stat.isDirectory() };
  });
}

describe('the data folder', () => {
  let root: string;
  beforeEach(() => (root = mkdtempSync(join(tmpdir(), 'timbrature-perms-'))));
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('is created 0700 whatever the umask', () => {
    const previous = process.umask(0o022);
    try {
      ensurePrivateDataDir(join(root, 'data'));
    } finally {
      process.umask(previous);
    }
    expect(mode(join(root, 'data'))).toBe(0o700);
  });

  it.each(['770', '777', '702', '720'])('is refused when group or others may write it (mode %s), naming the fix', (bad) => {
    const dir = join(root, 'data');
    mkdirSync(dir);
    chmodSync(dir, Number.parseInt(bad, 8));
    expect(() => ensurePrivateDataDir(dir)).toThrow(DataDirUnsafeError);
    expect(() => ensurePrivateDataDir(dir)).toThrow(`chmod 700 ${dir}`);
  });

  it('is accepted when only readable by others (0755) or private (0700)', () => {
    for (const good of [0o755, 0o700, 0o750]) {
      const dir = join(root, `data-${good.toString(8)}`);
      mkdirSync(dir);
      chmodSync(dir, good);
      expect(() => ensurePrivateDataDir(dir)).not.toThrow();
    }
  });

  const asRoot = process.getuid?.() === 0;
  (asRoot ? it : it.skip)('is refused when it belongs to another user, naming the fix (needs root to give it away)', () => {
    const dir = join(root, 'data');
    mkdirSync(dir, { mode: 0o700 });
    chownSync(dir, 65534, 65534);
    expect(() => ensurePrivateDataDir(dir)).toThrow(/belongs to another user \(uid 65534.*chown -R 0 /);
  });
  if (!asRoot) process.stderr.write('data-dir-permissions.test.ts: the other-owner case is skipped: only root can give a folder away\n');
});

describe('the server process', () => {
  let root: string;
  beforeAll(() => (root = mkdtempSync(join(tmpdir(), 'timbrature-perms-'))));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('refuses to start on a folder others may write, saying how to fix it', async () => {
    const dir = join(root, 'shared');
    mkdirSync(dir);
    chmodSync(dir, 0o777);
    const server = await spawnServer({ DATA_DIR: dir });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(`chmod 700 ${dir}`);
    expect(server.output()).not.toMatch(/\n\s+at /); // the message, not a stack trace
  });

  it('creates a new folder 0700 and its own files 0600 (even started with umask 022)', async () => {
    const dir = join(root, 'fresh');
    const previous = process.umask(0o022); // inherited by the child: main.ts must tighten it itself
    const server = await spawnServer({ DATA_DIR: dir, ADMIN_PASSWORD: 'boss-password-1' }).finally(() => process.umask(previous));
    try {
      await waitUntilHealthy(server);
      expect(mode(join(dir, 'timbrature.lock'))).toBe(0o600);
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await server.exited).toBe(0);
    expect(mode(dir)).toBe(0o700);
    expect(mode(join(dir, 'jwt-secret'))).toBe(0o600);
    // PGlite gives its own files the modes of its emulated file system, whatever the process's umask: the folder,
    // closed to everyone else, is what keeps them private.
    expect(modesUnder(dir).filter((entry) => entry.folder && entry.mode !== 0o700)).toEqual([]);
  });
});
