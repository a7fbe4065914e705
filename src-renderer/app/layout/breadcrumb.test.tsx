import { screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { breadcrumbAtom } from '../../state/breadcrumb.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { Breadcrumb } from './breadcrumb.tsx';

describe('breadcrumb (spec §3 client state)', () => {
  it('renders the trail with links and marks the current page', async () => {
    const store = createStore();
    store.set(breadcrumbAtom, [{ label: 'Mening notarial harakatlarim', href: '/my_notarial_act' }, { label: 'Transport vositasi' }]);
    await renderWithProviders(<Breadcrumb rootHref="/" rootLabel="Bosh sahifa" />, { store });

    const nav = screen.getByRole('navigation', { name: 'Navigatsiya zanjiri' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Bosh sahifa', 'Mening notarial harakatlarim', 'Transport vositasi']);
    expect(within(nav).getByRole('link', { name: 'Bosh sahifa' }).getAttribute('href')).toBe('/');
    expect(within(nav).getByRole('link', { name: 'Mening notarial harakatlarim' }).getAttribute('href')).toBe('/my_notarial_act');
    expect(within(nav).getByText('Transport vositasi').getAttribute('aria-current')).toBe('page');
  });

  it('renders nothing on a page without a trail (the main page)', async () => {
    await renderWithProviders(<Breadcrumb rootHref="/" rootLabel="Bosh sahifa" />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
