import type { Page } from '@playwright/test';

/**
 * Chromium's notice that it refused a script in the act's print-form frame: the frame is
 * sandboxed without scripts (print-form-tab.tsx), and the scripts it refuses are Playwright's
 * own init scripts (the test's session), not the portal's, which runs nothing there.
 */
const HARNESS_SCRIPT_IN_PRINT_FRAME = /^Blocked script execution in 'about:srcdoc'/;

/** The browser's own complaints (media, WebRTC) go to the run's output, so a failed call says why. */
export function echoPageErrors(page: Page, who: string): void {
  page.on('console', (message) => {
    if (message.type() === 'error' && !HARNESS_SCRIPT_IN_PRINT_FRAME.test(message.text())) console.log(`[${who}] ${message.text()}`);
  });
}
