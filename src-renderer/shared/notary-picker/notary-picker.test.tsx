import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { NotarySummary } from '../../../src-domain/http/routes/notaries.ts';
import { userAtom } from '../../state/user.ts';
import { json, mockFetch, on } from '../../test/fetch-mock.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { userFixture } from '../../test/user-fixture.ts';
import { NotaryPicker } from './notary-picker.tsx';

let restore = () => undefined as void;
afterEach(() => restore());

const text = (oz: string) => ({ oz, uz: oz, ru: oz });
const notary = (id: number, name: string, leaveStatus: NotarySummary['leaveStatus'] = 'none'): NotarySummary => ({
  id,
  name: text(name),
  office: { id: 1, name: text('1-son davlat notarial idorasi'), address: text('Toshkent, Amir Temur ko‘chasi, 1') },
  regionId: 1,
  districtId: 3,
  licenceNumber: `000${id}`,
  licenceStatus: 'active',
  leaveStatus,
  present: true,
  active: true,
  rating: 4,
  reviewCount: 1,
  location: { lat: 41.3111, lng: 69.2797 },
  phone: '712345678',
});
const regions = {
  name: 'regions',
  version: 1,
  updatedAt: '2026-01-01T00:00:00.000Z',
  items: [{ id: 1, soato: '1726', name: text('Toshkent shahri'), center: { lat: 41.3, lng: 69.3 } }],
};

function Picking({ exceptId }: { exceptId?: number }) {
  const [picked, setPicked] = useState<number | null>(null);
  return (
    <>
      <NotaryPicker exceptId={exceptId} radioProps={(id) => ({ name: 'notary', checked: picked === id, onChange: () => setPicked(id) })} />
      <output>{picked ?? 'none'}</output>
    </>
  );
}

describe('NotaryPicker (spec §1 "may choose a notary freely", §2 screen 13)', () => {
  it('asks the registry for licensed notaries of the user’s region, leaves out the current notary, and reports the pick', async () => {
    const api = mockFetch(
      on('GET', '/api/dictionaries/regions', () => json(regions)),
      on('GET', '/api/notaries', () =>
        json({ items: [notary(1, 'Saidova Gulnora'), notary(2, 'Karimov Bobur', 'vacation'), notary(3, 'Usmonov Anvar')], total: 3, page: 1, pageSize: 20 }),
      ),
    );
    restore = api.restore;
    const store = createStore();
    store.set(userAtom, userFixture({ regionid: 1 }));
    const { container } = await renderWithProviders(<Picking exceptId={3} />, { store });

    await screen.findByRole('radio', { name: /Saidova Gulnora/ });
    const query = new URLSearchParams(api.calls.find((call) => call.url.startsWith('/api/notaries'))?.url.split('?')[1]);
    expect(query.get('licence')).toBe('active');
    expect(query.get('region')).toBe('1');
    expect(screen.queryByRole('radio', { name: /Usmonov Anvar/ })).toBeNull();
    expect(screen.getByRole('radio', { name: /Karimov Bobur/ }).closest('label')?.textContent).toContain('ta’tilda');

    fireEvent.click(screen.getByRole('radio', { name: /Karimov Bobur/ }));
    await waitFor(() => expect(container.querySelector('output')?.textContent).toBe('2'));
  });
});
