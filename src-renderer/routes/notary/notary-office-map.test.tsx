import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { json, mockFetch, on } from '../../test/fetch-mock.ts';
import { detailsFixture, renderNotaryPage, reviewsPage } from './notary-test-support.tsx';

// Leaflet's map is a lazily loaded chunk: compiled before a test waits for what it draws.
beforeAll(() => import('../../features/notary-map/leaflet-map.tsx'));

let restore = () => undefined as void;
afterEach(() => restore());

const CONFIG = { tileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors', maxZoom: 19 };

describe('notary details: map and queue sign-up (spec screen 17)', () => {
  it('shows the address, the coordinates, the OSM link and the map with the office marker, and a queue sign-up link', async () => {
    restore = mockFetch(
      on('GET', '/api/notaries/1', () => json(detailsFixture())),
      on('GET', '/api/notaries/1/reviews', () => json(reviewsPage([]))),
      on('GET', '/api/map-config', () => json(CONFIG)),
    ).restore;
    await renderNotaryPage('/notary/1');
    expect(await screen.findByText('Koordinatalar: 41.311100, 69.279700')).toBeDefined();
    expect(screen.getByText('Toshkent, Amir Temur ko‘chasi, 1')).toBeDefined();
    expect(screen.getByRole('link', { name: /Xaritada ko‘rish/ })).toBeDefined();
    const map = await screen.findByRole('region', { name: 'Xarita: Saidova Gulnora Anvar qizi idorasining joylashuvi' });
    expect(await screen.findByRole('button', { name: 'Saidova Gulnora Anvar qizi, Toshkent, Amir Temur ko‘chasi, 1' })).toBeDefined();
    expect(map.getAttribute('tabindex')).toBe('0');
    const signUp = screen.getByRole('link', { name: 'Qabulga navbatga yozilish' });
    expect(signUp.getAttribute('href')).toBe('/equeue?notary=1');
    expect(screen.getByText('Avval tizimga kirasiz, so‘ng navbat sahifasiga qaytasiz.')).toBeDefined();
  });

  it('has no map nor coordinates for a notary without a location, and no sign-up for one on leave', async () => {
    restore = mockFetch(
      on('GET', '/api/notaries/1', () => json(detailsFixture({ location: { lat: 0, lng: 0 }, leaveStatus: 'sick_leave' }))),
      on('GET', '/api/notaries/1/reviews', () => json(reviewsPage([]))),
    ).restore;
    await renderNotaryPage('/notary/1', { token: 'token-1' });
    expect(await screen.findByText('Notariusning joylashuvi ko‘rsatilmagan')).toBeDefined();
    expect(screen.queryByText(/Koordinatalar/)).toBeNull();
    expect(screen.queryByRole('region', { name: /Xarita/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Qabulga navbatga yozilish' })).toBeNull();
    expect(screen.getByText(/Bu notarius hozir navbatga yozmaydi/)).toBeDefined();
  });
});
