import { expect, test, type Page } from '@playwright/test';
import { addPartyByPassport, currentStep, expectTouchSized, isAnswer, nextStep, wizardSteps } from '../support/act-wizard-ui.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { AZIZ } from '../support/demo-people.ts';
import { tapKeys } from '../support/login-ui.ts';
import { openDemoSession } from '../support/open-session.ts';
import { openVehicleOwnerSession } from '../support/vehicle-owner-session.ts';

/**
 * The vehicle sale 1 as its wizard (spec §2 screen 16; §4 "1 and 4: select vehicle (and sale
 * price for a sale), add buyer"; §5 co-owners, restrictions, debts): on the web Sherzod sells
 * the Malibu he co-owns with his brother, leaving and resuming the wizard on the way, and is
 * refused the co-owners step until his brother has joined from the registry; Otabek's banned car
 * and his debt stop the vehicle step; at a kiosk an owner of the seeded world sells their car
 * on the on-screen keyboard.
 */

/** The general info, the wizard's first step: the phone typed, "next" creates the act. */
async function createSale(page: Page, phoneDigits: string, typeDigits: (digits: string) => Promise<void>): Promise<{ uuid: string; id: number }> {
  await expect(currentStep(page)).toHaveText('Umumiy ma’lumotlar');
  await expect(wizardSteps(page).getByText('6 qadamdan 1-qadam')).toBeVisible();
  const general = page.getByRole('form', { name: 'Umumiy ma’lumotlar' });
  const phone = general.getByRole('textbox', { name: /Aloqa uchun telefon raqami/ });
  await phone.fill('');
  await phone.click();
  await typeDigits(phoneDigits);
  const created = page.waitForResponse(isAnswer('POST', /^\/api\/acts$/));
  await general.getByRole('button', { name: 'Keyingi' }).click();
  const act = (await (await created).json()) as { uuid: string; id: number; wizardStep: number };
  expect(act.wizardStep).toBe(1);
  return act;
}

/** Ticks a vehicle of the seller's list and waits for the server to have added it. */
async function chooseVehicle(page: Page, label: string | RegExp): Promise<void> {
  await expect(currentStep(page)).toHaveText('Transport vositasi');
  const vehicle = page.getByRole('checkbox', { name: label });
  const added = page.waitForResponse(isAnswer('POST', /\/subjects$/));
  await vehicle.click();
  expect((await added).status()).toBe(200);
  await expect(vehicle).toBeChecked();
}

test('web: Sherzod sells the Malibu he co-owns; a refresh and "back" keep the step and the price; the co-owners step waits for his brother', async ({
  page,
}) => {
  await openDemoSession(page, 'sherzod', 'browser', { keepRotated: true });
  await page.goto('/enotarial_act/-1?type=1');
  const act = await createSale(page, '901234567', (digits) => page.keyboard.type(digits));
  await expect(page).toHaveURL(new RegExp(`/enotarial_act/${act.uuid}$`));

  // His vehicles from the traffic-safety database; the Malibu is shared.
  await expect(page.getByRole('checkbox', { name: 'Chevrolet Malibu, 01B345CA' })).toBeVisible();
  await expectNoAxeViolations(page);
  await chooseVehicle(page, 'Chevrolet Malibu, 01B345CA');
  await nextStep(page);

  // Price and payment terms (spec §3 common subject fields), the amount in words (§9).
  await expect(currentStep(page)).toHaveText('Narx va to‘lov');
  const price = page.getByRole('textbox', { name: /^Sotish narxi, so‘m/ });
  await price.pressSequentially('145000000');
  await expect(price).toHaveValue('145 000 000');
  await expect(page.getByText('So‘z bilan: bir yuz qirq besh million so‘m 00 tiyin')).toBeVisible();
  await page.getByLabel(/^To‘lov usuli/).selectOption({ label: 'Kredit' });
  await page.getByRole('textbox', { name: /^Kredit summasi/ }).pressSequentially('100000000');
  await page.getByRole('textbox', { name: /^Kredit beruvchi tashkilot/ }).fill('Xalq banki');
  await nextStep(page);

  // A refresh keeps the step; "back" shows the price as saved.
  await expect(currentStep(page)).toHaveText('Xaridor');
  await page.reload();
  await expect(currentStep(page)).toHaveText('Xaridor');
  await page.getByRole('button', { name: 'Oldingi' }).click();
  await expect(currentStep(page)).toHaveText('Narx va to‘lov');
  await expect(page.getByRole('textbox', { name: /^Sotish narxi, so‘m/ })).toHaveValue('145 000 000.00');
  await expect(page.getByRole('textbox', { name: /^Kredit beruvchi tashkilot/ })).toHaveValue('Xalq banki');
  await nextStep(page);

  // The buyer, named by the civil registry from pin and document (spec §2 screen 15).
  await expect(currentStep(page)).toHaveText('Xaridor');
  await page.getByRole('button', { name: 'Xaridorni qo‘shish' }).click();
  await addPartyByPassport(page, AZIZ, 'Karimov Aziz Alisher o‘g‘li');
  await expect(page.getByRole('list', { name: 'Xaridorlar' })).toContainText('Karimov Aziz');
  await nextStep(page);

  // §5: his brother owns half; the server refuses the step until he joins as a seller.
  await expect(currentStep(page)).toHaveText('Birgalikdagi egalar');
  const refused = page.waitForResponse(isAnswer('PATCH', /^\/api\/acts\/[^/]+$/));
  await page.getByRole('button', { name: 'Keyingi' }).click();
  expect((await refused).status()).toBe(400);
  const wizard = page.getByRole('region', { name: '6 qadamdan 5-qadam' });
  await expect(wizard.getByRole('alert')).toContainText('01B345CA transport vositasi umumiy mulkda: mulkdorlardan biri');
  await expect(currentStep(page)).toHaveText('Birgalikdagi egalar');
  const joined = page.waitForResponse(isAnswer('POST', /\/co-owners$/));
  await page.getByRole('button', { name: 'Egalarni reyestrdan qo‘shish' }).click();
  expect((await joined).status()).toBe(200);
  await expect(page.getByRole('list', { name: 'Sotuvchi sifatida qo‘shilgan egalar' })).toContainText('Rahimov Bekzod');
  await nextStep(page);

  // The review, then the act's page, where the parties are invited and the act sent.
  await expect(currentStep(page)).toHaveText('Tekshirish');
  const review = page.getByRole('form', { name: 'Shartnomani tekshiring' });
  await expect(review).toContainText('Chevrolet Malibu 01B345CA');
  await expect(review).toContainText('Kredit');
  await expect(review).toContainText('Rahimov Bekzod');
  await expectNoAxeViolations(page);
  await nextStep(page, 'Yakunlash');
  await expect(wizardSteps(page)).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Ishtirokchilar' })).toBeVisible();
});

