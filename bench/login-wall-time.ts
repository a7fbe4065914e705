import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { makeFaceVideo } from '../tests/fixtures/faces/make-face-video.ts';
import { cameraArgs } from '../tests/support/camera-videos.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/support/chromium-path.ts';
import { AZIZ } from '../tests/support/demo-people.ts';

export interface LoginTiming {
  /** Click on the login button → the success dialog. */
  totalMs: number;
  /** Click → the face-check dialog on screen (pre-check + lazy chunk). */
  toFaceDialogMs: number;
}

/**
 * Wall time of a full login with Chromium's fake camera playing the generated face video (the
 * person performs every challenge action in a ≈ 13 s loop, so the figure includes waiting for
 * the pose the server asks for — it is what a user would see, not the server's cost).
 */
export async function loginWallTime(baseUrl: string, runs = 2): Promise<LoginTiming[]> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('no Chromium: see tests/support/ensure-chromium.ts');
  mkdirSync('.cache/bench', { recursive: true });
  const video = '.cache/bench/camera-face.y4m';
  await makeFaceVideo(video);
  const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS, ...cameraArgs(video)] });
  const timings: LoginTiming[] = [];
  try {
    for (let i = 0; i < runs; i += 1) {
      const page = await browser.newPage();
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
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return timings;
}
