import { act, fireEvent, screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../src-domain/i18n/locale.ts';
import { holdActivity } from '../../state/activity-hold.ts';
import { localeAtom } from '../../state/locale.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { IdleWatch } from './idle-watch.tsx';

const IDLE_MS = 30_000;
const COUNTDOWN_MS = 20_000;

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

async function renderWatch(locale: Locale = 'oz') {
  const store = createStore();
  store.set(localeAtom, locale);
  const onExpire = vi.fn<() => Promise<void>>(() => Promise.resolve());
  const view = await renderWithProviders(
    <>
      <input aria-label="JShShIR" onKeyDown={(event) => event.stopPropagation()} />
      <IdleWatch idleMs={IDLE_MS} countdownMs={COUNTDOWN_MS} onExpire={onExpire} />
    </>,
    { locale, store },
  );
  return { ...view, onExpire };
}

const question = () => screen.queryByRole('alertdialog', { name: 'Hali shu yerdamisiz?' });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('IdleWatch (kiosk idle wipe: activity, countdown dialog, holds)', () => {
  it('asks after the idle time since the last touch, with the seconds counting down, then wipes', async () => {
    const { onExpire } = await renderWatch();
    fireEvent.pointerDown(document.body);
    await advance(IDLE_MS - 1000);
    expect(question()).toBeNull();
    await advance(1000);
    const dialog = question();
    expect(dialog).not.toBeNull();
    expect(within(dialog as HTMLElement).getByRole('timer').textContent).toBe('20soniya');
    expect(dialog?.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog?.getAttribute('aria-describedby') ?? '')?.textContent).toContain('ma’lumotlaringiz terminaldan o‘chiriladi');
    expect(dialog?.contains(document.activeElement)).toBe(true);

    await advance(10_000);
    expect(within(question() as HTMLElement).getByRole('timer').textContent).toBe('10soniya');
    expect(within(question() as HTMLElement).getByRole('status').textContent).toBe('10 soniya qoldi');
    await advance(1000);
    expect(within(question() as HTMLElement).getByRole('status').textContent).toBe('');
    expect(onExpire).not.toHaveBeenCalled();
    await advance(9000);
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(question()).toBeNull();
  });

  it('"continue" keeps the session: no wipe, and a whole idle time before the next question', async () => {
    const { onExpire } = await renderWatch();
    fireEvent.keyDown(screen.getByLabelText('JShShIR'), { key: '3' });
    await advance(IDLE_MS);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Davom etish' })));
    expect(question()).toBeNull();
    await advance(COUNTDOWN_MS + 1000);
    expect(onExpire).not.toHaveBeenCalled();
    await advance(IDLE_MS - COUNTDOWN_MS - 1000);
    expect(question()).not.toBeNull();
  });

  it('counts a key its field stops from propagating (the on-screen keyboard does that)', async () => {
    await renderWatch();
    fireEvent.pointerDown(document.body);
    await advance(IDLE_MS - 1000);
    fireEvent.keyDown(screen.getByLabelText('JShShIR'), { key: '3' });
    await advance(1000);
    expect(question()).toBeNull();
    await advance(IDLE_MS - 1000);
    expect(question()).not.toBeNull();
  });

  it('neither asks nor wipes while any activity holds it; the idle time starts when the last one ends', async () => {
    const { onExpire } = await renderWatch();
    fireEvent.pointerDown(document.body);
    const call = holdActivity('call');
    await advance(3 * IDLE_MS);
    const signing = holdActivity('signing');
    call();
    await advance(3 * IDLE_MS);
    expect(question()).toBeNull();
    signing();
    await advance(IDLE_MS - 1000);
    expect(question()).toBeNull();
    await advance(1000);
    expect(question()).not.toBeNull();
    expect(onExpire).not.toHaveBeenCalled();
  });

  it("speaks the terminal's language", async () => {
    await renderWatch('ru');
    fireEvent.pointerDown(document.body);
    await advance(IDLE_MS);
    const dialog = screen.getByRole('alertdialog', { name: 'Вы ещё здесь?' });
    expect(within(dialog).getByRole('button', { name: 'Продолжить' })).toBeDefined();
  });

  it('tells whether a visit is under way, and rests when the session was wiped elsewhere (the header’s logout)', async () => {
    const visits: boolean[] = [];
    const onExpire = vi.fn<() => Promise<void>>(() => Promise.resolve());
    const watch = (wipeGeneration: number) => (
      <IdleWatch
        idleMs={IDLE_MS}
        countdownMs={COUNTDOWN_MS}
        onExpire={onExpire}
        onVisitChange={(visit) => visits.push(visit)}
        wipeGeneration={wipeGeneration}
      />
    );
    const view = await renderWithProviders(watch(0), { locale: 'oz', store: createStore() });
    expect(visits).toEqual([false]);
    fireEvent.pointerDown(document.body);
    await advance(0);
    expect(visits).toEqual([false, true]);
    view.rerender(watch(1));
    await advance(0);
    expect(visits).toEqual([false, true, false]);
    await advance(10 * IDLE_MS);
    expect(question()).toBeNull();
    expect(onExpire).not.toHaveBeenCalled();
  });
});
