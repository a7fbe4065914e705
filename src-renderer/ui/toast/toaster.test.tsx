import { msg } from '@lingui/core/macro';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_TOAST_MS } from '../../../src-domain/constants.ts';
import { localeAtom } from '../../state/locale.ts';
import { modeAtom } from '../../state/mode.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { MAX_TOASTS, showToastAtom, toastsAtom } from './toast-store.ts';

afterEach(() => {
  vi.useRealTimers();
});

const render = () => renderWithProviders(<p>page</p>);

describe('toaster (spec §8 toasts, §9 durations)', () => {
  it('announces errors assertively (role=alert) and the rest politely (role=status)', async () => {
    const { store } = await render();
    expect(screen.getByRole('alert').childElementCount).toBe(0);
    expect(screen.getByRole('status').childElementCount).toBe(0);

    act(() => {
      store.set(showToastAtom, { message: 'Serverda xatolik', tone: 'error' });
      store.set(showToastAtom, { message: 'Saqlandi', tone: 'success' });
    });
    expect(within(screen.getByRole('alert')).getByText('Serverda xatolik')).toBeDefined();
    expect(within(screen.getByRole('status')).getByText('Saqlandi')).toBeDefined();
  });

  it('closes a toast after its time, 20 s by default', async () => {
    const { store } = await render();
    vi.useFakeTimers();
    act(() => {
      store.set(showToastAtom, { message: 'Default', tone: 'error' });
      store.set(showToastAtom, { message: 'Short', tone: 'error', durationMs: 3_000 });
    });
    act(() => vi.advanceTimersByTime(3_000));
    expect(screen.queryByText('Short')).toBeNull();
    expect(screen.getByText('Default')).toBeDefined();
    act(() => vi.advanceTimersByTime(ERROR_TOAST_MS - 3_000));
    expect(screen.queryByText('Default')).toBeNull();
  });

  it('has a named dismiss button', async () => {
    const { store } = await render();
    act(() => void store.set(showToastAtom, { message: 'Xato', tone: 'error' }));
    fireEvent.click(screen.getByRole('button', { name: 'Xabarni yopish' }));
    expect(screen.queryByText('Xato')).toBeNull();
  });

  it('waits while focus is in the toast (WCAG 2.2.1), then starts its time again', async () => {
    const { store } = await render();
    vi.useFakeTimers();
    act(() => void store.set(showToastAtom, { message: 'Xato', tone: 'error', durationMs: 1_000 }));
    fireEvent.focus(screen.getByRole('button', { name: 'Xabarni yopish' }));
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.getByText('Xato')).toBeDefined();
    fireEvent.blur(screen.getByRole('button', { name: 'Xabarni yopish' }));
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByText('Xato')).toBeNull();
  });

  it('shows the same message once however often it is raised', async () => {
    const { store } = await render();
    act(() => {
      for (let i = 0; i < 3; i += 1) store.set(showToastAtom, { message: 'Serverda xatolik', tone: 'error' });
    });
    expect(screen.getAllByText('Serverda xatolik')).toHaveLength(1);
  });

  it(`stacks at most ${MAX_TOASTS}, dropping the oldest`, async () => {
    const { store } = await render();
    act(() => {
      for (let i = 1; i <= MAX_TOASTS + 2; i += 1) store.set(showToastAtom, { message: `Xato ${i}`, tone: 'error' });
    });
    expect(store.get(toastsAtom).map((toast) => toast.message)).toEqual(['Xato 3', 'Xato 4', 'Xato 5', 'Xato 6']);
  });

  it('translates a message when it renders, so a locale switch translates it too', async () => {
    const { store } = await render();
    act(
      () =>
        void store.set(showToastAtom, {
          message: msg({ id: 'api.error.uuidNotFound', message: '{uuid} notarial harakat topilmadi' }),
          values: { uuid: 'ab-1' },
          tone: 'error',
        }),
    );
    expect(screen.getByText('ab-1 notarial harakat topilmadi')).toBeDefined();
    act(() => store.set(localeAtom, 'ru'));
    expect(await screen.findByText('Нотариальное действие ab-1 не найдено')).toBeDefined();
  });

  it('uses 64 px controls in the kiosk', async () => {
    const { store, container } = await render();
    act(() => store.set(modeAtom, 'kiosk'));
    expect(container.ownerDocument.querySelector('.toaster--kiosk')).not.toBeNull();
  });
});
