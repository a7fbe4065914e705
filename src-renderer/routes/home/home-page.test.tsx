import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route.tsx';

describe('home page login panel (spec §2 screens 1, 9)', () => {
  it('offers the passport login at #login, prefilled from passserial and passnum', async () => {
    await renderRoute('/?passserial=ab&passnum=7654321');
    const panel = await screen.findByRole('region', { name: 'Tizimga kirish' });
    expect(panel.id).toBe('login');
    expect(within(panel).getByLabelText<HTMLInputElement>('Pasport seriyasi').value).toBe('AB');
    expect(within(panel).getByLabelText<HTMLInputElement>('Pasport raqami').value).toBe('7654321');
    expect(within(panel).getByRole('button', { name: 'Identifikatsiyadan o‘tish' })).toBeDefined();
    expect(within(panel).queryByText('Bu xizmat portalning ushbu versiyasida hali mavjud emas.')).toBeNull();
  });

  it('shows a signed-in user the way on instead of the form', async () => {
    await renderRoute('/', { authenticated: true });
    const panel = await screen.findByRole('region', { name: 'Tizimga kirish' });
    expect(within(panel).getByRole('link', { name: 'Davom etish' }).getAttribute('href')).toBe('/my_notarial_act');
    expect(within(panel).queryByLabelText('Pasport seriyasi')).toBeNull();
  });
});
