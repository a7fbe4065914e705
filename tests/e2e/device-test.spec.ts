import { mkdirSync } from 'node:fs';
import { type Browser, chromium, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { writeY4m } from '../fixtures/faces/y4m.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { cameraArgs } from '../support/camera-videos.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium-path.ts';
import { answerSpeaker, deviceTest, expectStep, recordAnnouncements } from '../support/device-test-ui.ts';

/**
 * Device test fail paths that need a browser without the camera projects' fake camera and its
 * auto-accepted permission prompt (spec §8 device check): no camera and no microphone at all
 * (this project's Chromium has no fake devices); permission blocked and a camera below 640×480
 * (a Chromium of their own with fake devices, the latter given a 320×240 camera made here).
 */

/** The full Chromium: the headless shell reports a blocked camera by another error than a browser's NotAllowedError, which this spec's message is about. */
async function withChromium<T>(args: string[], use: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, ...args] });
  try {
    return await use(browser);
  } finally {
    await browser.close();
  }
}

test('no webcam, no microphone: each says so and the device check fails (spec §8)', async ({ page, context }) => {
  await context.grantPermissions(['camera', 'microphone']);
  await page.goto('/video_testing');
  const view = deviceTest(page);
  await view.start.click();
  await expectStep(view.camera, 'O‘tmadi', 'Veb-kamera topilmadi. Kamerani ulang va qayta tekshiring.');
  await expectStep(view.microphone, 'O‘tmadi', 'Mikrofon topilmadi. Mikrofonli quloqchinni ulang va qayta tekshiring.');
  await expect(view.live).toContainText('Mikrofon: O‘tmadi. Mikrofon topilmadi.');
  await answerSpeaker(page, true);
  await expect(view.summary).toContainText('Qurilmalaringiz hali tayyor emas', { timeout: 60_000 });
});

test('a camera below 640×480: its real size is measured and it fails (spec §5)', async ({ baseURL }, testInfo) => {
  const dir = testInfo.outputPath('camera');
  mkdirSync(dir, { recursive: true });
  const file = `${dir}/camera-320x240.y4m`;
  const frame = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 120, g: 140, b: 160 } } })
    .jpeg()
    .toBuffer();
  await writeY4m(file, [frame, frame, frame], { width: 320, height: 240, fps: 10 });

  await withChromium(cameraArgs(file), async (browser) => {
    const page = await browser.newPage({ baseURL });
    await page.goto('/video_testing');
    const view = deviceTest(page);
    const expectAnnounced = await recordAnnouncements(page);
    await view.start.click();
    await expectStep(
      view.camera,
      'O‘tmadi',
      /Tasvir o‘lchami: 320×240 piksel\. Kadrlar tezligi: [\d,]+ kadr\/s\. Kamera sifati past: kamida 640×480 piksel kerak\./,
    );
    await expectAnnounced('Veb-kamera: O‘tmadi.');
  });
});

test('permission blocked: the camera and the microphone say so (spec §8), a visitor is asked to sign in to keep the result', async ({ baseURL }) => {
  // Fake devices, but no auto-accepting prompt: the site's camera and microphone are blocked.
  await withChromium(['--use-fake-device-for-media-stream'], async (browser) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    for (const name of ['camera', 'microphone'])
      await cdp.send('Browser.setPermission', { permission: { name }, setting: 'denied', origin: new URL(baseURL!).origin });
    await page.goto('/video_testing');
    const view = deviceTest(page);
    await view.start.click();
    await expectStep(view.camera, 'O‘tmadi', 'Kameradan foydalanishga ruxsat berilmagan. Brauzer sozlamalarida ushbu saytga kamerani yoqishga ruxsat bering.');
    await expectStep(view.microphone, 'O‘tmadi', 'Mikrofondan foydalanishga ruxsat berilmagan.');
    await expect(view.live).toContainText('Mikrofon: O‘tmadi. Mikrofondan foydalanishga ruxsat berilmagan.');
    await answerSpeaker(page, false);
    await expectStep(view.speaker, 'O‘tmadi', /Ovoz eshitilmadi/);
    await expect(view.summary).toContainText('Qurilmalaringiz hali tayyor emas', { timeout: 60_000 });
    await expect(view.summary.getByRole('link', { name: 'Tizimga kirish' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
