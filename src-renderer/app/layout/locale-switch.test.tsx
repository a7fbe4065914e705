import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../state/persisted-atom.ts';
import { localeAtom } from '../../state/locale.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { LocaleSwitch } from './locale-switch.tsx';

describe('locale switch (spec §1 three locales, §3 locale persisted)', () => {
  it.each([
    ['Ўзбекча', 'uz', 'uz-Cyrl', 'Интерфейс тили'],
    ['Русский', 'ru', 'ru', 'Язык интерфейса'],
  ] as const)('%s: stores %s, sets <html lang="%s"> and translates', async (button, locale, lang, label) => {
    const { store } = await renderWithProviders(<LocaleSwitch />);
    expect(screen.getByRole('group', { name: 'Interfeys tili' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'O‘zbekcha' }).getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: button }));

    expect(store.get(localeAtom)).toBe(locale);
    expect(window.localStorage.getItem(STORAGE_KEYS.locale)).toBe(JSON.stringify(locale));
    // The server is told too: the next page load is painted in this locale (app/locale-cookie.ts).
    await waitFor(() => expect(document.cookie).toContain(`enotary_locale=${locale}`));
    await waitFor(() => expect(document.documentElement.lang).toBe(lang));
    expect(await screen.findByRole('group', { name: label })).toBeDefined();
    expect(screen.getByRole('button', { name: button }).getAttribute('aria-pressed')).toBe('true');
  });

  it('names each language in itself', async () => {
    await renderWithProviders(<LocaleSwitch />);
    expect(screen.getByRole('button', { name: 'Ўзбекча' }).getAttribute('lang')).toBe('uz-Cyrl');
    expect(screen.getByRole('button', { name: 'O‘zbekcha' }).getAttribute('lang')).toBe('uz-Latn');
  });
});
