/**
 * Makes the fake-camera videos ahead of the browser tests (`npm test` runs this beside the unit
 * tests, scripts/test-all.ts). Playwright's global setup calls the same function and finds them
 * made; run alone, the browser tests still make them themselves.
 */
import globalSetup from './global-setup.ts';

await globalSetup();
