import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { PerformanceObserver } from 'node:perf_hooks';

/** What a stall's warning says of it. */
export interface StallFields {
  stalledMs: number;
  /** CPU time the event loop's own thread used meanwhile (the face analysis's threads not counted). */
  threadCpuMs: number;
  /** The garbage collector's pauses meanwhile, by the clock (a pause the machine starved counts whole). */
  gcMs: number;
  /**
   * Linux only: how long the thread was ready to run but waited for a CPU, and how long it was
   * neither running nor waiting for a CPU — blocked in a system call (the disk).
   */
  runQueueMs?: number;
  blockedMs?: number;
  /** The machine's one-minute load average when it ended. */
  load1: number;
}

/** The event loop thread's time on a CPU and waiting for one, in ns (Linux's schedstat), or null elsewhere. */
function schedulerTimes(): { runNs: number; queuedNs: number } | null {
  try {
    const [run, queued] = readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ').map(Number);
    return run === undefined || queued === undefined || Number.isNaN(run) || Number.isNaN(queued) ? null : { runNs: run, queuedNs: queued };
  } catch {
    return null;
  }
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
 * says what kind it was: `threadCpuMs` near `stalledMs` is the loop's own work (`gcMs` the
 * collector's pauses); far under it, the thread waited — for a CPU the machine did not give it
 * (`runQueueMs`; `load1` over its cores) or in a synchronous call into the disk, such as SQLite's
 * flush (`blockedMs`). The scheduler's figures are read from /proc (kept in memory, not on a
 * disk) each tick, on Linux only.
 */
export function watchLoopStalls(log: StallLog, { everyMs = 250, warnAfterMs = 1_000 } = {}): () => void {
  let gcTotal = 0;
  const gc = new PerformanceObserver((entries) => {
    for (const entry of entries.getEntries()) gcTotal += entry.duration;
  });
  gc.observe({ entryTypes: ['gc'] });
  let due = performance.now() + everyMs;
  let cpu = process.threadCpuUsage();
  let scheduler = schedulerTimes();
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
    const schedulerBefore = scheduler;
    scheduler = schedulerTimes();
    if (pending) {
      log.warn({ ...pending.fields, gcMs: Math.round(gcTotal - pending.gcFrom) }, 'event loop held up');
      pending = null;
    }
    if (late >= warnAfterMs) {
      const fields: Omit<StallFields, 'gcMs'> = {
        stalledMs: Math.round(late),
        threadCpuMs: Math.round((used.user + used.system) / 1000),
        load1: Math.round((loadavg()[0] ?? 0) * 10) / 10,
      };
      if (schedulerBefore && scheduler) {
        // Over the tick-to-tick window the CPU time is read over too: the stall and one period.
        const runMs = (scheduler.runNs - schedulerBefore.runNs) / 1e6;
        fields.runQueueMs = Math.round((scheduler.queuedNs - schedulerBefore.queuedNs) / 1e6);
        fields.blockedMs = Math.max(0, Math.round(late + everyMs - runMs - fields.runQueueMs));
      }
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
