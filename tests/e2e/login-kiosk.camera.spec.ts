import { expect } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { test } from '../support/camera-test.ts';
import { AZIZ } from '../support/demo-people.ts';
import { installKioskShell } from '../support/kiosk-shell.ts';
import { loginFields, tapKeys } from '../support/login-ui.ts';

/**
 * The kiosk login form with the on-screen keyboard (spec §5). A terminal shows it only
 * once its self-test passed, which needs a camera: hence the camera project.
 */

test('kiosk: the on-screen keyboard types every field, closes at 7 digits and hides on blur (spec §5)', async ({ cameraPage, baseURL }) => {
  const page = await cameraPage(AZIZ);
  await installKioskShell(page, baseURL!);
  await page.goto('/kiosk/auth');
  const fields = loginFields(page);
  const keyboard = page.locator('.simple-keyboard');

  await fields.pin.click();
  await expect(keyboard).toBeVisible();
  await tapKeys(page, AZIZ.pin);
  await expect(fields.pin).toHaveValue(AZIZ.pin);

  await fields.series.click();
  // The series field asks for capitals, so the keyboard opens with shift locked.
  await tapKeys(page, AZIZ.series);
  await expect(fields.series).toHaveValue(AZIZ.series);
  await expect(fields.number).toBeFocused();
  await tapKeys(page, AZIZ.number);
  await expect(fields.number).toHaveValue(AZIZ.number);
  await expect(keyboard).toBeHidden();

  await fields.pin.click();
  await expect(keyboard).toBeVisible();
  await page.getByRole('main').getByRole('heading').first().click();
  await expect(keyboard).toBeHidden();
  await expectNoAxeViolations(page);
});

test('kiosk: tapping the submit button while the keyboard is open is not lost', async ({ cameraPage, baseURL }) => {
  const page = await cameraPage(AZIZ);
  await installKioskShell(page, baseURL!);
  await page.goto('/kiosk/auth');
  const fields = loginFields(page);
  await fields.pin.click();
  await tapKeys(page, '312');
  await expect(page.locator('.simple-keyboard')).toBeVisible();
  await fields.submit.click();
  // The tap reached the form: it validated and said what is missing.
  await expect(page.getByText('Pasport seriyasini kiriting')).toBeVisible();
});
