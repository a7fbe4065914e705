import { test as base, type Browser, type Page } from '@playwright/test';
import type { SampleFaceId } from '../../src-server/seed/faces/sample-faces.ts';
import { cameraArgs, ensureFaceVideo, silentAudioArgs } from './camera-videos.ts';
import { CHROMIUM_ARGS, chromiumPath } from './chromium-path.ts';

export interface CameraPageOptions {
  /** Whose face the camera shows, when not the person's own (a stranger at the camera). */
  face?: SampleFaceId;
  /** A touch screen (the kiosk's), so the test can `tap()` as a finger does. */
  touch?: boolean;
  /** A microphone that hears nothing (a dead or muted input); otherwise Chromium's beeping one. */
  microphone?: 'silent';
}

/** A camera test signs in and joins rooms with the face check (≈ 20 s each, far more on a busy machine). */
const CAMERA_TEST_TIMEOUT_MS = 180_000;

export interface CameraFixtures {
  /**
   * A page in a fresh context of a Chromium whose fake camera shows `person`'s face (the face of
   * their registry photo), so the face check can identify them. Chromium takes its fake video
   * file at launch, so each face gets a browser of its own (shared by the test's pages of that
   * face); all are closed after the test. Playwright traces these contexts as its own
   * (`trace: 'retain-on-failure'`).
   */
  cameraPage: (person: { face: SampleFaceId }, options?: CameraPageOptions) => Promise<Page>;
  /** Gives every camera test three minutes unless its project or the test itself gives more. */
  cameraTimeout: void;
}

/**
 * The test of the camera specs (playwright.config.ts): one fake camera per browser launch
 * cannot show the several people one test signs in as, so a test asks for a page per person.
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
  cameraPage: async ({ playwright, baseURL, actionTimeout, navigationTimeout, launchOptions }, use) => {
    const browsers = new Map<string, Promise<Browser>>();
    // The project's own flags stay (the video project's loopback WebRTC, playwright.config.ts); the camera is added.
    const projectArgs = launchOptions.args ?? CHROMIUM_ARGS;
    const launch = async (face: SampleFaceId, silent: boolean): Promise<Browser> =>
      playwright.chromium.launch({
        executablePath: chromiumPath(),
        args: [...projectArgs, ...cameraArgs(await ensureFaceVideo(face)), ...(silent ? silentAudioArgs() : [])],
      });

    await use(async (person, options = {}) => {
      const face = options.face ?? person.face;
      const silent = options.microphone === 'silent';
      const key = `${face}${silent ? ':silent' : ''}`;
      let browser = browsers.get(key);
      if (!browser) {
        browser = launch(face, silent);
        browsers.set(key, browser);
      }
      const context = await (await browser).newContext({ baseURL, hasTouch: options.touch === true });
      context.setDefaultTimeout(actionTimeout ?? 0);
      context.setDefaultNavigationTimeout(navigationTimeout ?? 0);
      return context.newPage();
    });
    await Promise.all([...browsers.values()].map(async (browser) => (await browser).close()));
  },
});
