import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { modeAtom } from '../../state/mode.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { ErrorDialog } from './error-dialog.tsx';
import { NotificationDialog } from './notification-dialog.tsx';
import { SuccessDialog } from './success-dialog.tsx';
import { TechnicalWorkDialog } from './technical-work-dialog.tsx';

/** Owns the open state like a screen would; `onClose` is spied and really closes. */
function Harness({ dismissable, onClose }: { dismissable?: boolean; onClose: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button">page button</button>
      <SuccessDialog
        isOpen={open}
        dismissable={dismissable}
        title="Muvaffaqiyatli"
        content={<p>Shaxsingiz tasdiqlandi</p>}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

describe('dialogs (spec §2 screens 3–6)', () => {
  it('success dialog: labelled by its title, focus moves into it, OK closes', async () => {
    const onClose = vi.fn();
    await renderWithProviders(<Harness onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Muvaffaqiyatli' });
    expect(within(dialog).getByText('Shaxsingiz tasdiqlandi')).toBeDefined();
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    await userEvent.click(ok);
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps focus inside while open (Tab does not reach the page)', async () => {
    await renderWithProviders(<Harness onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('Escape closes a dismissable dialog', async () => {
    const onClose = vi.fn();
    await renderWithProviders(<Harness onClose={onClose} />);
    await waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Escape does not close a non-dismissable dialog; its own button still does', async () => {
    const onClose = vi.fn();
    await renderWithProviders(<Harness dismissable={false} onClose={onClose} />);
    await waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it.each([
    [true, 1],
    [false, 0],
  ])('a click outside closes it only when dismissable (dismissable=%s)', async (dismissable, closes) => {
    const onClose = vi.fn();
    await renderWithProviders(<Harness dismissable={dismissable} onClose={onClose} />);
    await waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true));
    const overlay = document.querySelector<HTMLElement>('.dialog-overlay');
    if (!overlay) throw new Error('no overlay');
    await userEvent.click(overlay);
    expect(onClose).toHaveBeenCalledTimes(closes);
  });

  it('error dialog: an alert dialog with the default message; Retry retries, Close closes', async () => {
    const onRetry = vi.fn();
    const onClose = vi.fn();
    await renderWithProviders(<ErrorDialog isOpen onRetry={onRetry} onClose={onClose} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Xatolik' });
    expect(within(dialog).getByText('Shaxsingizni tasdiqlab bo‘lmadi. Qayta urinib ko‘ring.')).toBeDefined();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Qayta urinish' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yopish' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('error dialog shows the server’s message when there is one', async () => {
    await renderWithProviders(<ErrorDialog isOpen message="Pasport ma’lumotlari mos emas" onRetry={() => undefined} onClose={() => undefined} />);
    expect(screen.getByText('Pasport ma’lumotlari mos emas')).toBeDefined();
  });

  it('technical-work notice', async () => {
    const onClose = vi.fn();
    await renderWithProviders(<TechnicalWorkDialog isOpen onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Texnik ishlar' });
    expect(within(dialog).getByText(/texnik ishlar olib borilmoqda/)).toBeDefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('notification dialog: shows sanitized HTML, never scripts or handlers', async () => {
    const html =
      '<p>Hurmatli <b>fuqaro</b>!</p><script>window.hacked = true</script><img src=x onerror="window.hacked = true"><a href="https://e-notarius.uz" onclick="window.hacked = true">batafsil</a><a href="javascript:alert(1)">bosing</a>';
    await renderWithProviders(<NotificationDialog isOpen title="Xabarnoma" icon="warning" html={html} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Xabarnoma' });
    expect(within(dialog).getByText('fuqaro').tagName).toBe('B');
    const link = within(dialog).getByRole('link', { name: 'batafsil' });
    expect(link.getAttribute('href')).toBe('https://e-notarius.uz/');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.getAttribute('onclick')).toBeNull();
    expect(within(dialog).queryByRole('link', { name: 'bosing' })).toBeNull();
    expect(dialog.querySelector('script, img')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect(dialog.querySelector('.dialog-icon--warning')).not.toBeNull();
  });

  it('notification dialog: the close button closes it', async () => {
    const onClose = vi.fn();
    await renderWithProviders(<NotificationDialog isOpen title="Xabarnoma" onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Yopish' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('uses the kiosk’s touch-sized buttons in kiosk mode', async () => {
    const { store } = await renderWithProviders(<TechnicalWorkDialog isOpen onClose={() => undefined} />);
    expect(document.querySelector('.dialog-overlay--kiosk')).toBeNull();
    store.set(modeAtom, 'kiosk');
    await waitFor(() => expect(document.querySelector('.dialog-overlay--kiosk')).not.toBeNull());
  });

  it('the notification dialog is the 40% wide one (spec §9)', async () => {
    await renderWithProviders(<NotificationDialog isOpen title="Xabarnoma" onClose={() => undefined} />);
    const modal = document.querySelector<HTMLElement>('.dialog--notification');
    expect(modal?.style.getPropertyValue('--dialog-notification-width')).toBe('40%');
  });
});
