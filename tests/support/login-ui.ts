import { expect, type Page } from '@playwright/test';
import type { Person } from './demo-people.ts';

/** The three login fields as a citizen finds them (labels of the oz locale, the default). */
export function loginFields(page: Page) {
  return {
    pin: page.getByLabel(/JShShIR/),
    series: page.getByLabel('Pasport seriyasi'),
    number: page.getByLabel('Pasport raqami'),
    submit: page.getByRole('button', { name: /Identifikatsiyadan o‘tish|Tekshirilmoqda/ }),
  };
}

export async function typeLogin(page: Page, person: Person): Promise<void> {
  const fields = loginFields(page);
  // The home page first shows a static copy of the form and loads the real one on focus
  // (docs/performance.md); typing is handed over, which prerender.spec.ts tests. Here the real form's
  // own rules are under test, so type once it is there.
  await fields.pin.focus();
  await expect(page.locator('input[name="pin"]')).toBeAttached({ timeout: 30_000 });
  await fields.pin.fill(person.pin);
  await fields.series.fill(person.series.toLowerCase());
  // Spec §5: focus moves to the number once the series has 2 characters.
  await expect(fields.number).toBeFocused();
  await fields.number.fill(person.number);
}

/** Presses on-screen keys one by one, as a finger on the kiosk would. */
export async function tapKeys(page: Page, text: string): Promise<void> {
  for (const char of text) {
    await page.locator(`.simple-keyboard button[data-skbtn="${char}"]`).click();
  }
}

/** At a kiosk: types the person's identity on the on-screen keyboard and starts the face check. */
export async function submitKioskLogin(page: Page, person: Person): Promise<void> {
  const fields = loginFields(page);
  await fields.pin.click();
  await tapKeys(page, person.pin);
  await fields.series.click();
  await tapKeys(page, person.series);
  await tapKeys(page, person.number);
  await fields.submit.click();
}

/** Waits for the success dialog of the login (spec §2 screen 3) and closes it. */
export async function expectLoginSuccess(page: Page, timeout = 120_000): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Shaxsingiz tasdiqlandi' });
  await expect(dialog).toBeVisible({ timeout });
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

export async function storedToken(page: Page): Promise<string | null> {
  const raw = await page.evaluate(() => localStorage.getItem('enotary.token'));
  return raw === null ? null : (JSON.parse(raw) as string | null);
}
