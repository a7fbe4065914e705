import { expect, type Locator, type Page } from '@playwright/test';

/** The device test page as a person sees it (labels of the oz locale, the default). */
export function deviceTest(page: Page) {
  const step = (name: string) => page.getByRole('listitem', { name, exact: true });
  return {
    start: page.getByRole('button', { name: /^(Tekshirishni boshlash|Qayta tekshirish)$/ }),
    camera: step('Veb-kamera'),
    microphone: step('Mikrofon'),
    speaker: step('Karnay yoki quloqchin'),
    connection: step('Internet tezligi'),
    summary: page.locator('.device-test__summary'),
    live: page.locator('.device-test p.visually-hidden[role="status"]'),
  };
}

/** A step's verdict as the page states it in words. */
export async function expectStep(step: Locator, status: 'O‘tdi' | 'O‘tmadi', detail: RegExp | string, timeout = 30_000): Promise<void> {
  await expect(step.locator('.device-test__status')).toHaveText(status, { timeout });
  await expect(step.locator('.device-test__detail')).toContainText(detail);
}

/** Plays the tone and gives the person's answer at the speaker step. */
export async function answerSpeaker(page: Page, heard: boolean): Promise<void> {
  const { speaker } = deviceTest(page);
  const play = speaker.getByRole('button', { name: 'Ovozni chalish' });
  await expect(play).toBeFocused({ timeout: 30_000 });
  await play.click();
  if (heard) await speaker.getByRole('button', { name: 'Ha, eshitdim' }).click();
  else await speaker.getByRole('button', { name: 'Yo‘q, eshitmadim' }).click();
}

/**
 * Starts recording what the page's status region announces. Each check's announcement replaces
 * the one before as soon as the next check starts (the camera's by the microphone's), so a test
 * asserting an announcement that is followed by another reads this record, not the region.
 */
export async function recordAnnouncements(page: Page): Promise<(text: string) => Promise<void>> {
  await deviceTest(page).live.evaluate((region) => {
    const record: string[] = [];
    (window as unknown as { deviceTestAnnounced: string[] }).deviceTestAnnounced = record;
    new MutationObserver(() => record.push(region.textContent ?? '')).observe(region, { childList: true, characterData: true, subtree: true });
  });
  return async (text) => {
    await expect
      .poll(
        () =>
          page.evaluate((wanted) => (window as unknown as { deviceTestAnnounced: string[] }).deviceTestAnnounced.some((said) => said.includes(wanted)), text),
        {
          message: `announced: ${text}`,
          timeout: 30_000,
        },
      )
      .toBe(true);
  };
}
