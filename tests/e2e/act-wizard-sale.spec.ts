import { expect, test } from '@playwright/test';
import { addPartyByPassport, createWizardAct, currentStep, expectTouchSized, finishWizard, nextStep } from '../support/act-wizard-ui.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { chooseVehicle, coOwnerJoinsAfterRefusal, expectOtabekCarStopsVehicleStep } from '../support/vehicle-wizard-ui.ts';
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

test('web: Sherzod sells the Malibu he co-owns; a refresh and "back" keep the step and the price; the co-owners step waits for his brother', async ({
  page,
}) => {
  await openDemoSession(page, 'sherzod', 'browser', { keepRotated: true });
  const act = await createWizardAct(page, 1, 6);
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
  await expect(page.getByRole('textbox', { name: /^Sotish narxi, so‘m/ })).toHaveValue('145 000 000,00');
  await expect(page.getByRole('textbox', { name: /^Kredit beruvchi tashkilot/ })).toHaveValue('Xalq banki');
  await nextStep(page);

  // The buyer, named by the civil registry from pin and document (spec §2 screen 15).
  await expect(currentStep(page)).toHaveText('Xaridor');
  await page.getByRole('button', { name: 'Xaridorni qo‘shish' }).click();
  await addPartyByPassport(page, AZIZ, 'Karimov Aziz Alisher o‘g‘li');
  await expect(page.getByRole('list', { name: 'Xaridorlar' })).toContainText('Karimov Aziz');
  await nextStep(page);

  // §5: his brother owns half; the server refuses the step until he joins as a seller; then the review.
  const review = await coOwnerJoinsAfterRefusal(page, '6 qadamdan 5-qadam', 'Sotuvchi sifatida qo‘shilgan egalar');
  await expect(review).toContainText('Kredit');
  await finishWizard(page);
});

test('web: Otabek’s banned car and his debt stop the vehicle step, with the spec’s messages (§5 "blocks continuing")', async ({ page }) => {
  await openDemoSession(page, 'otabek', 'browser', { keepRotated: true });
  await createWizardAct(page, 1, 6);
  await expectOtabekCarStopsVehicleStep(page, '6 qadamdan 2-qadam');
});

test('kiosk: an owner sells their car on the on-screen keyboard, price and buyer typed on it, through to the act page', async ({ page }) => {
  const owner = await openVehicleOwnerSession(page, 'kiosk', 0);
  await createWizardAct(page, 1, 6, true);
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
  await finishWizard(page);
});
