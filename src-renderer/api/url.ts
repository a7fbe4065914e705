export type QueryValue = string | number | boolean | null | undefined;

/**
 * The path of a call under the API base (spec §7: base path `/api`). The domain's route constants
 * already carry it (`AUTH_ROUTES.auth` is `/api/auth`); a short path (`/auth`) gets it added.
 */
export function apiPath(path: string): string {
  const absolute = path.startsWith('/') ? path : `/${path}`;
  return absolute === '/api' || absolute.startsWith('/api/') ? absolute : `/api${absolute}`;
}

/** `?a=1&b=x`, leaving out absent values; empty when nothing is left. */
export function queryString(query: Readonly<Record<string, QueryValue>> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
