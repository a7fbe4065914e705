import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { actFixture } from '../../test/act-fixture.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { ActExtrasFacts } from './act-extras-facts.tsx';

describe('ActExtrasFacts (spec §3 per-type extras, read-only)', () => {
  it.each([
    [
      'a proxy (101): its term',
      { actTypeId: 101 as const, extras: { validFrom: '01.12.2026', validUntil: '30.11.2027' } },
      [
        ['Amal qilish boshlanishi', '01.12.2026'],
        ['Amal qilish muddati (gacha)', '30.11.2027'],
      ],
    ],
    [
      'a vehicle sale (1): the sale price in so‘m',
      { actTypeId: 1 as const, extras: { totalSumTiyin: 14_500_000_000 } },
      [['Sotish narxi, so‘m', '145 000 000,00']],
    ],
  ])('shows %s', async (_what, overrides, rows) => {
    await renderWithProviders(<ActExtrasFacts act={actFixture(overrides)} />);
    const section = screen.getByRole('region', { name: 'Harakat shartlari' });
    for (const [label, value] of rows) {
      expect(within(section).getByText(label ?? '')).toBeDefined();
      expect(within(section).getByText(value ?? '')).toBeDefined();
    }
  });

  it('shows nothing when the type has no terms or none is filled', async () => {
    await renderWithProviders(<ActExtrasFacts act={actFixture({ actTypeId: 101, extras: { validFrom: '' } })} />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
