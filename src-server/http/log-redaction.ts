/**
 * What must never reach the server log (docs/security.md "Logs"): a pin, a document number, an
 * invitation or session token. Requests are logged by method and URL only (never headers or
 * bodies), the URL with these taken out; every finished log line is scrubbed as well, so an
 * error message quoting a request cannot carry them either.
 */
const SENSITIVE_QUERY_KEYS = new Set([
  'pin',
  'passserial',
  'passnum',
  'docseries',
  'docnumber',
  'representativepin',
  'token',
  'invite',
  'handoff',
  'jwt',
  'phone',
  'nonce',
]);

/** Path segments after these hold a secret themselves (`/api/invitations/{token}`). */
const SECRET_AFTER = new Set(['invitations']);

const REDACTED = '[redacted]';
/** 14 digits on their own; the decimals of a number (`"responseTime":135.27091600000001`) are not a pin, and cutting them would break the JSON line. */
const PIN = /(?<![0-9]|[0-9]\.)[0-9]{14}(?![0-9])/g;
const PASSPORT = /(?<![A-Za-z])[A-Za-z]{2}[ -]?[0-9]{7}(?![0-9])/g;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOKEN = /[A-Za-z0-9_-]{32,}/g;

/** A text (a URL, a whole JSON log line) with pins, passport-like numbers and token-like runs (not uuids) replaced. */
export function scrubText(text: string): string {
  return text
    .replace(PIN, REDACTED)
    .replace(PASSPORT, REDACTED)
    .replace(TOKEN, (run) => (UUID.test(run) ? run : REDACTED));
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const [key = '', ...rest] = pair.split('=');
      let name = key;
      try {
        name = decodeURIComponent(key);
      } catch {
        // a malformed key is logged scrubbed like any text
      }
      return SENSITIVE_QUERY_KEYS.has(name.toLowerCase()) ? `${key}=${REDACTED}` : scrubText([key, ...rest].join('='));
    })
    .join('&');
}

/** The request URL as the log may hold it. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const segments = path.split('/');
  const safePath = segments.map((segment, index) => (index > 0 && SECRET_AFTER.has(segments[index - 1] ?? '') ? REDACTED : scrubText(segment))).join('/');
  return queryAt === -1 ? safePath : `${safePath}?${redactQuery(url.slice(queryAt + 1))}`;
}
