/**
 * Opens a Chromium window whose camera shows a demo person's face (the test camera of the
 * end-to-end tests, tests/support/test-camera.ts), at the running portal, so that one can sign
 * in by hand as that person (README, Demo logins). A real-looking head does what the face
 * check asks and is lit by the colours the page shows; Chromium's file camera (a .y4m video)
 * cannot follow the colours and never passes (docs/liveness.md, Presentation attacks).
 *
 *   npm run demo:camera -- aziz [http://localhost:8080]
 */
import { chromium } from '@playwright/test';
import { DEMO_FACES, type DemoFaceKey } from '../src-server/seed/faces/demo-faces.ts';
import { chromiumPath } from '../tests/support/chromium-path.ts';
import { useTestCamera } from '../tests/support/test-camera.ts';

const args = process.argv.slice(2);
const who = args.find((arg) => !arg.startsWith('-') && !arg.includes('://'));
const origin = args.find((arg) => arg.includes('://')) ?? `http://localhost:${process.env.PORT ?? 8080}`;
if (!who || !Object.hasOwn(DEMO_FACES, who)) {
  console.error(`usage: npm run demo:camera -- <${Object.keys(DEMO_FACES).join(' | ')}> [portal URL, default ${origin}]`);
  process.exit(2);
}
const executablePath = chromiumPath();
if (!executablePath) {
  console.error('No Chromium found: install it (Debian: apt-get install chromium) or set CHROMIUM_PATH.');
  process.exit(1);
}
if (process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
  console.error('This opens a browser window: run it in a desktop session (no DISPLAY here).');
  process.exit(1);
}
console.log(`Preparing ${who}'s face for the camera (the first time 10–30 s)…`);
const browser = await chromium.launch({ executablePath, headless: false, args: ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'] });
const context = await browser.newContext({ baseURL: origin, viewport: null });
await useTestCamera(context, { face: DEMO_FACES[who as DemoFaceKey] });
const page = await context.newPage();
await page.goto('/');
console.log(`Sign in as ${who} in the window (README, Demo logins). Close the window to stop.`);
await new Promise<void>((resolve) => browser.on('disconnected', () => resolve()));
