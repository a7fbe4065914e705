/**
 * A terminal talks to the API over https. Plain http is accepted only for a loopback host, so
 * a developer machine or the end-to-end setup can use the local reference server while a
 * real terminal can never be configured to send citizens' data in the clear.
 */
const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isAcceptableApiUrl(apiBaseUrl: string): boolean {
  let url: URL;
  try {
    url = new URL(apiBaseUrl);
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
}
