import { expect, test } from '@playwright/test';
import { AZIZ } from '../support/demo-people.ts';
import { expectOneOfHints } from '../support/face-dialog.ts';
import { loginFields, typeLogin } from '../support/login-ui.ts';

/** A camera that sees no face gets hint 8, "point the camera at your face" (spec §8). */
test('no face in front of the camera: hint 8 and no success', async ({ page }) => {
  await page.goto('/');
  await typeLogin(page, AZIZ);
  await loginFields(page).submit.click();
  await expectOneOfHints(page, [8]);
  await expect(page.getByRole('dialog', { name: 'Shaxsingiz tasdiqlandi' })).toHaveCount(0);
});
