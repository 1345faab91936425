import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiPaths } from '../../../src/core/contract';
import { DataDirUnsafeError, ensurePrivateDataDir } from '../../../server/db/data-dir-permissions';
import { restrictToOwner } from '../../../server/db/pglite-file-modes';
import { api } from '../support/api';
import { describeOnPglite } from '../support/database-only';
import { spawnServer, stopServer, waitUntilHealthy } from '../support/server-process';
import { FINGERPRINT } from '../support/test-server';

// Two server processes, the first creating and migrating a new cluster: over 30 s on a busy machine.
jest.setTimeout(180_000);

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

describe("PGlite's files", () => {
  let root: string;
  beforeEach(() => (root = mkdtempSync(join(tmpdir(), 'timbrature-perms-'))));
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("are made the owner's only, folders 0700 and files 0600, without following symbolic links out", () => {
    const folder = join(root, 'pgdata');
    mkdirSync(join(folder, 'base', '5'), { recursive: true });
    chmodSync(folder, 0o755);
    chmodSync(join(folder, 'base'), 0o777);
    writeFileSync(join(folder, 'PG_VERSION'), '17\n', { mode: 0o666 });
    writeFileSync(join(folder, 'base', '5', 'pg_internal.init'), '', { mode: 0o644 });
    const outside = join(root, 'outside.conf');
    writeFileSync(outside, '', { mode: 0o644 });
    symlinkSync(outside, join(folder, 'linked.conf'));

    restrictToOwner(folder);

    expect(modesUnder(folder).filter((entry) => !entry.path.endsWith('linked.conf')).map((entry) => [entry.path, entry.mode])).toEqual(
      modesUnder(folder)
        .filter((entry) => !entry.path.endsWith('linked.conf'))
        .map((entry) => [entry.path, entry.folder ? 0o700 : 0o600]),
    );
    expect(mode(folder)).toBe(0o700);
    expect(mode(outside)).toBe(0o644);
  });
});

describeOnPglite('the server process', () => {
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

  it('creates a new folder 0700, and every file and folder in it is private: at start, after writes, after a restart (even started with umask 022)', async () => {
    const dir = join(root, 'fresh');
    const start = async () => {
      const previous = process.umask(0o022); // inherited by the child: the server must tighten what it and PGlite write
      const server = await spawnServer({ DATA_DIR: dir, ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password }).finally(() =>
        process.umask(previous),
      );
      await waitUntilHealthy(server, 90_000);
      return server;
    };

    const first = await start();
    try {
      expect(mode(join(dir, 'timbrature.lock'))).toBe(0o600);
      expect(notPrivate(dir)).toEqual([]);
      await someWrites(first.url);
      expect(notPrivate(dir)).toEqual([]);
    } finally {
      expect(await stopServer(first)).toBe(0);
    }
    expect(mode(dir)).toBe(0o700);
    expect(notPrivate(dir)).toEqual([]);
    expect(existsSync(join(dir, 'jwt-secret'))).toBe(false); // kept in the secrets folder (secrets-folder.test.ts)

    const second = await start(); // PGlite writes files again at each opening
    try {
      expect(notPrivate(dir)).toEqual([]);
      await someWrites(second.url);
    } finally {
      expect(await stopServer(second)).toBe(0);
    }
    expect(notPrivate(dir)).toEqual([]);
  });
});

const ADMIN = { username: 'boss', password: 'boss-password-1' };

/** Entries under `dir` (and `dir` itself) that are not 0700 folders or 0600 files, as "path mode". */
function notPrivate(dir: string): string[] {
  return [{ path: dir, mode: mode(dir), folder: true }, ...modesUnder(dir)]
    .filter((entry) => entry.mode !== (entry.folder ? 0o700 : 0o600))
    .map((entry) => `${entry.path} ${entry.mode.toString(8)}`);
}

/** A login (a session row), a verification-code setup (a sealed secret), new users: rows, indexes, WAL. */
async function someWrites(url: string): Promise<void> {
  const client = api(url);
  const login = await client.post(ApiPaths.login, { ...ADMIN, device_id: 'perms-desk', fingerprint: FINGERPRINT });
  expect(login.status).toBe(200);
  expect((await client.post(ApiPaths.totpSetup, undefined, login.body.access)).status).toBe(200);
  for (let i = 0; i < 5; i++) {
    const name = `perm${i}${Date.now()}`;
    const created = await client.post(
      ApiPaths.users,
      { username: name, email: `${name}@example.test`, employee_id: name.toUpperCase(), first_name: 'Ada', last_name: 'Rossi', password: 'Pw-perms-2026' },
      login.body.access,
    );
    expect(created.status).toBe(201);
  }
}
