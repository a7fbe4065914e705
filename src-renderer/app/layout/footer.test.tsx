import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { Footer } from './footer.tsx';

describe('footer (spec §1 helpline 1008)', () => {
  it('shows the helpline as a phone link, the support contacts and the given year', async () => {
    await renderWithProviders(<Footer year={2031} />);
    expect(screen.getByRole('contentinfo')).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Ishonch telefoni' })).toBeDefined();
    expect(screen.getByRole('link', { name: '1008' }).getAttribute('href')).toBe('tel:1008');
    expect(screen.getByRole('link', { name: '+998 71 207-00-00' }).getAttribute('href')).toBe('tel:+998712070000');
    expect(screen.getByRole('link', { name: 'support@e-notarius.uz' }).getAttribute('href')).toBe('mailto:support@e-notarius.uz');
    expect(screen.getByText('© 2031 e-Notarius — onlayn notarial xizmatlar portali')).toBeDefined();
  });

  it('links the statistics and the dictionary pages, named in the locale', async () => {
    await renderWithProviders(<Footer year={2031} />, { locale: 'ru' });
    const nav = screen.getByRole('navigation', { name: 'Сведения портала' });
    expect(within(nav).getByRole('link', { name: 'Статистика' }).getAttribute('href')).toBe('/statistics');
    expect(within(nav).getAllByRole('link')[1]?.getAttribute('href')).toBe('/update_dict');
  });

  it('in a kiosk shows the same contacts without links', async () => {
    await renderWithProviders(<Footer year={2031} kiosk />, { locale: 'ru' });
    expect(screen.getByText('1008')).toBeDefined();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('© 2031 e-Notarius — портал онлайн нотариальных услуг')).toBeDefined();
  });
});
