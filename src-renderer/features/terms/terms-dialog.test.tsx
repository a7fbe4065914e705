import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { localeAtom } from '../../state/locale.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { TermsDialog, type TermsChoice } from './terms-dialog.tsx';

const decision = (canAgree: boolean) => ({ canAgree, pending: null, onAgree: vi.fn(), onDisagree: vi.fn() });

describe('TermsDialog (spec §2 screen 8)', () => {
  it('shows the offer in Cyrillic Uzbek whatever the interface locale, with both sections', async () => {
    const store = createStore();
    store.set(localeAtom, 'ru');
    await renderWithProviders(<TermsDialog isOpen decision={decision(true)} />, { locale: 'ru', store });
    const dialog = screen.getByRole('dialog', { name: /оммавий оферта/ });
    expect(dialog.querySelector('[lang="uz-Cyrl"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: /Видеоконференция орқали онлайн нотариал ҳаракатлар/ })).toBeDefined();
    expect(screen.getByRole('heading', { level: 3, name: /Транспорт воситаларини бегоналаштириш/ })).toBeDefined();
    expect(dialog.textContent).toMatch(/видеоёзув|ёзиб олинади/i);
    // The buttons speak the interface locale.
    expect(screen.getByRole('button', { name: 'Согласен' })).toBeDefined();
  });

  it('offers Agree only while termsofuse is 0, and always the Disagree-and-logout button', async () => {
    const choice = decision(false);
    await renderWithProviders(<TermsDialog isOpen decision={choice} />);
    expect(screen.queryByRole('button', { name: 'Roziman' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Rozi emasman va tizimdan chiqaman' }));
    expect(choice.onDisagree).toHaveBeenCalledOnce();
  });

  it('calls Agree and disables both buttons while a choice is sent', async () => {
    const onAgree = vi.fn();
    function Harness() {
      const [pending, setPending] = useState<TermsChoice | null>(null);
      const agree = () => {
        onAgree();
        setPending('agree');
      };
      return <TermsDialog isOpen decision={{ canAgree: true, pending, onAgree: agree, onDisagree: vi.fn() }} />;
    }
    await renderWithProviders(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Roziman' }));
    expect(onAgree).toHaveBeenCalledOnce();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Roziman' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Rozi emasman va tizimdan chiqaman' }).disabled).toBe(true);
  });

  it('cannot be dismissed in the non-dismissable mode', async () => {
    await renderWithProviders(<TermsDialog isOpen decision={decision(true)} />);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Yopish' })).toBeNull();
  });

  it('is a plain readable text with a close button for visitors', async () => {
    const onClose = vi.fn();
    await renderWithProviders(<TermsDialog isOpen onClose={onClose} />);
    expect(screen.queryByRole('button', { name: 'Roziman' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Yopish' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
