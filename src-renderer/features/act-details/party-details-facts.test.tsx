import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { partyFixture } from '../../test/act-fixture.ts';
import { json, mockFetch, on } from '../../test/fetch-mock.ts';
import { renderAt } from '../../test/render-at.tsx';
import { PartyDetailsFacts } from './party-details-facts.tsx';

let restore = () => undefined as void;
afterEach(() => restore());

describe('a party’s §3 fields on the act page (docs/decisions/0051-party-details.md)', () => {
  it('lists the groups the viewer may read and names those only the person and the notary read', async () => {
    restore = mockFetch(
      on('GET', '/api/dictionaries/countries', () =>
        json({
          name: 'countries',
          version: 1,
          updatedAt: '2026-01-01T00:00:00.000Z',
          items: [{ id: 7, alpha2: 'RU', name: { oz: 'Rossiya', uz: 'Россия', ru: 'Россия' } }],
        }),
      ),
    ).restore;
    const party = partyFixture({
      role: 'child',
      details: {
        parents: { fatherName: '', fatherBirthDate: '', motherName: 'Karimova Dilnoza', motherBirthDate: 'XX.05.1990' },
        consular: { countryId: 7, consulate: 'Bosh konsullik', registeredAt: '12.03.2021 10:15:00' },
        attorneyRights: { rights: ['drive', 'use'], delegation: true },
      },
      hiddenDetails: ['marriage'],
    });
    await renderAt(<PartyDetailsFacts party={party} />);
    expect(screen.getByText('Karimova Dilnoza, XX.05.1990')).toBeDefined();
    expect(await screen.findByText('Rossiya, Bosh konsullik, 12.03.2021 10:15:00')).toBeDefined();
    expect(screen.getByText('Foydalanish, Transport vositasini boshqarish (haydash)')).toBeDefined();
    expect(screen.getByText('Mumkin')).toBeDefined();
    expect(screen.getByText('Faqat shaxsning o‘zi va notarius ko‘radi').nextSibling?.textContent).toBe('Nikoh ma’lumotlari');
    expect(screen.queryByText('Otasi')).toBeNull();
  });

  it('shows the interpreter’s name typed before the interpreter became a party of their own', async () => {
    restore = mockFetch().restore;
    await renderAt(<PartyDetailsFacts party={partyFixture({ interpreter: 'Aliyev Vali' })} />);
    expect(screen.getByText('Aliyev Vali')).toBeDefined();
  });
});
