import { describe, expect, it, vi } from 'vitest';
import { holdTheLoop } from '../test-support/hold-the-loop.ts';
import { watchLoopStalls } from './loop-stalls.ts';

/** The server's warning of a held-up event loop (src-server/start-server.ts). */
describe('watchLoopStalls', () => {
  it('warns once of a stall past the threshold, with how long it lasted', async () => {
    const warn = vi.fn();
    const stop = watchLoopStalls({ warn }, { everyMs: 20, warnAfterMs: 300 });
    try {
      await new Promise((tick) => setTimeout(tick, 30));
      holdTheLoop(500);
      await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
      const [fields, message] = warn.mock.calls[0] as [{ stalledMs: number }, string];
      expect(message).toBe('event loop held up');
      expect(fields.stalledMs).toBeGreaterThanOrEqual(300);
    } finally {
      stop();
    }
  });
});
