import { expect, type Locator, type Page } from '@playwright/test';
import { chooseFromRegistry, currentStep, isAnswer, nextStep } from './act-wizard-ui.ts';

/* The vehicle sale and gift wizards' steps as the specs drive them (act-wizard-sale.spec.ts, act-wizard-gift.spec.ts). */

/** Ticks a vehicle of the owner's list (sale, gift) and waits for the server to have added it. */
export async function chooseVehicle(page: Page, label: string | RegExp): Promise<void> {
  await expect(currentStep(page)).toHaveText('Transport vositasi');
  await chooseFromRegistry(page, label);
}

/**
 * Spec §5 "co-owners must be added as sellers or givers": on the co-owners step of the Malibu
 * (`progress` names the step, "6 qadamdan 5-qadam"), "next" is refused with the spec's message
 * until the registry's co-owner Bekzod has joined; he is then listed under `listName`, and "next"
 * opens the review of the Malibu, which this returns.
 */
export async function coOwnerJoinsAfterRefusal(page: Page, progress: string, listName: string): Promise<Locator> {
  await expect(currentStep(page)).toHaveText('Birgalikdagi egalar');
  const refused = page.waitForResponse(isAnswer('PATCH', /^\/api\/acts\/[^/]+$/));
  await page.getByRole('button', { name: 'Keyingi' }).click();
  expect((await refused).status()).toBe(400);
  await expect(page.getByRole('region', { name: progress }).getByRole('alert')).toContainText('01B345CA transport vositasi umumiy mulkda: mulkdorlardan biri');
  await expect(currentStep(page)).toHaveText('Birgalikdagi egalar');
  const joined = page.waitForResponse(isAnswer('POST', /\/co-owners$/));
  await page.getByRole('button', { name: 'Egalarni reyestrdan qo‘shish' }).click();
  expect((await joined).status()).toBe(200);
  await expect(page.getByRole('list', { name: listName })).toContainText('Rahimov Bekzod');
  await nextStep(page);
  await expect(currentStep(page)).toHaveText('Tekshirish');
  const review = page.getByRole('form', { name: 'Shartnomani tekshiring' });
  await expect(review).toContainText('Chevrolet Malibu 01B345CA');
  await expect(review).toContainText('Rahimov Bekzod');
  return review;
}

/**
 * Spec §5 "blocks continuing": Otabek's car 01T517KA (a ban and an unpaid fine) ticked on the
 * vehicle step (`progress` names it), "next" is refused with both the debt's and the car's
 * messages beside the buttons, and a refresh stays on the step.
 */
export async function expectOtabekCarStopsVehicleStep(page: Page, progress: string): Promise<void> {
  // The car may be chosen (its bans show); the wizard may not go on.
  await chooseVehicle(page, /, 01T517KA$/);
  const refused = page.waitForResponse(isAnswer('PATCH', /^\/api\/acts\/[^/]+$/));
  await page.getByRole('button', { name: 'Keyingi' }).click();
  expect((await refused).status()).toBe(400);
  // Beside the buttons (the toast of spec §8 says it too, and goes); the car's own restrictions show above.
  const problem = page.getByRole('region', { name: progress }).getByRole('alert').filter({ hasText: 'Majburiy ijro byurosida' });
  await expect(problem).toContainText('Majburiy ijro byurosida to‘lanmagan qarzdorligi bor');
  await expect(problem).toContainText('01T517KA transport vositasiga YHXB bazasida taqiq, hibs yoki to‘lanmagan jarima mavjud');
  await page.reload();
  await expect(currentStep(page)).toHaveText('Transport vositasi');
}
