import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { FRAME_HEIGHT, FRAME_WIDTH } from '../../src-server/liveness/fixtures/face-frame.test-support.ts';
import { INSTALL_AFTER_IDLE_MS } from '../../src-main/updates/update-policy.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { test } from '../support/camera-test.ts';
import { AZIZ, JAMSHID } from '../support/demo-people.ts';
import { installKioskShell } from '../support/kiosk-shell.ts';
import { loginFields } from '../support/login-ui.ts';
import { signInAtTerminal } from '../support/seeded-session.ts';
import { FEED_VERSION } from '../support/update-feed.ts';

/**
 * The terminal's self-test passing with a camera (this project's fake camera), and the
 * technicians' diagnostics page as the demo technician, signed in on the terminal (a session as
 * the kiosk login leaves it: the login with its face check is login.camera.spec.ts's); the real
 * main-process handlers answer through the bridge.
 */

test('with the camera the self-test passes, measured from a real frame, and the login form shows', async ({ cameraPage, baseURL }) => {
  const page = await cameraPage(AZIZ);
  const shell = await installKioskShell(page, baseURL!);
  await page.goto('/kiosk/auth');
  await expect(loginFields(page).pin).toBeVisible({ timeout: 30_000 });
  const report = shell.deps.selfTest.last();
  expect(report?.outOfService).toBe(false);
  expect(report?.checks.find((c) => c.check === 'camera')).toMatchObject({ ok: true, code: 'ok', figures: { width: FRAME_WIDTH, height: FRAME_HEIGHT } });
  expect(report?.checks.find((c) => c.check === 'microphone')).toMatchObject({ ok: true });
});

test('the technician signs in on the terminal and reads, reruns, exports the self-test and registers the terminal', async ({ cameraPage, baseURL }) => {
  const page = await cameraPage(JAMSHID);
  const shell = await installKioskShell(page, baseURL!, { terminalId: 'E2E-DIAGNOSTICS' });
  await signInAtTerminal(page, JAMSHID);

  await page.getByRole('link', { name: 'Terminal diagnostikasi' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terminal diagnostikasi' })).toBeVisible();
  const camera = page.getByRole('row', { name: /^Kamera/ });
  await expect(camera).toContainText('O‘tdi');
  await expect(camera).toContainText(`width: ${FRAME_WIDTH}`);
  await expect(page.getByRole('row', { name: /^Server bilan aloqa/ })).toContainText('latencyMs');
  await expectNoAxeViolations(page);

  const first = shell.deps.selfTest.last()?.at;
  await page.getByRole('button', { name: 'Tekshiruvni qayta o‘tkazish' }).click();
  await expect.poll(() => shell.deps.selfTest.last()?.at).not.toBe(first);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Hisobotni yuklab olish (JSON)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('diagnostics-E2E-DIAGNOSTICS.json');
  const exported = JSON.parse(await readFile((await file.path())!, 'utf8')) as {
    terminalId: string;
    selfTest: { checks: unknown[] };
    dictionaries: { healthy: boolean };
  };
  expect(exported).toMatchObject({ terminalId: 'E2E-DIAGNOSTICS', dictionaries: { healthy: true } });
  expect(exported.selfTest.checks).toHaveLength(7);

  await expect(page.getByText('Terminal serverda ro‘yxatdan o‘tkazilmagan', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Terminalni ro‘yxatdan o‘tkazish' }).click();
  // The shell's key is read and sent: on a busy machine longer than the default wait; a refusal is the failure's report.
  const done = page.getByText('Terminal kaliti ro‘yxatdan o‘tkazildi.');
  const refused = page.getByRole('alert').filter({ hasText: 'Kalitni ro‘yxatdan o‘tkazib bo‘lmadi.' });
  await expect(done.or(refused)).toBeVisible({ timeout: 30_000 });
  await expect(refused).toHaveCount(0);
  await expect(done).toBeVisible();
  await expect(page.getByRole('button', { name: 'Terminal kalitini qayta ro‘yxatdan o‘tkazish' })).toBeVisible();
});

/**
 * A citizen's session on the terminal (signed in as the kiosk login leaves it): the selects keep working from the SQLite cache while
 * the API's dictionaries are unreachable, the diagnostics page is refused by the server, and an
 * update from the reference server's feed (/updates/latest-linux.yml, the rollout of
 * GET /api/update-channels) is downloaded during the session but installed only once idle.
 */
test('a citizen session: offline selects from the cache, no diagnostics, an update held until the terminal is idle', async ({ cameraPage, baseURL }) => {
  const page = await cameraPage(AZIZ);
  const shell = await installKioskShell(page, baseURL!, { terminalId: 'E2E-CITIZEN' }, { updateFeed: true });
  const updates = shell.deps.updates;
  await signInAtTerminal(page, AZIZ);
  // The renderer told main a session is running.
  await expect.poll(async () => (await updates.status()).presence.session).toBe(true);

  // Offline selects: the shell synced every dictionary at start; now the API is down for them.
  expect(shell.deps.dictionaries.status()).toMatchObject({ healthy: true, missing: [], lastSync: { ok: true } });
  const cachedOffices = shell.deps.dictionaries.get('notary_offices')?.items.length ?? 0;
  expect(cachedOffices).toBeGreaterThan(10);
  let asked = 0;
  await page.route('**/api/dictionaries**', (route) => {
    asked += 1;
    return route.abort('connectionrefused');
  });
  await page.getByRole('link', { name: 'Mening notarial harakatlarim' }).click();
  await page.getByText('Filtrlar', { exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Notarial idora' }).locator('option')).toHaveCount(cachedOffices + 1);
  expect(asked).toBe(0);

  // The update: offered and downloaded in the background, held for the whole session.
  await updates.checkNow();
  expect(await updates.status()).toMatchObject({ offeredVersion: FEED_VERSION, downloadedVersion: FEED_VERSION, decision: 'download', error: null });
  shell.advanceClock(INSTALL_AFTER_IDLE_MS * 10);
  await updates.tick();
  expect(shell.installs).toEqual([]);

  // The diagnostics page is the technician's: the server refuses Aziz.
  await page.evaluate(() => window.history.pushState({}, '', '/kiosk/diagnostics'));
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
  await expect(page).toHaveURL(/\/kiosk\/403$/);

  // The citizen leaves: logout ends the session, the renderer reports idle, and after the idle
  // delay the held version is installed.
  await page.getByRole('button', { name: 'Chiqish' }).click();
  await expect(page).toHaveURL(/\/kiosk\/auth$/);
  // The end of the session and the end of the visit come as two reports: the quiet time runs
  // from the later one, so wait until only the logout's touch is left before moving the clock.
  await expect.poll(async () => (await updates.status()).busy, { timeout: 30_000 }).toEqual(['recent-touch']);
  await updates.tick();
  expect(shell.installs).toEqual([]);
  shell.advanceClock(INSTALL_AFTER_IDLE_MS);
  await updates.tick();
  expect(shell.installs).toEqual([FEED_VERSION]);
});
