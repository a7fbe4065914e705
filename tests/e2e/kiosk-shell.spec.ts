import { expect, test } from '@playwright/test';
import { installKioskShell } from '../support/kiosk-shell.ts';
import type { KioskBridge } from '../../src-domain/bridge/contract.ts';

type ShellWindow = Window & { kiosk?: KioskBridge };

/** The renderer inside the kiosk shell, with the real main-process bridge handlers. */

test('inside the shell a non-kiosk address lands on the kiosk login (spec §6: kiosk forces login)', async ({ page, baseURL }) => {
  await installKioskShell(page, baseURL!);
  await page.goto('/notary');
  await expect(page).toHaveURL(/\/kiosk\/auth$/);
});

test('the bridge answers the terminal config through the validated dispatcher', async ({ page, baseURL }) => {
  await installKioskShell(page, baseURL!, { terminalId: 'HALL-7' });
  await page.goto('/kiosk/auth');
  const info = await page.evaluate(() => (window as ShellWindow).kiosk!.appInfo());
  expect(info.terminalId).toBe('HALL-7');
  const refused = await page.evaluate(() =>
    ((window as ShellWindow).kiosk!.appInfo as unknown as (x: number) => Promise<unknown>)(42).then(
      () => 'accepted',
      (error: Error) => error.message,
    ),
  );
  expect(refused).toContain('bad_args');
});
