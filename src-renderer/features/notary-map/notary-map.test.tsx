import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { localeAtom } from '../../state/locale.ts';
import { json, mockFetch, on } from '../../test/fetch-mock.ts';
import { renderAt } from '../../test/render-at.tsx';
import { coordinatesText } from './map-marker.ts';
import { NotaryMap } from './notary-map.tsx';

// Leaflet's map is a lazily loaded chunk: compiled before a test waits for what it draws.
beforeAll(() => import('./leaflet-map.tsx'));

let restore = () => undefined as void;
afterEach(() => restore());

const CONFIG = { tileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors', maxZoom: 19 };
const OFFICE = { id: 1, position: { lat: 41.3649, lng: 69.2868 }, label: 'Saidova Gulnora Anvar qizi, Toshkent, Bog‘ishamol ko‘chasi, 3' };

describe('NotaryMap (docs/decisions/0007-map-tiles-configuration.md)', () => {
  it('draws the office marker as a named, focusable button inside a named map region, with the configured tiles', async () => {
    restore = mockFetch(on('GET', '/api/map-config', () => json(CONFIG))).restore;
    await renderAt(<NotaryMap markers={[OFFICE]} label="Xarita: Saidova idorasining joylashuvi" />);
    const region = await screen.findByRole('region', { name: 'Xarita: Saidova idorasining joylashuvi' });
    const marker = await waitFor(() => {
      const found = region.querySelector<HTMLImageElement>('img.leaflet-marker-icon');
      if (!found) throw new Error('no marker yet');
      return found;
    });
    expect(marker.getAttribute('alt')).toBe(OFFICE.label);
    expect(marker.getAttribute('role')).toBe('button');
    expect(marker.getAttribute('tabindex')).toBe('0');
    // The pin is bundled with the app, never fetched from a CDN.
    expect(marker.getAttribute('src')).not.toMatch(/^https?:/);
    const tile = region.querySelector<HTMLImageElement>('img.leaflet-tile');
    expect(tile?.getAttribute('src')).toMatch(/^https:\/\/[abc]\.tile\.openstreetmap\.org\/16\//);
    expect(region.querySelector('a.leaflet-control-zoom-in')?.getAttribute('title')).toBe('Yaqinlashtirish');
  });

  it('calls back when a marker is activated', async () => {
    restore = mockFetch(on('GET', '/api/map-config', () => json(CONFIG))).restore;
    const onActivate = vi.fn();
    const other = { ...OFFICE, id: 2, position: { lat: 41.31, lng: 69.28 }, label: 'Karimov Bobur' };
    await renderAt(<NotaryMap markers={[OFFICE, other]} label="Xarita" onActivate={onActivate} />);
    const marker = await screen.findByRole('button', { name: 'Karimov Bobur' });
    marker.click();
    expect(onActivate).toHaveBeenCalledWith(other);
    // An <img role="button"> gets no click from the keyboard: Enter and Space are wired by hand.
    fireEvent.keyDown(screen.getByRole('button', { name: OFFICE.label }), { key: 'Enter' });
    fireEvent.keyDown(marker, { key: ' ' });
    fireEvent.keyDown(marker, { key: 'a' });
    expect(onActivate.mock.calls).toEqual([[other], [OFFICE], [other]]);
  });

  it('says so in words when the map cannot be shown, in Russian', async () => {
    restore = mockFetch(on('GET', '/api/map-config', () => json({ code: 'internal_server_error', message: 'x' }, 500))).restore;
    const store = createStore();
    store.set(localeAtom, 'ru');
    await renderAt(<NotaryMap markers={[OFFICE]} label="Карта" />, { locale: 'ru', store });
    expect(await screen.findByText(/Карту показать не удалось/)).toBeDefined();
    expect(screen.queryByRole('region', { name: 'Карта' })).toBeNull();
  });

  it('writes coordinates with six decimals', () => {
    expect(coordinatesText({ lat: 41.3649, lng: 69.2868 })).toBe('41.364900, 69.286800');
  });
});
