import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium-path.ts';

/**
 * The topology test (run.ts starts the stack and then this run): one spec, one worker, against
 * nginx's HTTPS origin with the stack's self-signed certificate.
 */
export default defineConfig({
  testDir: '.',
  testMatch: /\.spec\.ts$/,
  outputDir: '../../test-results/topology',
  workers: 1,
  forbidOnly: true,
  retries: 0,
  // The run is budgeted at 8 minutes on its own machine (CI); a shared one takes longer, mostly in the face checks.
  timeout: 1_800_000,
  // Each step's time printed as it ends: the run's figures (docs/deployment.md).
  reporter: [['list', { printSteps: true }]],
  use: {
    baseURL: process.env.TOPOLOGY_ORIGIN,
    ignoreHTTPSErrors: true,
    trace: 'retain-on-failure',
    actionTimeout: 60_000,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
});
