import { describe, expect, it, vi } from 'vitest';
import { holdTheLoopWaiting, holdTheLoopWorking } from '../test-support/hold-the-loop.ts';
import { type StallFields, watchLoopStalls } from './loop-stalls.ts';

/** The server's warning of a held-up event loop (src-server/start-server.ts). */
describe('watchLoopStalls', () => {
  async function stallOf(hold: () => void): Promise<StallFields> {
    const warn = vi.fn();
    const stop = watchLoopStalls({ warn }, { everyMs: 20, warnAfterMs: 300 });
    try {
      await new Promise((tick) => setTimeout(tick, 30));
      hold();
      await vi.waitFor(() => expect(warn).toHaveBeenCalled());
      expect(warn).toHaveBeenCalledTimes(1);
      const [fields, message] = warn.mock.calls[0] as [StallFields, string];
      expect(message).toBe('event loop held up');
      return fields;
    } finally {
      stop();
    }
  }

  it('warns once of a stall of the loop’s own work: how long, the thread’s CPU and the collector’s part', async () => {
    const fields = await stallOf(() => holdTheLoopWorking(400));
    expect(fields.stalledMs).toBeGreaterThanOrEqual(300);
    expect(fields.threadCpuMs).toBeGreaterThanOrEqual(400);
    expect(fields.gcMs).toBeGreaterThan(0);
    expect(fields.load1).toBeGreaterThanOrEqual(0);
    // Linux's scheduler figures (the build machines'): working, or waiting for a CPU, is not blocked.
    expect(fields.blockedMs).toBeLessThan(fields.stalledMs / 2);
    expect(fields.runQueueMs).toBeGreaterThanOrEqual(0);
  });

  it('tells a thread that waited (a synchronous call into the disk) from one that worked: little CPU, the stall spent blocked', async () => {
    const fields = await stallOf(() => holdTheLoopWaiting(500));
    expect(fields.stalledMs).toBeGreaterThanOrEqual(300);
    expect(fields.threadCpuMs).toBeLessThan(fields.stalledMs / 2);
    // Asleep in the wait (as in a disk's flush): neither on a CPU nor queued for one.
    expect(fields.blockedMs).toBeGreaterThanOrEqual(400);
  });
});
