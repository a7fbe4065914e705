import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetCitizenAtom } from '../../state/citizen-state.ts';
import { localeAtom } from '../../state/locale.ts';
import { installFakeSpeech, type FakeSpeech } from '../../test/fake-speech.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { ROUTE_STATUS } from '../route-status.ts';
import { KIOSK_SCREEN_INSTRUCTIONS } from './kiosk-screen-instructions.ts';

let speech: FakeSpeech | null = null;
afterEach(() => {
  speech?.uninstall();
  speech = null;
});

const aids = () => screen.getByRole('group', { name: 'Qulayliklar' });
const html = document.documentElement;

describe('kiosk display aids (docs/decisions/0040-kiosk-display-aids-and-read-aloud.md)', () => {
  it('every kiosk screen has instructions to read aloud, and only kiosk screens', () => {
    const kioskPaths = ROUTE_STATUS.filter((route) => route.mode === 'kiosk')
      .map((route) => route.path)
      .sort();
    expect(Object.keys(KIOSK_SCREEN_INSTRUCTIONS).sort()).toEqual(kioskPaths);
  });

  it('larger text and higher contrast are one tap each, on <html> so dialogs follow; the wipe turns them off', async () => {
    speech = installFakeSpeech([]);
    const { store } = await renderRoute('/kiosk/auth');
    await screen.findByRole('heading', { level: 1, name: 'Kioskda tizimga kirish' });
    const large = within(aids()).getByRole('button', { name: 'Katta matn' });
    const contrast = within(aids()).getByRole('button', { name: 'Yuqori kontrast' });
    expect(large.getAttribute('aria-pressed')).toBe('false');

    await userEvent.click(large);
    await userEvent.click(contrast);
    expect(large.getAttribute('aria-pressed')).toBe('true');
    expect(contrast.getAttribute('aria-pressed')).toBe('true');
    expect(html.hasAttribute('data-large-text')).toBe(true);
    expect(html.hasAttribute('data-high-contrast')).toBe(true);

    // The idle wipe and the logout forget the citizen: the next one gets the normal display.
    act(() => store.set(forgetCitizenAtom));
    await waitFor(() => expect(html.hasAttribute('data-large-text')).toBe(false));
    expect(html.hasAttribute('data-high-contrast')).toBe(false);
    expect(within(aids()).getByRole('button', { name: 'Katta matn' }).getAttribute('aria-pressed')).toBe('false');
  });

  it("read-aloud says the screen's title and instructions in the locale, and stops when pressed again", async () => {
    speech = installFakeSpeech(['ru-RU', 'uz-UZ']);
    await renderRoute('/kiosk/auth');
    await screen.findByRole('heading', { level: 1, name: 'Kioskda tizimga kirish' });
    const toggle = within(aids()).getByRole('button', { name: 'Ovoz chiqarib o‘qish' });

    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(speech?.spoken).toHaveLength(1));
    expect(speech?.spoken[0]).toEqual({
      text: expect.stringMatching(/^Kioskda tizimga kirish\. Shaxsiy identifikatsiya raqamingizni/) as unknown as string,
      lang: 'uz-UZ',
      voice: 'voice uz-UZ',
    });

    const cancelsBefore = speech?.cancels ?? 0;
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(speech?.cancels).toBeGreaterThan(cancelsBefore);
    expect(speech?.spoken).toHaveLength(1);
  });

  it('Cyrillic Uzbek is spoken in Latin letters by the Latin-only Uzbek voice; Russian by the Russian one', async () => {
    speech = installFakeSpeech(['uz', 'ru-RU']);
    const { store } = await renderRoute('/kiosk/auth');
    await screen.findByRole('heading', { level: 1, name: 'Kioskda tizimga kirish' });
    await userEvent.click(within(aids()).getByRole('button', { name: 'Ovoz chiqarib o‘qish' }));
    act(() => store.set(localeAtom, 'uz'));
    // "Киоскда тизимга кириш. Шахсий идентификация рақамингизни…" in the letters the voice reads.
    await waitFor(() => expect(speech?.spoken).toHaveLength(2));
    expect(speech?.spoken[1]?.text).toMatch(/^Kioskda tizimga kirish\. Shaxsiy identifikatsiya raqamingizni, pasport seriyasi/);
    expect(speech?.spoken[1]?.voice).toBe('voice uz');
    act(() => store.set(localeAtom, 'ru'));
    await waitFor(() => expect(speech?.spoken.at(-1)?.voice).toBe('voice ru-RU'));
    expect(speech?.spoken.at(-1)?.text).toMatch(/^Вход в киоске\. Введите ваш персональный/);
  });

  it('without a voice for the locale the control says so and reads nothing; a voice installed later is used', async () => {
    speech = installFakeSpeech(['en-US']);
    await renderRoute('/kiosk/auth');
    await screen.findByRole('heading', { level: 1, name: 'Kioskda tizimga kirish' });
    const missing = within(aids()).getByRole('button', { name: 'Ovozli o‘qish: ovoz o‘rnatilmagan' });
    expect(missing.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(missing);
    expect(speech?.spoken).toEqual([]);

    act(() => speech?.setVoices(['uz-Latn']));
    expect(await within(aids()).findByRole('button', { name: 'Ovoz chiqarib o‘qish' })).toBeDefined();
  });
});
