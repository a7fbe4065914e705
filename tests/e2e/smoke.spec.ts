import { expect, test } from '@playwright/test';

/** Foundation smoke: real server, fresh seeded database, Debian Chromium. */

const LOCALES = [
  { button: 'O‘zbekcha', lang: 'uz-Latn', stored: 'oz' },
  { button: 'Ўзбекча', lang: 'uz-Cyrl', stored: 'uz' },
  { button: 'Русский', lang: 'ru', stored: 'ru' },
] as const;

test.describe('home page in each locale', () => {
  for (const locale of LOCALES) {
    test(`renders in ${locale.stored}, persists the choice`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto('/');
      await page.getByRole('group', { name: /./ }).getByRole('button', { name: locale.button }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', locale.lang);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('1008');
      // The painted page is static HTML until the app has started and replayed the press (decision
      // 0011); for oz the language is already right before that, so wait for the stored choice.
      await expect.poll(() => page.evaluate(() => localStorage.getItem('enotary.locale'))).toBe(JSON.stringify(locale.stored));

      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', locale.lang);
      expect(errors).toEqual([]);
    });
  }
});

test('the default locale is Latin Uzbek (spec §1)', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'uz-Latn');
});

test('an unknown path shows the 404 page (spec §2)', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a kiosk path without login goes to the kiosk login and saves the wanted path (spec §2)', async ({ page }) => {
  await page.goto('/kiosk/my_notarial_act');
  await expect(page).toHaveURL(/\/kiosk\/auth$/);
  expect(await page.evaluate(() => localStorage.getItem('enotary.mode'))).toBe(JSON.stringify('kiosk'));
  expect(await page.evaluate(() => localStorage.getItem('enotary.redirectUrl'))).toBe(JSON.stringify('/kiosk/my_notarial_act'));
});

test('the old act path redirects to the new one and, unauthenticated, saves it as redirect (spec §2)', async ({ page }) => {
  await page.goto('/enotarial-act/0f4b6a1e-1111-4c2d-9e5f-123456789abc');
  await expect(page).not.toHaveURL(/enotarial-act/);
  // The new path shows before the sign-in guard has run and saved it: wait for the saved value.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('enotary.redirectUrl')))
    .toBe(JSON.stringify('/enotarial_act/0f4b6a1e-1111-4c2d-9e5f-123456789abc'));
});

test('an unknown API path is a JSON 404 in the requested locale, not the SPA', async ({ request }) => {
  const ru = await request.get('/api/no-such-endpoint', { headers: { 'Accept-Language': 'ru' } });
  expect(ru.status()).toBe(404);
  expect(ru.headers()['content-type']).toContain('application/json');
  const oz = await request.get('/api/no-such-endpoint', { headers: { 'Accept-Language': 'oz' } });
  expect((await ru.json()).message).not.toBe((await oz.json()).message);
});

test('client routes are served by the SPA fallback with security headers', async ({ request }) => {
  const response = await request.get('/notary/12', { headers: { Accept: 'text/html' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
});
