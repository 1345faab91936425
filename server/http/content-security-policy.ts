import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_MAP_TILE_URL, DEFAULT_NOMINATIM_URL } from '../../src/core/domain';


/** The hosts the built SPA talks to: the same variables the build inlined (README, "Build-time settings"). */
export interface SpaHosts {
  apiBaseUrl?: string;
  nominatimUrl?: string;
  mapTileUrl?: string;
}

export type CspDirectives = Record<string, string[]>;

/**
 * The page's Content-Security-Policy (README, "Security headers"): scripts only from the server, plus the inline
 * scripts of the built index.html allowed one by one by their hash (Parcel writes the import map inline, and a CSP
 * governs import maps as it does scripts); no plugin content, no framing, no foreign form targets or base URL.
 */
export function contentSecurityPolicy(webDir: string, hosts: SpaHosts): CspDirectives {
  const tiles = origin('MAP_TILE_URL', hosts.mapTileUrl || DEFAULT_MAP_TILE_URL);
  const geocoder = origin('NOMINATIM_URL', hosts.nominatimUrl || DEFAULT_NOMINATIM_URL);
  const api = hosts.apiBaseUrl ? [origin('API_BASE_URL', hosts.apiBaseUrl)] : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes(webDir)],
    // antd's CSS-in-JS writes its rules into <style> elements at run time (the admin and desktop screens), with
    // no nonce to give it on a page served as a static file: inline styles must be allowed. Styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    // data:/blob: for icons and the images OpenLayers and the pages make themselves; the map's tiles.
    'img-src': unique(["'self'", 'data:', 'blob:', tiles]),
    // The geocoder of the location dialog, the tiles the service worker may fetch, an API on another origin.
    'connect-src': unique(["'self'", geocoder, tiles, ...api]),
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** `'sha256-…'` of every inline <script> of the built page, as the browser hashes it (the text between the tags). */
export function inlineScriptHashes(webDir: string): string[] {
  const page = join(webDir, 'index.html');
  if (!existsSync(page)) return [];
  const html = readFileSync(page, 'utf8');
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(attributes) || body === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return unique(hashes);
}

/**
 * A CSP source for the host of a URL or URL template. A tile template may pick a sub-domain per tile
 * (`https://{a-c}.tile.example/…`): a placeholder label becomes the wildcard `*`.
 */
function origin(variable: string, url: string): string {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(url.trim());
  if (!match) throw new Error(`${variable} must be an http(s) URL (got "${url}")`);
  const host = match[2].replace(/^\{[^}]*\}(?=\.)/, '*');
  if (/[{}\s]/.test(host)) throw new Error(`${variable} has a placeholder the page's security policy cannot express: "${url}"`);
  return `${match[1].toLowerCase()}://${host.toLowerCase()}`;
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

/** The header's text: each directive with its values, separated by ';' (as helmet wrote it). */
export function cspHeaderValue(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join(';');
}
