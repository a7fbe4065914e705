import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { partyFixture } from '../../test/act-fixture.ts';
import { ActionBar } from './action-bar.tsx';

const bar = () => screen.getByRole('region', { name: 'Amallar' });
const buttons = () =>
  within(bar())
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('ActionBar (spec §4, §6: the UI never offers what the server would refuse)', () => {
  it('shows one button per allowed action and nothing else, dangerous ones last', async () => {
    await renderWithProviders(<ActionBar allowedActions={['annul', 'send_to_notary', 'delete']} role="applicant" pending={false} onRun={vi.fn()} />);
    expect(buttons()).toEqual(['Notariusga yuborish', 'Bekor qilish (annulyatsiya)', 'Harakatni o‘chirish']);
  });

  it('shows nothing when nothing is allowed, and hides actions another part of the page offers', async () => {
    const { unmount } = await renderWithProviders(<ActionBar allowedActions={[]} role="other" pending={false} onRun={vi.fn()} />);
    expect(screen.queryByRole('region', { name: 'Amallar' })).toBeNull();
    unmount();
    await renderWithProviders(
      <ActionBar
        allowedActions={['accept_invitation', 'decline_invitation']}
        role="party"
        pending={false}
        onRun={vi.fn()}
        hidden={['accept_invitation', 'decline_invitation']}
      />,
    );
    expect(screen.queryByRole('region', { name: 'Amallar' })).toBeNull();
  });

  it('runs an action without requirements at once', async () => {
    const onRun = vi.fn(() => Promise.resolve());
    await renderWithProviders(<ActionBar allowedActions={['send_to_notary']} role="applicant" pending={false} onRun={onRun} />);
    await userEvent.click(screen.getByRole('button', { name: 'Notariusga yuborish' }));
    expect(onRun).toHaveBeenCalledWith({ action: 'send_to_notary' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks to confirm sending while parties have not answered, listing each and whether it was invited (spec §3)', async () => {
    const onRun = vi.fn(() => Promise.resolve());
    const unanswered = [
      { ...partyFixture(), id: 2, fullName: 'Yusupova Malika Bobur qizi', role: 'buyer', status: null, isApplicant: false, invited: true },
      { ...partyFixture(), id: 3, fullName: 'Karimova Dilnoza', role: 'spouse', status: null, isApplicant: false, invited: false },
    ];
    await renderWithProviders(<ActionBar allowedActions={['send_to_notary']} role="applicant" pending={false} onRun={onRun} unanswered={unanswered} />);
    await userEvent.click(screen.getByRole('button', { name: 'Notariusga yuborish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notariusga yuborish' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Yusupova Malika Bobur qizi (Xaridor): taklif yuborilgan, javob yo‘q', 'Karimova Dilnoza (Er (xotin)): hali taklif qilinmagan']);
    expect(dialog.textContent).toContain('Notarius ham buni ko‘radi');
    expect(onRun).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Notariusga yuborish' }));
    expect(onRun).toHaveBeenCalledWith({ action: 'send_to_notary', confirmed: true });
  });

  it('asks for confirmation before deleting and sends confirmed: true only after it', async () => {
    const onRun = vi.fn(() => Promise.resolve());
    await renderWithProviders(<ActionBar allowedActions={['delete']} role="applicant" pending={false} onRun={onRun} />);
    await userEvent.click(screen.getByRole('button', { name: 'Harakatni o‘chirish' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Harakatni o‘chirish' });
    expect(dialog.textContent).toContain('Buni qaytarib bo‘lmaydi');
    expect(onRun).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ortga' }));
    expect(onRun).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Harakatni o‘chirish' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Harakatni o‘chirish' }));
    expect(onRun).toHaveBeenCalledWith({ action: 'delete', confirmed: true });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('requires a reason to cancel: a blank one is refused beside its field', async () => {
    const onRun = vi.fn(() => Promise.resolve());
    await renderWithProviders(<ActionBar allowedActions={['cancel']} role="notary" pending={false} onRun={onRun} />);
    await userEvent.click(screen.getByRole('button', { name: 'Bekor qilish' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Bekor qilish' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bekor qilish' }));
    const reason = within(dialog).getByRole('textbox', { name: 'Sabab' });
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Sababini kiriting.')).toBeDefined();
    expect(onRun).not.toHaveBeenCalled();
    await userEvent.type(reason, 'Arizachi kelmadi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bekor qilish' }));
    expect(onRun).toHaveBeenCalledWith({ action: 'cancel', reason: 'Arizachi kelmadi' });
  });

  it('asks the notary for remarks when returning the act', async () => {
    const onRun = vi.fn(() => Promise.resolve());
    await renderWithProviders(<ActionBar allowedActions={['accept_check', 'return_with_remarks']} role="notary" pending={false} onRun={onRun} />);
    await userEvent.click(screen.getByRole('button', { name: 'Kamchiliklar bilan qaytarish' }));
    const dialog = screen.getByRole('dialog', { name: 'Kamchiliklar bilan qaytarish' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Kamchiliklar va izohlar' }), 'Narxni aniqlashtiring');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kamchiliklar bilan qaytarish' }));
    expect(onRun).toHaveBeenCalledWith({ action: 'return_with_remarks', remark: 'Narxni aniqlashtiring' });
  });

  it('keeps the dialog open when the server refuses, so the user can try again', async () => {
    const onRun = vi.fn(() => Promise.reject(new Error('409')));
    await renderWithProviders(<ActionBar allowedActions={['ask_other_time']} role="applicant" pending={false} onRun={onRun} />);
    await userEvent.click(screen.getByRole('button', { name: 'Boshqa vaqt so‘rash' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Boshqa vaqt so‘rash' }));
    expect(onRun).toHaveBeenCalledWith({ action: 'ask_other_time', confirmed: true });
    expect(screen.getByRole('dialog')).toBeDefined();
  });

  it('leads to where an action is done instead of running it (issuing invoices)', async () => {
    const onRun = vi.fn();
    const toPayments = vi.fn();
    await renderWithProviders(
      <ActionBar allowedActions={['issue_invoices']} role="notary" pending={false} onRun={onRun} redirects={{ issue_invoices: toPayments }} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Hisob-fakturalarni taqdim etish' }));
    expect(toPayments).toHaveBeenCalledOnce();
    expect(onRun).not.toHaveBeenCalled();
  });

  it('disables every button while an action is on its way', async () => {
    await renderWithProviders(<ActionBar allowedActions={['confirm', 'return_to_preparation']} role="applicant" pending onRun={vi.fn()} />);
    for (const button of within(bar()).getAllByRole('button')) expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});