test('web: Otabek’s banned car and his debt stop the vehicle step, with the spec’s messages (§5 "blocks continuing")', async ({ page }) => {
  await openDemoSession(page, 'otabek', 'browser', { keepRotated: true });
  await page.goto('/enotarial_act/-1?type=1');
  await createSale(page, '901234567', (digits) => page.keyboard.type(digits));
  // The car may be chosen (its bans show); the wizard may not go on.
  await chooseVehicle(page, /, 01T517KA$/);
  const refused = page.waitForResponse(isAnswer('PATCH', /^\/api\/acts\/[^/]+$/));
  await page.getByRole('button', { name: 'Keyingi' }).click();
  expect((await refused).status()).toBe(400);
  // Beside the buttons (the toast of spec §8 says it too, and goes); the car's own restrictions show above.
  const problem = page.getByRole('region', { name: '6 qadamdan 2-qadam' }).getByRole('alert').filter({ hasText: 'Majburiy ijro byurosida' });
  await expect(problem).toContainText('Majburiy ijro byurosida to‘lanmagan qarzdorligi bor');
  await expect(problem).toContainText('01T517KA transport vositasiga YHXB bazasida taqiq, hibs yoki to‘lanmagan jarima mavjud');
  await page.reload();
  await expect(currentStep(page)).toHaveText('Transport vositasi');
});

test('kiosk: an owner sells their car on the on-screen keyboard, price and buyer typed on it, through to the act page', async ({ page }) => {
  const owner = await openVehicleOwnerSession(page, 'kiosk', 0);
  await page.goto('/kiosk/enotarial_act/-1?type=1');
  await createSale(page, '901112233', async (digits) => {
    await expect(page.locator('.simple-keyboard button[data-skbtn="5"]')).toBeVisible();
    await tapKeys(page, digits);
  });
  await expect(page).toHaveURL(/\/kiosk\/enotarial_act\/[0-9a-f-]{36}$/);

  await expectTouchSized(page.locator('.act-wizard__choice label').first());
  await chooseVehicle(page, owner.label);
  await expectTouchSized(page.getByRole('button', { name: 'Keyingi' }));
  await nextStep(page);

  // The price on the keyboard's number pad, paid in cash.
  await expect(currentStep(page)).toHaveText('Narx va to‘lov');
  const price = page.getByRole('textbox', { name: /^Sotish narxi, so‘m/ });
  await price.click();
  await tapKeys(page, '90000000');
  await expect(price).toHaveValue('90 000 000');
  await page.getByLabel(/^To‘lov usuli/).selectOption({ label: 'Naqd pul' });
  await nextStep(page);

  // The buyer typed on the keyboard like any party.
  await expect(currentStep(page)).toHaveText('Xaridor');
  await page.getByRole('button', { name: 'Xaridorni qo‘shish' }).click();
  await addPartyByPassport(page, AZIZ, 'Karimov Aziz Alisher o‘g‘li', true);
  await expect(page.getByRole('list', { name: 'Xaridorlar' })).toContainText('Karimov Aziz');
  await nextStep(page);

  // A car of one owner: nobody to add (spec §5 applies to shared ownership only).
  await expect(currentStep(page)).toHaveText('Birgalikdagi egalar');
  await expect(page.getByText('YHXB bazasida transport vositasining boshqa egasi qayd etilmagan')).toBeVisible();
  await nextStep(page);

  // The terminal resumes where it was left (the step is the server's), then finishes.
  await page.reload();
  await expect(currentStep(page)).toHaveText('Tekshirish');
  await expect(page.getByRole('form', { name: 'Shartnomani tekshiring' })).toContainText(owner.stateNumber);
  await expect(page.getByRole('form', { name: 'Shartnomani tekshiring' })).toContainText('Naqd pul');
  await expectNoAxeViolations(page);
  await nextStep(page, 'Yakunlash');
  await expect(wizardSteps(page)).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Ishtirokchilar' })).toBeVisible();
});
