/**
 * The server log as a person at a terminal reads it (`npm start`, `npm run serve`): one short line
 * per entry instead of pino's JSON. Production keeps the JSON (`NODE_ENV=production` or
 * `LOG_FORMAT=json`, config.ts) for log collectors. The lines reach this after the redaction
 * hook (plugins/request-log.ts), so nothing secret is printed here either.
 *
 * Fastify logs each request twice, "incoming request" (with the method and URL) and "request
 * completed" (with the status and time, tied to the first by `reqId`): the first is held, the
 * second printed as `GET /api/health 200 3 ms`, so a request is one line at most.
 */

const LEVELS: Readonly<Record<number, string>> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

interface PinoLine {
  level?: number;
  reqId?: string;
  time?: number;
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string; stack?: string };
}

/** The time of day in UTC, as the JSON lines' epoch times are. */
const clock = (time: number | undefined) => (time === undefined ? '--:--:--' : new Date(time).toISOString().slice(11, 19));

type Requests = Map<string, { method?: string; url?: string }>;

/** Requests begun and not finished yet, by reqId; a bound, so requests that never finish cannot fill memory. */
const MAX_OPEN_REQUESTS = 10_000;

/** The line as JSON, or null for a line that is not (it is then passed on as it is). */
function parse(json: string): PinoLine | null {
  try {
    return JSON.parse(json) as PinoLine;
  } catch {
    return null;
  }
}

/**
 * One JSON log line → its readable form (no trailing newline), or null for a line not worth a
 * reader's attention. `requests` carries each request's method and URL from its first line to its last.
 */
export function readableLogLine(json: string, requests: Requests = new Map()): string | null {
  const entry = parse(json);
  if (entry === null) return json.trimEnd();
  if (entry.msg === 'incoming request') {
    if (entry.reqId !== undefined && entry.req && requests.size < MAX_OPEN_REQUESTS) requests.set(entry.reqId, entry.req);
    return null;
  }
  const level = (LEVELS[entry.level ?? 30] ?? 'INFO').padEnd(5);
  const head = `${clock(entry.time)} ${level}`;
  if (entry.msg === 'request completed') {
    const req = entry.req ?? (entry.reqId === undefined ? undefined : requests.get(entry.reqId));
    if (entry.reqId !== undefined) requests.delete(entry.reqId);
    const took = entry.responseTime === undefined ? '' : ` ${Math.round(entry.responseTime)} ms`;
    return `${head} ${req?.method ?? '?'} ${req?.url ?? '?'} ${entry.res?.statusCode ?? ''}${took}`;
  }
  const where = entry.req ? ` (${entry.req.method ?? ''} ${entry.req.url ?? ''})` : '';
  const error = entry.err?.stack ?? entry.err?.message;
  return `${head} ${entry.msg ?? ''}${where}${error && !(entry.msg ?? '').includes(error) ? `\n${error}` : ''}`;
}

/** A pino destination that writes each line readable to `out` (process.stdout). */
export function readableLogStream(out: { write(text: string): unknown }): { write(line: string): void } {
  const requests: Requests = new Map();
  return {
    write(line: string) {
      for (const part of line.split('\n')) {
        if (part.trim() === '') continue;
        const shown = readableLogLine(part, requests);
        if (shown !== null) out.write(`${shown}\n`);
      }
    },
  };
}
