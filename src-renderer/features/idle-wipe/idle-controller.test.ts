import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleController, type IdleController } from './idle-controller.ts';

const timings = { idleMs: 120_000, countdownMs: 20_000 };

let wipes: number;
let controller: IdleController;

function start(onExpire: () => Promise<void> | void = () => void (wipes += 1)) {
  controller = createIdleController({ timings, onExpire });
  return controller;
}

const phase = () => controller.getState().phase;
const secondsLeft = () => {
  const state = controller.getState();
  return state.phase === 'asking' ? state.secondsLeft : null;
};

beforeEach(() => {
  vi.useFakeTimers();
  wipes = 0;
});

afterEach(() => {
  controller.dispose();
  vi.useRealTimers();
});

describe('kiosk idle controller (docs/architecture.md Kiosk behaviour: idle time, visible countdown, wipe)', () => {
  it('rests on a terminal nobody has touched since the last wipe: nothing to ask, nothing to wipe', () => {
    start();
    vi.advanceTimersByTime(10 * 60_000);
    expect(phase()).toBe('resting');
    expect(wipes).toBe(0);
  });

  it('asks exactly at the idle time after the last activity, counts down each second, then wipes once', async () => {
    start();
    controller.activity();
    vi.advanceTimersByTime(timings.idleMs - 1);
    expect(phase()).toBe('watching');
    vi.advanceTimersByTime(1);
    expect(controller.getState()).toEqual({ phase: 'asking', secondsLeft: 20 });
    vi.advanceTimersByTime(1000);
    expect(secondsLeft()).toBe(19);
    vi.advanceTimersByTime(18_000);
    expect(secondsLeft()).toBe(1);
    expect(wipes).toBe(0);
    vi.advanceTimersByTime(1000);
    expect(phase()).toBe('wiping');
    await vi.waitFor(() => expect(phase()).toBe('resting'));
    expect(wipes).toBe(1);
    vi.advanceTimersByTime(10 * 60_000);
    expect(wipes).toBe(1);
  });

  it('counts the idle time from the latest activity', () => {
    start();
    controller.activity();
    vi.advanceTimersByTime(100_000);
    controller.activity();
    vi.advanceTimersByTime(100_000);
    expect(phase()).toBe('watching');
    vi.advanceTimersByTime(20_000);
    expect(phase()).toBe('asking');
  });

  it('"continue" keeps the session and starts a whole idle time again; other activity does not answer the question', () => {
    start();
    controller.activity();
    vi.advanceTimersByTime(timings.idleMs + 5_000);
    controller.activity();
    expect(secondsLeft()).toBe(15);
    controller.stillHere();
    expect(phase()).toBe('watching');
    vi.advanceTimersByTime(timings.idleMs - 1);
    expect(phase()).toBe('watching');
    vi.advanceTimersByTime(1);
    expect(phase()).toBe('asking');
    expect(wipes).toBe(0);
  });

  it('never asks or wipes while held (a call, a face check, a device test …); the idle time restarts when the hold ends', () => {
    start();
    controller.activity();
    vi.advanceTimersByTime(60_000);
    controller.setHeld(true);
    vi.advanceTimersByTime(30 * 60_000);
    expect(phase()).toBe('held');
    expect(wipes).toBe(0);
    controller.setHeld(false);
    vi.advanceTimersByTime(timings.idleMs - 1);
    expect(phase()).toBe('watching');
    vi.advanceTimersByTime(1);
    expect(phase()).toBe('asking');
  });

  it('a hold taken while asking closes the question', () => {
    start();
    controller.activity();
    vi.advanceTimersByTime(timings.idleMs);
    expect(phase()).toBe('asking');
    controller.setHeld(true);
    vi.advanceTimersByTime(timings.countdownMs * 2);
    expect(phase()).toBe('held');
    expect(wipes).toBe(0);
  });

  it('rests after a wipe made elsewhere (the header’s logout): nobody is asked on the empty login page', () => {
    start();
    controller.activity();
    vi.advanceTimersByTime(60_000);
    controller.rest();
    expect(phase()).toBe('resting');
    vi.advanceTimersByTime(10 * 60_000);
    expect(phase()).toBe('resting');
    expect(wipes).toBe(0);
    controller.activity();
    expect(phase()).toBe('watching');
    controller.setHeld(true);
    controller.rest();
    expect(phase()).toBe('held');
  });

  it('wipes as soon as a late timer fires after the deadline: a throttled timer cannot stretch the countdown', () => {
    start();
    controller.activity();
    vi.advanceTimersByTime(timings.idleMs);
    expect(phase()).toBe('asking');
    // The machine slept: the clock moved on 25 s while no timer ran.
    vi.setSystemTime(Date.now() + 25_000);
    vi.advanceTimersByTime(1000);
    expect(phase()).toBe('wiping');
  });

  it('rests after a failed wipe too, and reports it', async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    start(() => Promise.reject(new Error('bridge gone')));
    controller.activity();
    vi.advanceTimersByTime(timings.idleMs + timings.countdownMs);
    await vi.waitFor(() => expect(phase()).toBe('resting'));
    expect(report).toHaveBeenCalledWith('kiosk idle wipe failed', expect.any(Error));
    report.mockRestore();
  });

  it('tells subscribers about every change and stops for good when disposed', () => {
    start();
    const seen: string[] = [];
    controller.subscribe(() => seen.push(phase()));
    controller.activity();
    vi.advanceTimersByTime(timings.idleMs + 1000);
    expect(seen).toEqual(['watching', 'asking', 'asking']);
    controller.dispose();
    vi.advanceTimersByTime(timings.countdownMs);
    expect(wipes).toBe(0);
  });
});
