/** Shape of the logger a stall is written to (the server's pino logger fits). */
export interface StallLog {
  warn(fields: { stalledMs: number }, message: string): void;
}

/**
 * Writes a warning when this process's event loop was held up for `warnAfterMs` or more: while
 * it is, no request, pong or timer of anyone on the process is served, and time-outs fall due
 * together (src-server/http/idle-timer.ts). The metric (`nodejs_eventloop_lag_*`) shows the trend;
 * the log line dates the one stall an operator, or a failed test's report, is looking for.
 */
export function watchLoopStalls(log: StallLog, { everyMs = 250, warnAfterMs = 1_000 } = {}): () => void {
  let due = performance.now() + everyMs;
  const timer = setInterval(() => {
    const now = performance.now();
    const late = now - due;
    due = now + everyMs;
    if (late >= warnAfterMs) log.warn({ stalledMs: Math.round(late) }, 'event loop held up');
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
