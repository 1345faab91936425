import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hasMobileUserAgent } from '../../src/core/domain';

/**
 * The lazily loaded modules each client path shows first, per kind of device: the dashboard's variant, the bindings
 * of its stores (the composition root's 'dashboard' area, a chunk of its own) and, on the desktop, the antd theme
 * every desktop screen waits for. Keys of the build's `screen-chunks.json`
 * (scripts/parcel/screen-chunks-reporter.cjs).
 */
const DASHBOARD_AREA = 'src/composition/modules/dashboard.module.ts';
const FIRST_SCREEN: Record<string, { mobile: string[]; desktop: string[] }> = {
  '/dashboard': {
    mobile: ['src/ui/dashboard/mobile/mobile-dashboard.tsx', DASHBOARD_AREA],
    desktop: ['src/ui/dashboard/desktop/desktop-dashboard.tsx', DASHBOARD_AREA, 'src/ui/app/app-config-provider.tsx'],
  },
};

export type ScreenPreload = (path: string, userAgent: string | undefined) => string | undefined;

/**
 * Builds the `Link` header that announces, with the page itself, the files of the screen a path opens on
 * (docs/behaviour.md, "First load"): the browser then fetches them together with the entry script instead of
 * after it has run, which is a whole round trip less before the dashboard paints on a slow connection.
 * Only the device kind a server can see (the user agent's mobile keywords) chooses the variant; a wrong guess
 * costs a download the app would not use, never a wrong screen. Without the build's list nothing is announced.
 */
export function screenPreloadLinks(webDir: string): ScreenPreload {
  const listFile = join(webDir, 'screen-chunks.json');
  if (!existsSync(listFile)) return () => undefined;
  const chunks = JSON.parse(readFileSync(listFile, 'utf8')) as Record<string, string[]>;
  const headers = new Map<string, string>();
  for (const [path, variants] of Object.entries(FIRST_SCREEN)) {
    for (const [kind, modules] of Object.entries(variants)) {
      const files = [...new Set(modules.flatMap((module) => chunks[module] ?? []))];
      if (files.length > 0) headers.set(`${path} ${kind}`, files.map(linkTo).join(', '));
    }
  }
  return (path, userAgent) => headers.get(`${path} ${hasMobileUserAgent(userAgent ?? '') ? 'mobile' : 'desktop'}`);
}

/** Module scripts go to the module map (modulepreload); style sheets to the preload cache. */
function linkTo(file: string): string {
  return file.endsWith('.css') ? `<${file}>; rel=preload; as=style` : `<${file}>; rel=modulepreload`;
}
