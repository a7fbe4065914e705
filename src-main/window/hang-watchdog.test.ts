import { describe, expect, it } from 'vitest';
import { createHangWatchdog, type WatchdogTimers } from './hang-watchdog.ts';

/** A hand-driven clock: `advance` runs the interval callback once per elapsed interval. */
function manualTimers() {
  let now = 0;
  let callback: (() => void) | null = null;
  let interval = 0;
  const timers: WatchdogTimers = {
    setInterval: (cb, ms) => {
      callback = cb;
      interval = ms;
      return 1;
    },
    clearInterval: () => (callback = null),
    now: () => now,
  };
  const advance = async (ms: number) => {
    for (let elapsed = interval; elapsed <= ms; elapsed += interval) {
      now += interval;
      callback?.();
      await Promise.resolve();
      await Promise.resolve();
    }
  };
  return { timers, advance, running: () => callback !== null };
}

describe('hang watchdog (renderer hang → back at the start within 5 s)', () => {
  it('never fires while the page answers its pings', async () => {
    const { timers, advance } = manualTimers();
    let hangs = 0;
    const watchdog = createHangWatchdog({ ping: () => Promise.resolve(1), isLoading: () => false, onHang: () => (hangs += 1), timers });
    watchdog.start();
    await advance(20_000);
    expect(hangs).toBe(0);
  });

  it('fires 2.5 s after a ping that is never answered, once per hang', async () => {
    const { timers, advance } = manualTimers();
    let hangs = 0;
    const watchdog = createHangWatchdog({ ping: () => new Promise(() => {}), isLoading: () => false, onHang: () => (hangs += 1), timers });
    watchdog.start();
    await advance(2_500);
    expect(hangs).toBe(0);
    await advance(500);
    expect(hangs).toBe(1);
    watchdog.reset();
    await advance(500);
    expect(hangs).toBe(1);
  });

  it('does not count a page that is loading, nor a ping rejected by a navigation', async () => {
    const { timers, advance } = manualTimers();
    let loading = true;
    let hangs = 0;
    const watchdog = createHangWatchdog({
      ping: () => Promise.reject(new Error('context destroyed')),
      isLoading: () => loading,
      onHang: () => (hangs += 1),
      timers,
    });
    watchdog.start();
    await advance(10_000);
    loading = false;
    await advance(10_000);
    expect(hangs).toBe(0);
  });

  it('stops pinging when stopped', async () => {
    const { timers, running } = manualTimers();
    const watchdog = createHangWatchdog({ ping: () => Promise.resolve(), isLoading: () => false, onHang: () => {}, timers });
    watchdog.start();
    expect(running()).toBe(true);
    watchdog.stop();
    expect(running()).toBe(false);
  });
});
