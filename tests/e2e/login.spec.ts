import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { AZIZ } from '../support/demo-people.ts';
import { loginFields, typeLogin } from '../support/login-ui.ts';

/**
 * Login form and pre-check (docs/liveness.md), without the camera. The kiosk's form is in
 * login-kiosk.camera.spec.ts: a terminal without a camera is out of service and shows no form.
 */

test('the login form validates with the spec message keys and passes axe (spec §5)', async ({ page }) => {
  await page.goto('/');
  const fields = loginFields(page);
  // The real form's own rules are under test: press its button once it is there (a press on the
  // prerendered copy before it arrives is handed over, which prerender.spec.ts tests).
  await fields.pin.focus();
  await expect(page.locator('input[name="pin"]')).toBeAttached({ timeout: 30_000 });
  await fields.submit.click();
  await expect(page.getByText('Pasport seriyasini kiriting')).toBeVisible();
  await fields.series.fill('аб');
  await expect(page.getByText(/lotin/i).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a wrong passport number is refused by the pre-check with a localized message (spec §4.1, §7)', async ({ page }) => {
  await page.goto('/');
  await typeLogin(page, { ...AZIZ, number: '7654321' });
  await loginFields(page).submit.click();
  await expect(page.getByRole('alert').filter({ hasText: /pasport/i })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(loginFields(page).submit).toBeEnabled();
});

test('the form is prefilled from passserial and passnum query parameters (spec §2 screen 1)', async ({ page }) => {
  await page.goto('/?passserial=ab&passnum=1234567');
  await expect(loginFields(page).series).toHaveValue('AB');
  await expect(loginFields(page).number).toHaveValue('1234567');
});
