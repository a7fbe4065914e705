import { loadavg } from 'node:os';
import { PerformanceObserver } from 'node:perf_hooks';

/** What a stall's warning says of it. */
export interface StallFields {
  stalledMs: number;
  /** CPU time the event loop's own thread used meanwhile (the face analysis's threads not counted). */
  threadCpuMs: number;
  /** Of which garbage collection. */
  gcMs: number;
  /** The machine's one-minute load average when it ended. */
  load1: number;
}

/** Shape of the logger a stall is written to (the server's pino logger fits). */
export interface StallLog {
  warn(fields: StallFields, message: string): void;
}

/**
 * Writes a warning when this process's event loop was held up for `warnAfterMs` or more: while
 * it is, no request, pong or timer of anyone on the process is served, and time-outs fall due
 * together (src-server/http/idle-timer.ts). The metric (`nodejs_eventloop_lag_*`) shows the trend;
 * the log line dates the one stall an operator, or a failed test's report, is looking for, and
 * says what kind it was: `threadCpuMs` near `stalledMs` is the loop's own work (`gcMs` of it
 * garbage collection); far under it, the thread waited — a synchronous call into the disk
 * (SQLite's flush) or a machine that gave it no CPU (`load1` over its cores).
 */
export function watchLoopStalls(log: StallLog, { everyMs = 250, warnAfterMs = 1_000 } = {}): () => void {
  let gcTotal = 0;
  const gc = new PerformanceObserver((entries) => {
    for (const entry of entries.getEntries()) gcTotal += entry.duration;
  });
  gc.observe({ entryTypes: ['gc'] });
  let due = performance.now() + everyMs;
  let cpu = process.threadCpuUsage();
  let gcAtTick = gcTotal;
  // A collection's entry reaches the observer only after the loop is free again, past the tick
  // that sees the stall: the warning waits for the next tick, its GC time read over both.
  let pending: { fields: Omit<StallFields, 'gcMs'>; gcFrom: number } | null = null;
  const timer = setInterval(() => {
    const now = performance.now();
    const late = now - due;
    due = now + everyMs;
    const used = process.threadCpuUsage(cpu);
    cpu = process.threadCpuUsage();
    if (pending) {
      log.warn({ ...pending.fields, gcMs: Math.round(gcTotal - pending.gcFrom) }, 'event loop held up');
      pending = null;
    }
    if (late >= warnAfterMs) {
      const fields = {
        stalledMs: Math.round(late),
        threadCpuMs: Math.round((used.user + used.system) / 1000),
        load1: Math.round((loadavg()[0] ?? 0) * 10) / 10,
      };
      pending = { fields, gcFrom: gcAtTick };
    }
    gcAtTick = gcTotal;
  }, everyMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    gc.disconnect();
  };
}
