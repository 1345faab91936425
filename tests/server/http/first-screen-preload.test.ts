/**
 * The page announces the files of the screen it opens on (docs/behaviour.md, "First load"): a phone asking for
 * /dashboard is told, in a `Link` header, to fetch the mobile dashboard's scripts and style sheet together with
 * the entry; a desktop browser the desktop dashboard's; other screens nothing. The list comes from the build
 * (screen-chunks.json, written by the Parcel reporter in scripts/parcel); a build without it announces nothing.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { screenPreloadLinks } from '../../../server/http/screen-preload';
import { startTestServer, type TestServer } from '../support/test-server';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** What a browser sends when it opens a page. */
const PAGE = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

const SCREEN_CHUNKS = {
  'src/ui/app/app-config-provider.tsx': ['/app-config-provider.aaaa0001.js', '/shared.aaaa0002.js'],
  'src/ui/dashboard/desktop/desktop-dashboard.tsx': ['/desktop-dashboard.bbbb0001.js', '/shared.aaaa0002.js', '/desktop-dashboard.bbbb0002.css'],
  'src/ui/dashboard/mobile/mobile-dashboard.tsx': ['/mobile-dashboard.cccc0001.js', '/mobile-dashboard.cccc0002.js', '/mobile-dashboard.cccc0003.css'],
  'src/ui/history/history.page.tsx': ['/history.page.dddd0001.js'],
};

function webDirWith(chunks?: object): string {
  const dir = mkdtempSync(join(tmpdir(), 'timbrature-web-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html lang="it"><title>Timbrature</title></html>');
  if (chunks) writeFileSync(join(dir, 'screen-chunks.json'), JSON.stringify(chunks));
  return dir;
}

describe('the page announces the first screen’s files', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { webDir: webDirWith(SCREEN_CHUNKS) } });
  });
  afterAll(() => server.close());

  const open = (path: string, userAgent: string) => fetch(`${server.url}${path}`, { headers: { 'user-agent': userAgent, accept: PAGE } });

  it.each([['an iPhone', IPHONE], ['an Android phone', ANDROID]])('%s opening /dashboard gets the mobile dashboard’s scripts and style sheet', async (_name, agent) => {
    const answer = await open('/dashboard', agent);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('<title>Timbrature</title>');
    expect(answer.headers.get('link')).toBe(
      '</mobile-dashboard.cccc0001.js>; rel=modulepreload, </mobile-dashboard.cccc0002.js>; rel=modulepreload, </mobile-dashboard.cccc0003.css>; rel=preload; as=style',
    );
  });

  it('a desktop browser gets the desktop dashboard’s files and the theme it waits for, each file once', async () => {
    const answer = await open('/dashboard', WINDOWS);
    expect(answer.headers.get('link')).toBe(
      '</desktop-dashboard.bbbb0001.js>; rel=modulepreload, </shared.aaaa0002.js>; rel=modulepreload, </desktop-dashboard.bbbb0002.css>; rel=preload; as=style, </app-config-provider.aaaa0001.js>; rel=modulepreload',
    );
  });

  it('the query string does not matter', async () => {
    expect((await open('/dashboard?from=home', IPHONE)).headers.get('link')).toContain('/mobile-dashboard.cccc0001.js');
  });

  it.each(['/login', '/timesheets', '/help'])('%s announces nothing (the login is in the entry; other screens are not where the app opens)', async (path) => {
    const answer = await open(path, IPHONE);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('link')).toBeNull();
  });

  it('a script the build lacks is a 404, not the page with hints', async () => {
    const answer = await fetch(`${server.url}/mobile-dashboard.cccc0001.js`, { headers: { 'user-agent': IPHONE, accept: '*/*' } });
    expect(answer.status).toBe(404);
    expect(answer.headers.get('link')).toBeNull();
  });
});

describe('a build without the list', () => {
  it('announces nothing and still serves the page', async () => {
    const server = await startTestServer({ config: { webDir: webDirWith() } });
    try {
      const answer = await fetch(`${server.url}/dashboard`, { headers: { 'user-agent': IPHONE, accept: PAGE } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('link')).toBeNull();
    } finally {
      await server.close();
    }
  });

  it('a list that names none of the dashboard’s modules announces nothing', () => {
    const preload = screenPreloadLinks(webDirWith({ 'src/ui/history/history.page.tsx': ['/history.page.dddd0001.js'] }));
    expect(preload('/dashboard', IPHONE)).toBeUndefined();
    expect(preload('/dashboard', WINDOWS)).toBeUndefined();
  });
});
