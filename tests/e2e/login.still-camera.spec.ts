import { expect, test } from '@playwright/test';
import { AZIZ } from '../support/demo-people.ts';
import { expectOneOfHints, watchLivenessVerdicts } from '../support/face-dialog.ts';
import { loginFields, storedToken, typeLogin } from '../support/login-ui.ts';

/** A printed photo held still in front of the camera cannot pass the active challenge (docs/liveness.md). */
test('a still photo never passes: the challenge hints stay, no success, cancel ends the attempt', async ({ page }) => {
  const verdicts = watchLivenessVerdicts(page);
  await page.goto('/');
  await typeLogin(page, AZIZ);
  await loginFields(page).submit.click();
  // The challenge asks to tilt (21/22) or come closer (12/13/38); a still photo never does.
  await expectOneOfHints(page, [21, 22, 12, 13, 38]);
  // Forty frames judged (over 10 s on an idle machine, longer under load), none passed.
  await expect.poll(verdicts.judged, { timeout: 100_000 }).toBeGreaterThanOrEqual(40);
  expect(verdicts.passed()).toBe(false);
  await expect(page.getByRole('dialog', { name: 'Shaxsingiz tasdiqlandi' })).toHaveCount(0);
  await expectOneOfHints(page, [21, 22, 12, 13, 38], 5_000);
  await page.getByRole('button', { name: 'Bekor qilish' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await storedToken(page)).toBeNull();
  await expect(loginFields(page).submit).toBeEnabled();
});
