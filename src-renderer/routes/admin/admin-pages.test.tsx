import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminUserDetails, AdminUsersResponse } from '../../../src-domain/http/routes/admin-users.ts';
import { json, mockFetch, on, type RecordedCall } from '../../test/fetch-mock.ts';
import { renderRoutes } from '../../test/render-at.tsx';
import { AdminUserPage, AdminUsersPage } from './admin-pages.tsx';

const JAMSHID: AdminUserDetails = {
  id: 7,
  login: '32103952691016',
  fullname: 'Nazarov Jamshid Davron o‘g‘li',
  state: 'active',
  active: true,
  isdeleted: false,
  roles: ['technician'],
  phone: '951112233',
  email: null,
  type: 1,
  pin: '32103952691016',
  inn: null,
  org_inn: null,
  surname: 'Nazarov',
  name: 'Jamshid',
  lastname: 'Davron o‘g‘li',
  birthdate: '1995-03-21',
  birthcountry: 'O‘zbekiston',
  passport: 'AD 8901234',
  issueorg: 'Toshkent sh. IIB',
  issuedate: '2024-05-28',
  exprdate: '2034-05-27',
  citizenship: 'O‘zbekiston',
  nationality: 'o‘zbek',
  regaddress: 'Shota Rustaveli 40, 5',
  actaddress: 'Shota Rustaveli 40, 5',
  orgname: null,
  instime: '2026-01-15T04:00:00.000Z',
  comments: null,
  openSessions: 1,
  audit: [],
};

const page = (items: AdminUsersResponse['items']): AdminUsersResponse => ({ items, total: items.length, page: 1, pageSize: 20 });

describe('administration pages (spec §2 admin/users, §3 admin user labels)', () => {
  let restore: () => void = () => undefined;
  afterEach(() => restore());

  it('lists the users and sends search and filters to the server', async () => {
    const calls: RecordedCall[] = [];
    restore = mockFetch(
      (call) => {
        calls.push(call);
        return undefined;
      },
      on('GET', '/api/admin/users', () =>
        json(
          page([
            {
              id: 7,
              login: JAMSHID.login,
              fullname: JAMSHID.fullname,
              pin: JAMSHID.pin,
              state: 'active',
              roles: ['technician'],
              type: 1,
              phone: null,
              email: null,
              instime: JAMSHID.instime,
            },
          ]),
        ),
      ),
    ).restore;
    await renderRoutes([{ path: '/admin/users', element: <AdminUsersPage /> }], { path: '/admin/users' });
    const link = await screen.findByRole('link', { name: JAMSHID.fullname });
    expect(link.getAttribute('href')).toBe('/admin/users/7');
    expect(screen.getByText('Topilgan foydalanuvchilar: 1')).toBeDefined();
    await userEvent.selectOptions(screen.getByLabelText('Holati'), 'blocked');
    await userEvent.type(screen.getByRole('searchbox', { name: 'F.I.Sh., login, JShShIR, telefon yoki pochta' }), 'nazarov');
    await userEvent.click(screen.getByRole('button', { name: 'Qidirish' }));
    await waitFor(() => expect(calls.some((call) => call.url.includes('state=blocked') && call.url.includes('q=nazarov'))).toBe(true));
  });

  it('shows an account’s labels and asks for the reason before blocking it', async () => {
    const posted: RecordedCall[] = [];
    restore = mockFetch(
      on('GET', '/api/admin/users/7', () => json(JAMSHID)),
      (call) => {
        if (call.method !== 'POST' || call.url !== '/api/admin/users/7/state') return undefined;
        posted.push(call);
        return json({
          ...JAMSHID,
          state: 'blocked',
          active: false,
          openSessions: 0,
          audit: [
            {
              id: 1,
              at: '2026-11-23T05:00:00.000Z',
              action: 'state_changed',
              detail: 'active→blocked',
              reason: 'Tekshiruv',
              actorId: 6,
              actorName: 'Alimov Rustam Botir o‘g‘li',
            },
          ],
        });
      },
    ).restore;
    await renderRoutes([{ path: '/admin/users/:id', element: <AdminUserPage /> }], { path: '/admin/users/7' });
    expect(await screen.findByRole('heading', { level: 1, name: JAMSHID.fullname })).toBeDefined();
    expect(screen.getByText('AD 8901234')).toBeDefined();
    // The phone as the portal writes phones everywhere, never the stored digits.
    expect(screen.getByText('+998 95 111-22-33')).toBeDefined();
    expect(screen.queryByText('951112233')).toBeNull();
    expect(screen.getByText('Texnik xodim')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Bloklash' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Bloklash' }, { timeout: 5_000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bloklash' }));
    expect(within(dialog).getByText('Sababini kiriting.')).toBeDefined();
    expect(posted).toEqual([]);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /O‘zgartirish sababi/ }), 'Tekshiruv');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bloklash' }));
    await waitFor(() => expect(posted.map((call) => call.body)).toEqual([{ state: 'blocked', reason: 'Tekshiruv' }]));
  }, 20_000);

  it('shows a contact phone confirmed by its owner in the audit trail with its last two digits, and why (docs/decisions/0058-contact-phone-at-login.md)', async () => {
    const confirmed = {
      id: 2,
      at: '2026-12-02T05:00:00.000Z',
      action: 'phone_confirmed',
      detail: '*******11',
      reason: 'sms_code',
      actorId: 7,
      actorName: JAMSHID.fullname,
    };
    restore = mockFetch(on('GET', '/api/admin/users/7', () => json({ ...JAMSHID, audit: [confirmed] }))).restore;
    await renderRoutes([{ path: '/admin/users/:id', element: <AdminUserPage /> }], { path: '/admin/users/7' });
    expect(await screen.findByText('Aloqa telefoni tasdiqlandi: *******11')).toBeDefined();
    expect(screen.getByText('Egasi SMS kodini kiritdi')).toBeDefined();
  }, 20_000);
});
