import { expect, type Page } from '@playwright/test';

/** Shorter than any time-out of the page (API calls: 100 s, spec §9), so no call in flight expires in a jump. */
const STEP_MS = 30_000;

/** Counts the page's HTTP requests in flight (a WebSocket's frames are not requests). */
export function watchRequests(page: Page): () => number {
  let open = 0;
  page.on('request', () => void (open += 1));
  const done = () => void (open = Math.max(0, open - 1));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => open;
}

/**
 * Moves the page's clock (Playwright's `page.clock`, installed before the page loaded) on by
 * `ms` in steps no longer than STEP_MS, letting the page's requests come back between steps: a
 * request fired by one jump would otherwise time out in the next one, as none would on a real
 * clock (and a token rotation lost that way ends the session, docs/sessions.md). Every timer due
 * fires once per step.
 */
export async function moveClockOn(page: Page, inFlight: () => number, ms: number): Promise<void> {
  for (let moved = 0; moved < ms; moved += STEP_MS) {
    await page.clock.fastForward(Math.min(STEP_MS, ms - moved));
    await expect.poll(inFlight, { timeout: 30_000 }).toBe(0);
  }
}
