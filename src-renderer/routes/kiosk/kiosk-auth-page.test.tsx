import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mockFetch, on } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render-route.tsx';

// The on-screen keyboard is a lazily loaded chunk: compiled before a test waits for what it draws.
beforeAll(() => import('../../features/keyboard/on-screen-keyboard.tsx'));

let restore = () => undefined as void;
afterEach(() => restore());

const keyboard = () => screen.queryByRole('region', { name: 'Ekran klaviaturasi' });

async function press(name: string) {
  const button = await waitFor(() => {
    const found = keyboard()?.querySelector<HTMLButtonElement>(`[data-skbtn="${name}"]`);
    if (!found) throw new Error(`no key ${name}`);
    return found;
  });
  act(() => {
    fireEvent.pointerDown(button);
    fireEvent.pointerUp(button);
  });
}

describe('/kiosk/auth (spec §2 screen 1, §5)', () => {
  it('is typed with the on-screen keyboard: series in capitals, focus on to the number, closes at 7 digits', async () => {
    const api = mockFetch(on('POST', '/api/check_before_auth', () => new Response('Ok', { status: 200 })));
    restore = api.restore;
    await renderRoute('/kiosk/auth');
    await screen.findByRole('heading', { level: 1, name: 'Kioskda tizimga kirish' });

    const pin = screen.getByLabelText<HTMLInputElement>('JShShIR (shaxsiy identifikatsiya raqami)');
    await userEvent.click(pin);
    for (const digit of '31405901234567') await press(digit);
    expect(pin.value).toBe('31405901234567');

    const series = screen.getByLabelText<HTMLInputElement>('Pasport seriyasi');
    await userEvent.click(series);
    await press('A');
    await press('B');
    const number = screen.getByLabelText<HTMLInputElement>('Pasport raqami');
    await waitFor(() => expect(document.activeElement).toBe(number));
    expect(series.value).toBe('AB');

    for (const digit of '1234567') await press(digit);
    expect(number.value).toBe('1234567');
    await waitFor(() => expect(keyboard()).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Identifikatsiyadan o‘tish' }));
    await waitFor(() => expect(api.calls[0]?.body).toEqual({ pin: '31405901234567', passserial: 'AB', passnum: '1234567' }));
  });

  it('says why when a page sent a signed-out person here, not when the terminal starts', async () => {
    const sent = await renderRoute('/kiosk/my_notarial_act');
    await screen.findByRole('heading', { level: 1, name: 'Kioskda tizimga kirish' });
    expect(sent.router.state.location.pathname).toBe('/kiosk/auth');
    expect(screen.getByText('Davom etish uchun tizimga kiring.')).toBeDefined();
    sent.unmount();
    localStorage.clear();
    const started = await renderRoute('/kiosk/main');
    await screen.findByRole('heading', { level: 1, name: 'Kioskda tizimga kirish' });
    expect(started.router.state.location.pathname).toBe('/kiosk/auth');
    expect(screen.queryByText('Davom etish uchun tizimga kiring.')).toBeNull();
  });

  it('uses touch-sized fields in the kiosk frame', async () => {
    await renderRoute('/kiosk/auth');
    const series = await screen.findByLabelText('Pasport seriyasi');
    expect(series.closest('.app--kiosk')).not.toBeNull();
  });
});
