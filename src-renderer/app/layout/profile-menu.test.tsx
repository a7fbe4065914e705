import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../../src-domain/auth/roles.ts';
import { localeAtom } from '../../state/locale.ts';
import { userAtom } from '../../state/user.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { userFixture } from '../../test/user-fixture.ts';
import { ProfileMenu } from './profile-menu.tsx';

/** Each role's pages are in its holder's menu (spec §6 roles); the server still decides access. */
describe('the signed-in user’s menu', () => {
  async function openMenuAs(roles: Role[], locale: 'oz' | 'ru' = 'oz') {
    const store = createStore();
    store.set(userAtom, userFixture({ roles }));
    store.set(localeAtom, locale);
    await renderWithProviders(<ProfileMenu />, { store, locale });
    await userEvent.click(screen.getByRole('button', { name: 'Karimov Aziz Rustamovich' }));
    return screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
  }

  it.each<[string, Role[], [string, string][]]>([
    ['a citizen', ['citizen'], []],
    ['an administrator', ['citizen', 'admin'], [['Foydalanuvchilar', '/admin/users']]],
    ['operations', ['citizen', 'operations'], [['Kiosk terminallari', '/operations/terminals']]],
    [
      'someone with both',
      ['citizen', 'admin', 'operations'],
      [
        ['Foydalanuvchilar', '/admin/users'],
        ['Kiosk terminallari', '/operations/terminals'],
      ],
    ],
  ])('offers %s their role’s pages after their own', async (_who, roles, rolePages) => {
    const links = await openMenuAs(roles);
    expect(links.slice(0, 2).map(([, href]) => href)).toEqual(['/profile', '/my_notarial_act']);
    expect(links.slice(2)).toEqual(rolePages);
  });

  it('names the pages in the user’s language', async () => {
    const links = await openMenuAs(['admin'], 'ru');
    expect(links.at(-1)).toEqual(['Пользователи', '/admin/users']);
  });
});
