import { cspHeaderValue, type CspDirectives } from '../http/content-security-policy';

/**
 * The Content-Security-Policy of the API reference (/api/docs/*), instead of the SPA's (content-security-policy.ts):
 * the reference is Swagger UI's own page, whose scripts and style sheets are files of this server only: no inline
 * script nor style element (so no hash, no 'unsafe-inline'; the `style` attributes its React components set go through
 * the DOM, which the policy does not govern). It talks to this server only (the document, "Try it out") and needs none
 * of the SPA's map tiles or geocoder; its images are files of this server or data: URLs (Swagger UI's icons).
 */
export function apiDocsContentSecurityPolicy(): string {
  const directives: CspDirectives = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'font-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return cspHeaderValue(directives);
}
