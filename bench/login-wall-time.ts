import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/support/chromium-path.ts';
import { AZIZ } from '../tests/support/demo-people.ts';
import { useTestCamera } from '../tests/support/test-camera.ts';

export interface LoginTiming {
  /** Click on the login button → the success dialog. */
  totalMs: number;
  /** Click → the face-check dialog on screen (pre-check + lazy chunk). */
  toFaceDialogMs: number;
}

/**
 * Wall time of a full login with the end-to-end tests' camera showing a real-looking head of
 * Aziz (tests/support/test-camera.ts): it reads each instruction for 0.6 s, takes 0.6 s to move,
 * and its skin follows the screen's colours, so the figure includes the challenge's moves and the
 * wait for the screen light's verdict — what a prompt user would see, not the server's cost.
 */
export async function loginWallTime(baseUrl: string, runs = 2): Promise<LoginTiming[]> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('no Chromium: see tests/support/ensure-chromium.ts');
  const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'] });
  const timings: LoginTiming[] = [];
  try {
    for (let i = 0; i < runs; i += 1) {
      const context = await browser.newContext();
      await useTestCamera(context, { face: AZIZ.face });
      const page = await context.newPage();
      await page.goto(baseUrl + '/');
      // The home page paints a static copy of the form and loads the real one on focus (decision
      // 0011); the figure is the login itself, so it starts once the real form is there.
      await page.getByLabel(/JShShIR/).focus();
      await page.locator('input[name="pin"]').waitFor({ state: 'attached', timeout: 30_000 });
      await page.getByLabel(/JShShIR/).fill(AZIZ.pin);
      await page.getByLabel('Pasport seriyasi').fill(AZIZ.series);
      await page.getByLabel('Pasport raqami').fill(AZIZ.number);
      const started = performance.now();
      await page.getByRole('button', { name: 'Identifikatsiyadan o‘tish' }).click();
      await page.getByRole('dialog').first().waitFor({ timeout: 30_000 });
      const toFaceDialogMs = performance.now() - started;
      await page.getByRole('dialog', { name: 'Shaxsingiz tasdiqlandi' }).waitFor({ timeout: 123_000 });
      timings.push({ totalMs: performance.now() - started, toFaceDialogMs });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return timings;
}
