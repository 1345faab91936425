/** Query parameters of a GET; undefined, null and '' are left out so optional filters vanish from the URL. */
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** `path` with the non-empty `params` appended as a URL query (URLSearchParams is not in the core's library). */
export function withQuery(path: string, params: QueryParams): string {
  const pairs = Object.entries(params)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  if (pairs.length === 0) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${pairs.join('&')}`;
}
