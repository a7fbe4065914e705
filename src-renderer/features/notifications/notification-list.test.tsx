import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { NotifyItem } from '../../../src-domain/auth/auth-contract.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { NotificationList } from './notification-list.tsx';

const items: NotifyItem[] = [
  { regtypeid: 2, na: 'Avtomobil oldi-sotdi shartnomasi', visitdate: '2026-12-03', visittime: '14:30:00', regsystemid: 3, rid: 11, uuid: 'a1b2' },
  { regtypeid: 1, na: 'Umumiy ishonchnoma', visitdate: '2026-12-04', visittime: '10:00', regsystemid: 2, rid: 42, uuid: 'c3d4' },
];

describe('NotificationList (spec §2 screen 7)', () => {
  it('shows each act with its type icon text, name, and the visit date and time for webcam acts', async () => {
    await renderWithProviders(<NotificationList state={{ status: 'success', items }} kiosk={false} onNavigate={vi.fn()} />);
    const [video, inPerson] = screen.getAllByRole('link');
    expect(video?.textContent).toBe('Videokonferensiya orqaliAvtomobil oldi-sotdi shartnomasiQabul vaqti: 03.12.2026 14:30');
    expect(inPerson?.textContent).toBe('Notarius huzuridaUmumiy ishonchnoma');
    expect(video?.getAttribute('href')).toBe('/enotarial_act/a1b2');
    expect(inPerson?.getAttribute('href')).toBe('/my_notarial_act/42');
  });

  it('prefixes the links with /kiosk in kiosk mode and closes when one is followed', async () => {
    const onNavigate = vi.fn();
    await renderWithProviders(<NotificationList state={{ status: 'success', items }} kiosk onNavigate={onNavigate} />);
    const link = screen.getByRole('link', { name: /Umumiy ishonchnoma/ });
    expect(link.getAttribute('href')).toBe('/kiosk/my_notarial_act/42');
    await userEvent.click(link);
    expect(onNavigate).toHaveBeenCalledOnce();
  });

  it('has loading, error (with retry) and empty states', async () => {
    const retry = vi.fn();
    const { unmount } = await renderWithProviders(<NotificationList state={{ status: 'pending' }} kiosk={false} onNavigate={vi.fn()} />);
    expect(screen.getByText('Yuklanmoqda…').getAttribute('role')).toBe('status');
    unmount();
    const error = await renderWithProviders(<NotificationList state={{ status: 'error', retry }} kiosk={false} onNavigate={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Qayta urinish' }));
    expect(retry).toHaveBeenCalledOnce();
    error.unmount();
    await renderWithProviders(<NotificationList state={{ status: 'success', items: [] }} kiosk={false} onNavigate={vi.fn()} />);
    expect(screen.getByText('Qaroringizni kutayotgan notarial harakatlar yo‘q.')).toBeDefined();
  });
});
