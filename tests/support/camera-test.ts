import { test as base, type Browser, type Page } from '@playwright/test';
import type { SampleFaceId } from '../../src-server/seed/faces/sample-faces.ts';
import { silentAudioArgs } from './camera-videos.ts';
import { CHROMIUM_ARGS, chromiumPath } from './chromium-path.ts';
import { serverLogLines } from './server-log.ts';
import { useTestCamera, type Presentation } from './test-camera.ts';

export interface CameraPageOptions {
  /** Whose face the camera shows, when not the person's own (a stranger at the camera). */
  face?: SampleFaceId;
  /** What is held up to the camera: the person's head (by default), or an attack (test-camera.ts). */
  presentation?: Presentation;
  /** A touch screen (the kiosk's), so the test can `tap()` as a finger does. */
  touch?: boolean;
  /** A microphone that hears nothing (a dead or muted input); otherwise Chromium's beeping one. */
  microphone?: 'silent';
}

/** A camera test signs in and joins rooms with the face check (≈ 20 s each, far more on a busy machine). */
const CAMERA_TEST_TIMEOUT_MS = 180_000;

export interface CameraFixtures {
  /**
   * A page in a fresh context whose camera shows `person`'s face (the face of their registry
   * photo) as a real-looking head that does what the face check asks and is lit by the colours
   * the page shows (tests/support/test-camera.ts), so the face check can identify them. Every
   * call gets its own context; all close after the test. Playwright traces these contexts as
   * its own (`trace` in playwright.config.ts).
   */
  cameraPage: (person: { face: SampleFaceId }, options?: CameraPageOptions) => Promise<Page>;
  /** Gives every camera test three minutes unless its project or the test itself gives more. */
  cameraTimeout: void;
  /** A failed camera test carries the e2e server's latest stalls (a held-up server drops sockets and face checks). */
  serverStalls: void;
}

/** Chromium's fake devices stay for the microphone (a video call's); the camera is the test camera. */
const FAKE_MEDIA_ARGS = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

/**
 * The test of the camera specs (playwright.config.ts): each page gets the camera of the face
 * it signs in with (docs/decisions/0019-a-fake-camera-per-face-in-end-to-end-tests.md); since the
 * camera is drawn by the page itself (decision 0063), one browser serves every face of a test.
 */
export const test = base.extend<CameraFixtures>({
  cameraTimeout: [
    // Playwright reads the fixtures a function needs from its first parameter's pattern: this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, testInfo) => {
      testInfo.setTimeout(Math.max(testInfo.timeout, CAMERA_TEST_TIMEOUT_MS));
      await use();
    },
    { auto: true },
  ],
  serverStalls: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, testInfo) => {
      await use();
      const stalls = serverLogLines('event loop held up', 10);
      if (testInfo.status !== testInfo.expectedStatus && stalls.length > 0)
        await testInfo.attach('the e2e server held up (its latest stalls)', { body: stalls.join('\n'), contentType: 'text/plain' });
    },
    { auto: true },
  ],
  cameraPage: async ({ playwright, baseURL, actionTimeout, navigationTimeout, launchOptions }, use) => {
    const browsers = new Map<string, Promise<Browser>>();
    // The project's own browser and flags stay (the video project's full Chromium and loopback WebRTC, playwright.config.ts).
    const projectArgs = launchOptions.args ?? CHROMIUM_ARGS;
    const executablePath = launchOptions.executablePath ?? chromiumPath();
    await use(async (person, options = {}) => {
      // Chromium takes its fake microphone at launch: a silent one needs a browser of its own.
      const silent = options.microphone === 'silent';
      const key = silent ? 'silent' : 'beeping';
      let browser = browsers.get(key);
      if (!browser) {
        browser = playwright.chromium.launch({
          executablePath,
          args: [...projectArgs, ...FAKE_MEDIA_ARGS, ...(silent ? silentAudioArgs() : [])],
        });
        browsers.set(key, browser);
      }
      const context = await (await browser).newContext({ baseURL, hasTouch: options.touch === true });
      context.setDefaultTimeout(actionTimeout ?? 0);
      context.setDefaultNavigationTimeout(navigationTimeout ?? 0);
      await useTestCamera(context, { face: options.face ?? person.face, presentation: options.presentation });
      return context.newPage();
    });
    await Promise.all([...browsers.values()].map(async (browser) => (await browser).close()));
  },
});
