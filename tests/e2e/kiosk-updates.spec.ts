import { expect, test } from '@playwright/test';
import { INSTALL_AFTER_IDLE_MS } from '../../src-main/updates/update-policy.ts';
import { installKioskShell } from '../support/kiosk-shell.ts';
import { openDemoSession } from '../support/open-session.ts';
import { FEED_VERSION } from '../support/update-feed.ts';

/**
 * The update path against the reference server's feed (/updates/latest-linux.yml, the rollout of
 * GET /api/update-channels): a newer version is offered and downloaded in the background while a
 * citizen is signed in, held for the whole session, and installed only once the terminal is idle.
 */
test('a newer version is offered, downloaded, held during the session and installed when idle', async ({ page, baseURL }) => {
  await openDemoSession(page, 'aziz', 'kiosk');
  const shell = await installKioskShell(page, baseURL!, { terminalId: 'E2E-UPDATES' }, { updateFeed: true });
  const updates = shell.deps.updates;

  await page.goto('/kiosk/main');
  await expect(page.getByRole('heading', { level: 1, name: 'Kiosk bosh menyusi' })).toBeVisible();
  // The renderer told main a session is running.
  await expect.poll(async () => (await updates.status()).session).toBe('in-session');

  await updates.checkNow();
  expect(await updates.status()).toMatchObject({ offeredVersion: FEED_VERSION, downloadedVersion: FEED_VERSION, decision: 'download', error: null });
  shell.advanceClock(INSTALL_AFTER_IDLE_MS * 10);
  await updates.tick();
  expect(shell.installs).toEqual([]);

  // The citizen leaves: logout clears the session, the renderer reports idle.
  await page.getByRole('button', { name: 'Chiqish' }).click();
  await expect(page).toHaveURL(/\/kiosk\/auth$/);
  await expect.poll(async () => (await updates.status()).session).toBe('idle');
  await updates.tick();
  expect(shell.installs).toEqual([]);
  shell.advanceClock(INSTALL_AFTER_IDLE_MS);
  await updates.tick();
  expect(shell.installs).toEqual([FEED_VERSION]);
});
