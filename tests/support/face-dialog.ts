import { expect, type Page } from '@playwright/test';
import { hintFor } from '../../src-domain/liveness/face-hints.ts';

/** The face-check dialog shows (and announces) one of these hints, in the oz locale. */
export async function expectOneOfHints(page: Page, codes: readonly number[], timeout = 30_000): Promise<void> {
  const texts = codes.map((code) => hintFor(code, 'oz').text);
  const dialog = page.getByRole('dialog');
  await expect
    .poll(async () => {
      const shown = (await dialog.textContent()) ?? '';
      return texts.some((text) => shown.includes(text));
    }, { timeout, message: `one of the hints ${codes.join(', ')}` })
    .toBe(true);
}
