/** Holds this process's event loop for `ms`, as a long synchronous step or a starved CPU would. */
export function holdTheLoop(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

/**
 * Holds the event loop with its own work until its thread has used `cpuMs` of CPU, allocating
 * as it goes (so the garbage collector runs meanwhile): however loaded the machine, the stall is
 * the thread's own.
 */
export function holdTheLoopWorking(cpuMs: number): void {
  const start = process.threadCpuUsage();
  let garbage: number[][] = [];
  for (;;) {
    const used = process.threadCpuUsage(start);
    if (used.user + used.system >= cpuMs * 1000) return;
    for (let i = 0; i < 1_000; i += 1) garbage.push([i, i + 1, i + 2]);
    if (garbage.length > 100_000) garbage = [];
  }
}

/** Holds the event loop for `ms` without using the CPU, as a synchronous call into the disk would. */
export function holdTheLoopWaiting(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
