import { expect, type Page } from '@playwright/test';
import { API_ERRORS } from '../../src-domain/http/error-codes.ts';
import { HINT } from '../../src-domain/liveness/hint-codes.ts';
import { test } from '../support/camera-test.ts';
import { OTABEK, RUSTAM, SHERZOD, type Person } from '../support/demo-people.ts';
import { watchLivenessHints } from '../support/face-dialog.ts';
import { installKioskShell } from '../support/kiosk-shell.ts';
import { expectLoginSuccess, loginFields, storedToken, submitKioskLogin, typeLogin } from '../support/login-ui.ts';
import type { Presentation } from '../support/test-camera.ts';

/**
 * Presentation attacks on the login's face check (docs/liveness.md, Presentation attacks), each
 * with the registry photo's own face, through the page's real face check and the real server:
 * the test camera (tests/support/test-camera.ts) shows what is held up and does what the screen
 * asks, as an attacker would. The page takes, sends and the server analyses its frames as a real
 * camera's. A picture turned by hand is refused by the flat check (69); a recording, on a virtual
 * camera or a phone, by the screen's colours (70). The refusal says where to identify in person.
 */

const REFUSED = API_ERRORS.face_not_live.text.oz;

const ATTACKS: [Presentation, string, Person, number][] = [
  ['print', 'a print of the face moved, tilted and turned by hand', OTABEK, HINT.flatPicture],
  ['replay', 'a genuine earlier face check replayed into the camera', RUSTAM, HINT.screenLight],
  ['phone', 'the face on a phone’s screen', SHERZOD, HINT.screenLight],
];

async function expectRefused(page: Page, watch: ReturnType<typeof watchLivenessHints>, hint: number): Promise<void> {
  try {
    const failure = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: REFUSED });
    await expect(failure).toBeVisible({ timeout: 150_000 });
    // The message says where to go: any notary office.
    await expect(failure).toContainText('notarial idorada');
    expect(watch.hints()).toContain(hint);
    await expect(page.getByRole('dialog', { name: 'Shaxsingiz tasdiqlandi' })).toHaveCount(0);
    expect(await storedToken(page)).toBeNull();
  } finally {
    // What the liveness service answered, for a failure's report.
    await test.info().attach('liveness replies', { body: watch.log(), contentType: 'text/plain' });
  }
}

for (const [presentation, what, person, hint] of ATTACKS) {
  test(`browser: ${what} is refused (${hint}), and told where to identify in person`, async ({ cameraPage }) => {
    const page = await cameraPage(person, { presentation });
    const watch = watchLivenessHints(page);
    await page.goto('/');
    await typeLogin(page, person);
    await loginFields(page).submit.click();
    await expectRefused(page, watch, hint);
  });

  test(`kiosk: ${what} is refused (${hint})`, async ({ cameraPage, baseURL }) => {
    const page = await cameraPage(person, { presentation, touch: true });
    await installKioskShell(page, baseURL!);
    const watch = watchLivenessHints(page);
    await page.goto('/kiosk/auth');
    await submitKioskLogin(page, person);
    await expectRefused(page, watch, hint);
  });
}

test('kiosk: the person’s own head, lit by the screen’s colours, is accepted; the backlight is up meanwhile and back after', async ({
  cameraPage,
  baseURL,
}) => {
  const page = await cameraPage(OTABEK, { touch: true });
  const shell = await installKioskShell(page, baseURL!);
  const watch = watchLivenessHints(page);
  await page.goto('/kiosk/auth');
  await submitKioskLogin(page, OTABEK);
  const lit = page.locator('.face-check-overlay--lit');
  await expect(lit).toBeVisible({ timeout: 60_000 });
  // The colours change (one every 600 ms).
  const first = await lit.getAttribute('data-screen-light');
  await expect.poll(() => lit.getAttribute('data-screen-light'), { timeout: 10_000 }).not.toBe(first);
  await expect.poll(() => shell.backlight()).toBe(255);
  try {
    await expectLoginSuccess(page);
  } finally {
    await test.info().attach('liveness replies', { body: watch.log(), contentType: 'text/plain' });
  }
  await expect.poll(() => shell.backlight()).toBe(90);
  await expect(page).toHaveURL(/\/kiosk\/main$/);
});
