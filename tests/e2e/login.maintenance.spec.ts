import Database from 'better-sqlite3';
import { expect } from '@playwright/test';
import { test } from '../support/camera-test.ts';
import { AZIZ } from '../support/demo-people.ts';
import { E2E_MAINTENANCE_PORT } from '../support/e2e-env.ts';
import { startOwnE2eServer, type OwnE2eServer } from '../support/own-e2e-server.ts';
import { loginFields, storedToken, typeLogin } from '../support/login-ui.ts';

/**
 * Technical work (spec §4: resultCode 0): an administrator's switch in the settings table, read
 * by the running server on every login. On the shared server it would stop every other test's
 * logins, so this spec starts a server of its own.
 */
// One worker runs the file's tests, in order: one server on one port.
test.describe.configure({ mode: 'default' });
test.use({ baseURL: `http://127.0.0.1:${E2E_MAINTENANCE_PORT}` });

let server: OwnE2eServer;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startOwnE2eServer(E2E_MAINTENANCE_PORT);
});
test.afterAll(async () => server.stop());

function setMaintenance(on: boolean): void {
  const db = new Database(server.dbFile);
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
