import { defineConfig } from '@playwright/test';
import { cameraArgs, CAMERA_VIDEOS } from './tests/support/camera-videos.ts';
import { CHROMIUM_ARGS, chromiumPath, headlessShellPath } from './tests/support/chromium-path.ts';
import { E2E_PORT } from './tests/support/e2e-env.ts';
import { LOOPBACK_WEBRTC_ARGS } from './tests/support/webrtc-loopback.ts';

/**
 * Pages without a call run in Debian's headless shell, calls in the full Chromium (its WebRTC
 * between pages on loopback; docs/decisions/0066-headless-shell-for-pages-without-calls.md).
 */
const chromium = (executablePath: string | undefined, extraArgs: string[] = []) => ({
  browserName: 'chromium' as const,
  launchOptions: { executablePath, args: [...CHROMIUM_ARGS, ...extraArgs] },
});

/**
 * Projects differ by the fake camera Chromium is given (a launch flag, so one per browser); a run
 * shuffles the tests of all projects together, and a worker is restarted whenever its next test
 * belongs to another project, so there are as few as the flags ask. The camera tests (in `main`)
 * sign in as several people, each with their own face: they launch a browser per face
 * (tests/support/camera-test.ts, which also gives them three minutes), so the project browser has
 * no camera. No project waits for another: the maintenance spec flips a server-wide switch, so it
 * starts a server of its own; every spec sets up the state it needs and passes alone and in any
 * order (docs/testing.md; `npm test` shuffles the order, scripts/test-all.ts).
 */
export default defineConfig({
  testDir: './tests/e2e',
  outputDir: './test-results',
  globalSetup: './tests/support/global-setup.ts',
  // 2 cores here, and one worker more: without the traces' screencast (decision 0067) two
  // workers left the cores a quarter idle (waits on the server, the camera's frames, timers);
  // three took the whole run from 578 to 522 s here. A call still runs alone (`video` below).
  workers: 3,
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  // A minute of a test's work can take two on a busy two-core machine beside a video call.
  timeout: 120_000,
  // Playwright's 5 s default for a wait is a quiet machine's: at a load average of 20 a kiosk page
  // took longer than that to come back from a reload (its chunks, main's report over the bridge).
  // Waits for something slower than a page's load name their own time.
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // Kept for a failure, without the screencast: it was half of the browser tests' CPU
    // (docs/decisions/0067-traces-without-screenshots.md).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
  },
  projects: [
    { name: 'main', testIgnore: /\.(still-camera|no-face-camera|video)\.spec\.ts$/, use: chromium(headlessShellPath()) },
    // Calls between pages on loopback: WebRTC on 127.0.0.1 (docs/architecture.md Testing); each person's camera per page (camera-test.ts).
    // One call at a time: two calls of three browsers each at once overload 2 cores; the other projects run beside.
    { name: 'video', testMatch: /\.video\.spec\.ts$/, workers: 1, use: chromium(chromiumPath(), LOOPBACK_WEBRTC_ARGS), timeout: 600_000 },
    { name: 'still-camera', testMatch: /\.still-camera\.spec\.ts$/, use: chromium(headlessShellPath(), cameraArgs(CAMERA_VIDEOS.still)), timeout: 120_000 },
    {
      name: 'no-face-camera',
      testMatch: /\.no-face-camera\.spec\.ts$/,
      use: chromium(headlessShellPath(), cameraArgs(CAMERA_VIDEOS.noFace)),
      timeout: 120_000,
    },
  ],
  webServer: {
    command: 'node tests/support/e2e-server.ts',
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: process.env.E2E_LOG_LEVEL ? 'pipe' : 'ignore',
    stderr: 'pipe',
  },
});
