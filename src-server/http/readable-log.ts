/**
 * The server log as a person at a terminal reads it (`npm start`, `npm run serve`): one short line
 * per entry instead of pino's JSON. Production keeps the JSON (`NODE_ENV=production` or
 * `LOG_FORMAT=json`, config.ts) for log collectors. The lines reach this after the redaction
 * hook (plugins/request-log.ts), so nothing secret is printed here either.
 *
 * Fastify logs each request twice, "incoming request" and "request completed": the first is
 * dropped, the second printed as `GET /api/health 200 3 ms`, so a request is one line at most.
 */

const LEVELS: Readonly<Record<number, string>> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

interface PinoLine {
  level?: number;
  time?: number;
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string; stack?: string };
}

const clock = (time: number | undefined) => (time === undefined ? '--:--:--' : new Date(time).toISOString().slice(11, 19));

/** One JSON log line → its readable form (no trailing newline), or null for a line not worth a reader's attention. */
export function readableLogLine(json: string): string | null {
  let entry: PinoLine;
  try {
    entry = JSON.parse(json) as PinoLine;
  } catch {
    return json.trimEnd();
  }
  if (entry.msg === 'incoming request') return null;
  const level = (LEVELS[entry.level ?? 30] ?? 'INFO').padEnd(5);
  const head = `${clock(entry.time)} ${level}`;
  if (entry.msg === 'request completed' && entry.req) {
    const took = entry.responseTime === undefined ? '' : ` ${Math.round(entry.responseTime)} ms`;
    return `${head} ${entry.req.method ?? ''} ${entry.req.url ?? ''} ${entry.res?.statusCode ?? ''}${took}`;
  }
  const where = entry.req ? ` (${entry.req.method ?? ''} ${entry.req.url ?? ''})` : '';
  const error = entry.err?.stack ?? entry.err?.message;
  return `${head} ${entry.msg ?? ''}${where}${error && !(entry.msg ?? '').includes(error) ? `\n${error}` : ''}`;
}

/** A pino destination that writes each line readable to `out` (process.stdout). */
export function readableLogStream(out: { write(text: string): unknown }): { write(line: string): void } {
  return {
    write(line: string) {
      for (const part of line.split('\n')) {
        if (part.trim() === '') continue;
        const shown = readableLogLine(part);
        if (shown !== null) out.write(`${shown}\n`);
      }
    },
  };
}
