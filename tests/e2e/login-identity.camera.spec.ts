import Database from 'better-sqlite3';
import { expect } from '@playwright/test';
import { API_ERRORS } from '../../src-domain/http/error-codes.ts';
import { test } from '../support/camera-test.ts';
import { AZIZ, BEKZOD, type Person } from '../support/demo-people.ts';
import { E2E_DB_FILE } from '../support/e2e-env.ts';
import { loginFields, storedToken, typeLogin } from '../support/login-ui.ts';

/**
 * Identity is pin + document + a live face matched to the registry photo of that pin
 * (docs/architecture.md, Trust; docs/liveness.md, face match): a real, live face performing the
 * challenge is not enough when it is someone else's, and a person the registry has no photo of
 * is told to identify at a notary office before any camera starts.
 */

test('Aziz at the camera typing Bekzod\'s pin and passport: the face check runs, then "identity not confirmed" (spec §4 login flow 3, §8)', async ({
  cameraPage,
}) => {
  const page = await cameraPage(BEKZOD, { face: AZIZ.face });
  await page.goto('/');
  await typeLogin(page, BEKZOD);
  await loginFields(page).submit.click();
  // The live challenge itself passes (it is a live face), the registry photo is not his.
  await expect(page.getByRole('dialog', { name: 'Yuzni tekshirish' })).toBeVisible();
  const error = page.getByRole('alertdialog', { name: 'Xatolik' });
  await expect(error).toBeVisible({ timeout: 150_000 });
  await expect(error).toContainText(API_ERRORS.face_mismatch.text.oz);
  await expect(error.getByRole('button', { name: 'Qayta urinish' })).toBeVisible();
  expect(await storedToken(page)).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('enotary.user'))).toBeNull();
});

/** An adult with a valid passport and no account whom the seed gave no registry photo (none but the demo people have one). */
function personWithoutPhoto(): Person {
  const db = new Database(E2E_DB_FILE, { readonly: true });
  try {
    const row = db
      .prepare(
        `SELECT p.pin, p.passport_series AS series, p.passport_number AS number FROM persons p
         WHERE p.pin NOT IN (SELECT pin FROM registry_photos) AND p.pin NOT IN (SELECT pin FROM users)
           AND p.death_date IS NULL AND p.birth_date < '1990-01-01' AND p.passport_expiry_date > '2030-01-01' AND p.document_type_id <> 0
         ORDER BY p.pin LIMIT 1`,
      )
      .get() as { pin: string; series: string; number: string } | undefined;
    if (!row) throw new Error('the seed has no adult without a registry photo');
    return { ...row, face: AZIZ.face };
  } finally {
    db.close();
  }
}

test('a person the registry has no photo of is told to identify at a notary office, and no camera starts (spec §4 login flow 1)', async ({ page }) => {
  // The project's own browser has no camera at all: the refusal must come before one is needed.
  await page.goto('/');
  await typeLogin(page, personWithoutPhoto());
  await loginFields(page).submit.click();
  await expect(page.getByText(API_ERRORS.no_registry_photo.text.oz)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('dialog', { name: 'Yuzni tekshirish' })).toHaveCount(0);
  await expect(loginFields(page).submit).toBeEnabled();
  expect(await storedToken(page)).toBeNull();
});
