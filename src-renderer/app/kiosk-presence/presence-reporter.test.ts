import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TerminalPresence } from '../../../src-domain/kiosk/terminal-presence.ts';
import { createPresenceReporter, PRESENCE_TOUCH_REPORT_MS, type PresenceParts } from './presence-reporter.ts';

const nobody: PresenceParts = { session: false, visit: false, activities: [], camera: false, microphone: false };

let sent: TerminalPresence[];
const send = async (presence: TerminalPresence) => void sent.push(presence);
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
  sent = [];
});
afterEach(() => vi.useRealTimers());

describe('the kiosk presence report (docs/decisions/0025-kiosk-updates-staged-idle-only-rollback.md)', () => {
  it('reports at once whenever who is there changes, and not again for the same', async () => {
    const reporter = createPresenceReporter({ send });
    reporter.update(nobody);
    reporter.update({ ...nobody });
    reporter.update({ ...nobody, visit: true, activities: ['face-check'], camera: true });
    reporter.update({ ...nobody, visit: true, activities: ['face-check'], camera: true });
    reporter.update({ ...nobody, session: true, visit: true, activities: ['call'], camera: true, microphone: true });
    await flush();
    expect(sent).toEqual([
      { ...nobody, lastTouchAgoMs: null },
      { ...nobody, visit: true, activities: ['face-check'], camera: true, lastTouchAgoMs: null },
      { ...nobody, session: true, visit: true, activities: ['call'], camera: true, microphone: true, lastTouchAgoMs: null },
    ]);
  });

  it('reports a touch after a quiet while at once, a stream of touches at most once a window, with the age of the last one', async () => {
    const reporter = createPresenceReporter({ send });
    reporter.update({ ...nobody, visit: true });
    await vi.advanceTimersByTimeAsync(60_000);
    reporter.touch();
    await flush();
    expect(sent.at(-1)).toEqual({ ...nobody, visit: true, lastTouchAgoMs: 0 });
    for (let i = 0; i < 20; i += 1) {
      await vi.advanceTimersByTimeAsync(300);
      reporter.touch();
    }
    // 6 s of touches: one report at the end of the window, telling the latest.
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(PRESENCE_TOUCH_REPORT_MS - 6_000);
    expect(sent).toHaveLength(3);
    expect(sent.at(-1)?.lastTouchAgoMs).toBe(4_000);
    await vi.advanceTimersByTimeAsync(5 * PRESENCE_TOUCH_REPORT_MS);
    expect(sent).toHaveLength(3);
  });

  it('sends in order even when main answers late, and survives a refused report', async () => {
    const answers: (() => void)[] = [];
    const order: boolean[] = [];
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reporter = createPresenceReporter({
      send: (presence) => {
        order.push(presence.session);
        if (order.length === 1) return Promise.reject(new Error('kiosk-bridge:bad_args'));
        return new Promise<void>((resolve) => answers.push(resolve));
      },
    });
    reporter.update({ ...nobody, session: true });
    reporter.update(nobody);
    reporter.update({ ...nobody, session: true });
    await flush();
    expect(order).toEqual([true, false]);
    answers.shift()?.();
    await flush();
    expect(order).toEqual([true, false, true]);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  it('sends nothing after it is disposed', async () => {
    const reporter = createPresenceReporter({ send });
    reporter.update(nobody);
    await flush();
    reporter.touch();
    reporter.dispose();
    await vi.advanceTimersByTimeAsync(PRESENCE_TOUCH_REPORT_MS);
    reporter.update({ ...nobody, session: true });
    await flush();
    expect(sent).toHaveLength(1);
  });
});
