import Database from 'better-sqlite3';
import { expect } from '@playwright/test';
import { test } from '../support/camera-test.ts';
import { AZIZ } from '../support/demo-people.ts';
import { E2E_DB_FILE } from '../support/e2e-env.ts';
import { loginFields, storedToken, typeLogin } from '../support/login-ui.ts';

/**
 * Technical work (spec §4: resultCode 0): an administrator's switch in the settings table, read
 * by the running server on every login. This project runs after all others (it stops logins).
 */
function setMaintenance(on: boolean): void {
  const db = new Database(E2E_DB_FILE);
  try {
    db.prepare('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run('maintenance', on ? '1' : '0');
  } finally {
    db.close();
  }
}

test.afterEach(() => setMaintenance(false));

test('during technical work the face check passes but the login shows the technical notice', async ({ cameraPage }) => {
  const page = await cameraPage(AZIZ);
  setMaintenance(true);
  await page.goto('/');
  await typeLogin(page, AZIZ);
  await loginFields(page).submit.click();
  const notice = page.getByRole('dialog', { name: 'Texnik ishlar' });
  await expect(notice).toBeVisible({ timeout: 120_000 });
  expect(await storedToken(page)).toBeNull();
});
