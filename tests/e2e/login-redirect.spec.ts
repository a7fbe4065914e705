import { expect, test } from '@playwright/test';
import { DEMO_NOTARY_ID } from '../../src-server/seed/demo-cast.ts';
import { openDemoSession } from '../support/open-session.ts';

/**
 * A page that needs a login, opened while signed out (spec §2 routing rules), brings the person
 * to the login with a visible "log in to continue" and the keyboard in its first field; the
 * saved path is where the login leads. A signed-in non-administrator at /admin/* gets the 403 page.
 */
for (const wanted of ['/equeue', '/my_notarial_act', '/admin/users']) {
  test(`signed out at ${wanted}: the login says to log in to continue, focus in the first field`, async ({ page }) => {
    await page.goto(wanted);
    await expect(page).toHaveURL(/\/$/);
    const login = page.getByRole('region', { name: 'Tizimga kirish' });
    await expect(login.getByText('Davom etish uchun tizimga kiring.')).toBeVisible();
    await expect(login.getByRole('textbox').first()).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem('enotary.redirectUrl'))).toBe(JSON.stringify(wanted));
  });
}

test("signed out, the notary page's queue sign-up leads to the login in the same way, the queue saved as where the login goes", async ({ page }) => {
  await page.goto(`/notary/${DEMO_NOTARY_ID}`);
  await page.getByRole('link', { name: 'Qabulga navbatga yozilish' }).click();
  await expect(page).toHaveURL(/\/$/);
  const login = page.getByRole('region', { name: 'Tizimga kirish' });
  await expect(login.getByText('Davom etish uchun tizimga kiring.')).toBeVisible();
  await expect(login.getByRole('textbox').first()).toBeFocused();
  expect(await page.evaluate(() => localStorage.getItem('enotary.redirectUrl'))).toBe(JSON.stringify(`/equeue?notary=${DEMO_NOTARY_ID}`));
});

test('a signed-in citizen at /admin/users gets the 403 page', async ({ page }) => {
  await openDemoSession(page, 'aziz', 'browser');
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/403$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
