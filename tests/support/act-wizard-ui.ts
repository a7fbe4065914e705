import { expect, type Locator, type Page, type Response } from '@playwright/test';
import type { Person } from './demo-people.ts';
import { expectNoAxeViolations } from './axe.ts';
import { tapKeys } from './login-ui.ts';

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

/**
 * Opens a new act of `type` as its wizard and sends the general info with a phone typed (at a
 * kiosk tapped on the on-screen keyboard), which creates the act (its first step); answers the server's response to the creation.
 */
export async function startActWizard(page: Page, type: number, kiosk = false): Promise<Response> {
  await page.goto(`${kiosk ? '/kiosk' : ''}/enotarial_act/-1?type=${type}`);
  const general = page.getByRole('form', { name: 'Umumiy ma’lumotlar' });
  const phone = general.getByRole('textbox', { name: /Aloqa uchun telefon raqami/ });
  await phone.fill('');
  if (kiosk) {
    await phone.click();
    await tapKeys(page, '901234567');
  } else await phone.pressSequentially('901234567');
  const created = page.waitForResponse(isAnswer('POST', /^\/api\/acts$/));
  await general.getByRole('button', { name: 'Keyingi' }).click();
  return created;
}

/** Ticks an item of a registry list (own property, own vehicles) and waits for the server to have added it to the act. */
export async function chooseFromRegistry(page: Page, name: string | RegExp): Promise<void> {
  const choice = page.getByRole('checkbox', { name });
  const added = page.waitForResponse(isAnswer('POST', /\/subjects$/));
  await choice.click();
  expect((await added).status()).toBe(200);
  await expect(choice).toBeChecked();
}

/** A kiosk control a finger can hit: 44 px each way at least (docs/architecture.md Kiosk behaviour). */
export async function expectTouchSized(locator: Locator): Promise<void> {
  const box = await locator.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
}

/**
 * Adds `person` through the add-party form (spec §2 screen 15) by pin and passport — typed, or at
 * a kiosk tapped on the on-screen keyboard — once the civil registry named them `registryName`,
 * and waits for the server to have added them.
 */
export async function addPartyByPassport(page: Page, person: Person, registryName: string, kiosk = false): Promise<void> {
  const partyForm = page.getByRole('form', { name: 'Taraf qo‘shish' });
  const enter = async (field: Locator, text: string): Promise<void> => {
    if (!kiosk) return field.fill(text);
    await field.click();
    await tapKeys(page, text);
  };
  await enter(partyForm.getByRole('textbox', { name: /^JShShIR \(shaxsiy/ }), person.pin);
  await partyForm.getByLabel(/^Hujjat turi/).selectOption({ label: 'O‘zbekiston Respublikasi fuqarosining pasporti' });
  await enter(partyForm.getByRole('textbox', { name: /^Hujjat seriyasi/ }), person.series);
  await enter(partyForm.getByRole('textbox', { name: /^Hujjat raqami/ }), person.number);
  await expect(partyForm.getByText(`Reyestrda: ${registryName}`)).toBeVisible();
  const added = page.waitForResponse(isAnswer('POST', /\/parties$/));
  await partyForm.getByRole('button', { name: 'Saqlash' }).click();
  expect((await added).status()).toBe(200);
}

/** A new act of `type` through its wizard of `stepCount` steps (`startActWizard`), now at its step 1. Returns the act. */
export async function createWizardAct(page: Page, type: number, stepCount: number, kiosk = false) {
  const created = await startActWizard(page, type, kiosk);
  const act = (await created.json()) as { uuid: string; id: number; actTypeId: number; wizardStep: number };
  expect(act).toMatchObject({ actTypeId: type, wizardStep: 1 });
  await expect(wizardSteps(page).getByText(`${stepCount} qadamdan 2-qadam`)).toBeVisible();
  return act;
}

/** The review's "finish", checked for accessibility first: the wizard gives way to the act's page (its tabs). */
export async function finishWizard(page: Page): Promise<void> {
  await expectNoAxeViolations(page);
  await nextStep(page, 'Yakunlash');
  await expect(wizardSteps(page)).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Ishtirokchilar' })).toBeVisible();
}
