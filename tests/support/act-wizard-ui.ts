import { expect, type Locator, type Page, type Response } from '@playwright/test';

/** An answer of the API to `method` on a path matching `path`. */
export const isAnswer =
  (method: string, path: RegExp) =>
  (response: Response): boolean =>
    response.request().method() === method && path.test(new URL(response.url()).pathname);

/** The act wizard's list of steps (spec §2 screen 16). */
export const wizardSteps = (page: Page): Locator => page.getByRole('navigation', { name: 'Ariza qadamlari' });

/** The step the wizard marks as current (`aria-current="step"`). */
export const currentStep = (page: Page): Locator => wizardSteps(page).locator('[aria-current="step"]');

/** Presses "next" (or `label`) and waits for the server to have saved the step. */
export async function nextStep(page: Page, label = 'Keyingi'): Promise<void> {
  const saved = page.waitForResponse(isAnswer('PATCH', /^\/api\/acts\/[^/]+$/));
  await page.getByRole('button', { name: label }).click();
  expect((await saved).status()).toBe(200);
}

/** A kiosk control a finger can hit: 44 px each way at least (docs/architecture.md Kiosk behaviour). */
export async function expectTouchSized(locator: Locator): Promise<void> {
  const box = await locator.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
}
