import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { actFixture } from '../../test/act-fixture.ts';
import { KeyboardProvider } from '../../features/keyboard/keyboard-provider.tsx';
import { modeAtom } from '../../state/mode.ts';
import { tokenAtom } from '../../state/token.ts';
import { json, mockFetch, on } from '../../test/fetch-mock.ts';
import { renderRoutes } from '../../test/render-at.tsx';
import { NewActPage } from './new-act-page.tsx';
import { preloadWizardSteps } from '../../test/preload-wizard-steps.ts';

beforeAll(preloadWizardSteps);

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

describe('/kiosk/enotarial_act/-1 (kiosk on-screen keyboard, spec §2 screen 1, §5)', () => {
  it('types the phone on the number pad and a simplified pledge’s loan sum with the point, then opens the kiosk act', async () => {
    const api = mockFetch(on('POST', '/api/acts', () => json(actFixture({ uuid: 'kiosk-uuid' }))));
    restore = api.restore;
    const store = createStore();
    store.set(modeAtom, 'kiosk');
    store.set(tokenAtom, 'token-1');
    const { router } = await renderRoutes(
      [
        {
          path: '/kiosk/enotarial_act/-1',
          element: (
            <KeyboardProvider>
              <NewActPage />
            </KeyboardProvider>
          ),
        },
        { path: '/kiosk/enotarial_act/:uuid', element: <p>kiosk act</p> },
      ],
      { path: '/kiosk/enotarial_act/-1?type=9&simplified=1', store },
    );

    // The form's code loads on demand (the route chunk stays small).
    const phone = (await screen.findByRole('textbox', { name: /Aloqa uchun telefon raqami/ }, { timeout: 10_000 })) as HTMLInputElement;
    await userEvent.click(phone);
    // The numeric layout: no letters.
    await waitFor(() => expect(keyboard()?.querySelector('[data-skbtn="q"]')).toBeNull());
    for (const digit of '935551234') await press(digit);
    expect(phone.value).toBe('(93) 555 12 34');
    // Full at its mask's length: the keyboard closes (spec §5 "closes at 7 digits" for the number).
    await waitFor(() => expect(keyboard()).toBeNull());

    const price = screen.getByRole('textbox', { name: /Majburiyat \(kredit, qarz\) summasi/ }) as HTMLInputElement;
    await userEvent.click(price);
    for (const key of '1500000.5') await press(key);
    expect(price.value).toBe('1 500 000,5');
    await press('{done}');
    await waitFor(() => expect(price.value).toBe('1 500 000,50'));
    expect(screen.getByText('So‘z bilan: bir million besh yuz ming so‘m 50 tiyin')).toBeDefined();

    await userEvent.click(screen.getByRole('button', { name: 'Harakatni yaratish' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kiosk/enotarial_act/kiosk-uuid'));
    expect(api.calls[0]?.body).toMatchObject({ clientPhone: '935551234', extras: { loanSumTiyin: 150_000_050 } });
  });
});
