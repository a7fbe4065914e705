import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { installKioskShell } from '../support/kiosk-shell.ts';
import { loginFields } from '../support/login-ui.ts';

/**
 * A terminal whose self-test fails (docs/architecture.md, Kiosk main-process duties: self-test): this
 * project's Chromium has no camera at all, so the critical camera check fails in the real
 * renderer checks and the real main-process self-test, and citizens get the out-of-service screen
 * with the helpline instead of a login that cannot work.
 */
test('without a camera the terminal is out of service: helpline 1008, no login form', async ({ page, baseURL }) => {
  const shell = await installKioskShell(page, baseURL!);
  await page.goto('/kiosk/auth');
  await expect(page.getByRole('heading', { name: 'Terminal vaqtincha ishlamayapti' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Ishonch telefoni: 1008')).toBeVisible();
  await expect(loginFields(page).pin).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Main keeps the report the renderer's run produced: camera failed, the API answered.
  const report = shell.deps.selfTest.last();
  expect(report?.outOfService).toBe(true);
  expect(report?.checks.find((c) => c.check === 'camera')).toMatchObject({ ok: false, critical: true });
  expect(report?.checks.find((c) => c.check === 'network')).toMatchObject({ ok: true, figures: { status: 200 } });
  expect(report?.checks.find((c) => c.check === 'dictionaries')).toMatchObject({ ok: true });

  // A reload of the renderer does not test again: main's report stands.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Terminal vaqtincha ishlamayapti' })).toBeVisible();
  expect(shell.deps.selfTest.last()?.at).toBe(report?.at);

  // The button tests again, and the screen stays while the camera is still missing.
  await page.getByRole('button', { name: 'Qayta tekshirish' }).click();
  await expect.poll(() => shell.deps.selfTest.last()?.at).not.toBe(report?.at);
  await expect(page.getByRole('heading', { name: 'Terminal vaqtincha ishlamayapti' })).toBeVisible();
});
