import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';

/**
 * The notary map (docs/decisions/0007-map-tiles-configuration.md) against the real server: Leaflet in its own chunk with the
 * tile URL the server gives, and no tile server reachable (every tile request is refused here,
 * as this machine has no internet anyway): the marker, its name, keyboard access, the address,
 * the coordinates and the OpenStreetMap link must all still be there.
 */

interface Details {
  id: number;
  name: { oz: string };
  office: { address: { oz: string } };
  location: { lat: number; lng: number };
}

async function refuseTiles(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(/tile\.openstreetmap\.org/, (route) => {
    asked.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  return asked;
}

test('details: the office marker on a named map, reachable by keyboard, with the address, coordinates and OSM link, tiles unreachable', async ({ page }) => {
  const asked = await refuseTiles(page);
  const notary = (await (await page.request.get('/api/notaries/1')).json()) as Details;
  const config = (await (await page.request.get('/api/map-config')).json()) as { tileUrl: string };
  expect(config.tileUrl).toBe('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png');

  await page.goto('/notary/1');
  await expect(page.getByRole('heading', { level: 1, name: notary.name.oz })).toBeVisible();
  const map = page.getByRole('region', { name: `Xarita: ${notary.name.oz} idorasining joylashuvi` });
  await expect(map).toBeVisible();
  const marker = map.getByRole('button', { name: `${notary.name.oz}, ${notary.office.address.oz}` });
  await expect(marker).toBeVisible();
  // The pin comes with the app (inlined in the map chunk), never from a CDN.
  expect(await marker.getAttribute('src')).toMatch(/^(data:image\/png|\/assets\/)/);

  // The tiles were asked for and refused: the page says so, and everything else stays.
  await expect(page.getByText('Xarita fonini yuklab bo‘lmadi: belgilar, manzil va koordinatalar baribir ko‘rsatiladi.')).toBeVisible();
  expect(asked.length).toBeGreaterThan(0);
  const office = page.getByRole('region', { name: 'Manzil' });
  await expect(office.getByText(notary.office.address.oz, { exact: true })).toBeVisible();
  await expect(office.getByText(`Koordinatalar: ${notary.location.lat.toFixed(6)}, ${notary.location.lng.toFixed(6)}`)).toBeVisible();
  const osm = office.getByRole('link', { name: /Xaritada ko‘rish \(OpenStreetMap/ });
  await expect(osm).toHaveAttribute(
    'href',
    `https://www.openstreetmap.org/?mlat=${notary.location.lat}&mlon=${notary.location.lng}#map=16/${notary.location.lat}/${notary.location.lng}`,
  );

  // Keyboard: from the link, Tab reaches the map, then its marker.
  await osm.focus();
  await page.keyboard.press('Tab');
  await expect(map).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(marker).toBeFocused();
  await expectNoAxeViolations(page);
});

test('details: queue sign-up leads a signed-out visitor to the login with the booking page saved', async ({ page }) => {
  await refuseTiles(page);
  await page.goto('/notary/1');
  const signUp = page.getByRole('link', { name: 'Qabulga navbatga yozilish' });
  await expect(signUp).toHaveAttribute('href', '/equeue?notary=1');
  await signUp.click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('enotary.redirectUrl'))).toBe(JSON.stringify('/equeue?notary=1'));
});

test('registry: the page’s notaries on a map on request; Enter on a marker opens the notary', async ({ page }) => {
  await refuseTiles(page);
  await page.goto('/notary');
  const first = page.locator('.catalogue-card h3 a').first();
  await expect(first).toBeVisible();
  const toggle = page.getByRole('button', { name: 'Xaritada ko‘rsatish' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const map = page.getByRole('region', { name: /^Xarita: sahifadagi \d+ ta notarius idorasi$/ });
  await expect(map).toBeVisible();
  const markers = map.locator('.leaflet-marker-icon');
  await expect(markers).toHaveCount(20);
  // The list stays the main view, below the map.
  await expect(page.locator('.catalogue-card')).toHaveCount(20);
  await expectNoAxeViolations(page);

  const firstName = (await first.textContent()) ?? '';
  const marker = map.getByRole('button', { name: new RegExp(`^${firstName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')},`) });
  await marker.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: firstName })).toBeVisible();
  await expect(page).toHaveURL(/\/notary\/\d+$/);
});
