import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { printResults, reasonOf, runSections, type Section, type StrayErrorSource } from '../../bench/section-runner.ts';

/** Stray errors raised by the test instead of the process (vitest listens to the process's own). */
function strayErrors(): { source: StrayErrorSource; raise: (error: unknown) => void; listeners: () => number } {
  const events = new EventEmitter();
  return {
    source: (listener) => {
      events.on('error', listener);
      return () => events.off('error', listener);
    },
    raise: (error) => events.emit('error', error),
    listeners: () => events.listenerCount('error'),
  };
}

describe('the bench runs every section even when one fails (bench/section-runner.ts)', () => {
  it('a section that throws is a failed row with its reason, and the next section still runs', async () => {
    const stray = strayErrors();
    const ran: string[] = [];
    const cleanups: string[] = [];
    const lines: string[] = [];
    const results = await runSections(
      [
        ['bundle', async () => (ran.push('bundle'), false)],
        [
          'video',
          async () => {
            ran.push('video');
            throw new Error('page.goto: Target page, context or browser has been closed\nCall log: …');
          },
        ],
        ['fuzz', async () => (ran.push('fuzz'), true)],
      ],
      { timeoutMs: 60_000, strayErrors: stray.source, log: (line) => lines.push(line), afterEach: async () => void cleanups.push(ran.at(-1)!) },
    );
    expect(ran).toEqual(['bundle', 'video', 'fuzz']);
    expect(cleanups).toEqual(['bundle', 'video', 'fuzz']);
    expect(results.map(({ name, outcome, reason }) => ({ name, outcome, reason }))).toEqual([
      { name: 'bundle', outcome: 'ok', reason: undefined },
      { name: 'video', outcome: 'failed', reason: 'page.goto: Target page, context or browser has been closed' },
      { name: 'fuzz', outcome: 'over', reason: undefined },
    ]);
    expect(lines.some((line) => line.startsWith('\n(video) FAILED after'))).toBe(true);
    expect(stray.listeners()).toBe(0);
  });

  it('a section that throws before returning a promise fails alike', async () => {
    const stray = strayErrors();
    const synchronous: Section = () => {
      throw new TypeError('no Chromium');
    };
    const results = await runSections(
      [
        ['login', synchronous],
        ['kiosk', async () => false],
      ],
      { timeoutMs: 60_000, strayErrors: stray.source, log: () => {} },
    );
    expect(results.map((r) => [r.name, r.outcome, r.reason])).toEqual([
      ['login', 'failed', 'no Chromium'],
      ['kiosk', 'ok', undefined],
    ]);
  });

  it('an error nobody awaits, raised while a section runs, fails that section (whose own promise never settles) and the next one runs', async () => {
    const stray = strayErrors();
    let nextRan = false;
    const results = await runSections(
      [
        [
          'video',
          () => {
            // A browser closed under a page whose promise nobody awaits: the section itself waits forever.
            setTimeout(() => stray.raise(new Error('Target page, context or browser has been closed')), 0);
            return new Promise<boolean>(() => {});
          },
        ],
        ['fuzz', async () => ((nextRan = true), false)],
      ],
      { timeoutMs: 60_000, strayErrors: stray.source, log: () => {} },
    );
    expect(nextRan).toBe(true);
    expect(results.map((r) => [r.name, r.outcome, r.reason])).toEqual([
      ['video', 'failed', 'Target page, context or browser has been closed'],
      ['fuzz', 'ok', undefined],
    ]);
  });

  it('a section with no result within its time is failed, and the next one runs', async () => {
    const stray = strayErrors();
    const results = await runSections(
      [
        ['liveness', () => new Promise<boolean>(() => {})],
        ['login', async () => false],
      ],
      { timeoutMs: 20, strayErrors: stray.source, log: () => {} },
    );
    expect(results.map((r) => [r.name, r.outcome])).toEqual([
      ['liveness', 'failed'],
      ['login', 'ok'],
    ]);
    expect(results[0]!.reason).toBe('no result after 0 s');
  });

  it('an error between sections is printed, not blamed on one', async () => {
    const stray = strayErrors();
    const lines: string[] = [];
    const results = await runSections([['bundle', async () => false]], {
      timeoutMs: 60_000,
      strayErrors: stray.source,
      log: (line) => lines.push(line),
      afterEach: async () => stray.raise(new Error('late socket error')),
    });
    expect(results.map((r) => r.outcome)).toEqual(['ok']);
    expect(lines).toContain('bench: an error outside any section: late socket error');
  });

  it('the closing table has a row per section, the failed one with its reason', () => {
    const lines: string[] = [];
    printResults(
      [
        { name: 'bundle', outcome: 'ok', seconds: 2.2 },
        { name: 'video', outcome: 'failed', seconds: 84, reason: 'Target page, context or browser has been closed' },
      ],
      (line) => lines.push(line),
    );
    expect(lines.slice(1)).toEqual([
      'section  result  time s  reason',
      'bundle   ok      2',
      'video    FAILED  84      Target page, context or browser has been closed',
    ]);
  });

  it('the reason is the first line of the error, whatever was thrown', () => {
    expect(reasonOf(new Error('\nfirst\nsecond'))).toBe('first');
    expect(reasonOf('a string')).toBe('a string');
    expect(reasonOf(new Error(''))).toBe('unknown error');
  });
});
