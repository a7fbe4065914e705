import { expect, test, type Page } from '@playwright/test';
import { addPartyByPassport, createWizardAct, currentStep, finishWizard, nextStep } from '../support/act-wizard-ui.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { chooseVehicle, coOwnerJoinsAfterRefusal, expectOtabekCarStopsVehicleStep } from '../support/vehicle-wizard-ui.ts';
import { AZIZ } from '../support/demo-people.ts';
import { openDemoSession } from '../support/open-session.ts';

/**
 * The vehicle gift 4 as its wizard (spec §2 screen 16; §4 "1 and 4: select vehicle …, add buyer
 * or donee"; §5 co-owners, restrictions, debts; docs/decisions/0047-vehicle-gift-wizard.md): on
 * the web Sherzod gives the Malibu he co-owns with his brother to Aziz, its value stated, a refresh resuming the
 * wizard at the same step with the same donee, and is refused the co-owners step until his
 * brother has joined as a giver from the registry; Otabek's banned car and his debt stop the
 * vehicle step.
 */

/** A new gift (6 steps): its general info, the phone typed, then its step 1, the vehicle. */
async function createGift(page: Page): Promise<{ uuid: string }> {
  const act = await createWizardAct(page, 4, 6);
  await expect(page).toHaveURL(new RegExp(`/enotarial_act/${act.uuid}$`));
  await expect(page.getByRole('heading', { name: 'Hadya qilinadigan transport vositasi' })).toBeVisible();
  return act;
}

test('web: Sherzod gives the Malibu he co-owns to Aziz; a refresh keeps the step and the donee; the co-owners step waits for his brother', async ({ page }) => {
  await openDemoSession(page, 'sherzod', 'browser', { keepRotated: true });
  await createGift(page);

  await chooseVehicle(page, 'Chevrolet Malibu, 01B345CA');
  await expectNoAxeViolations(page);
  await nextStep(page);

  // Its value, the price alone (§9: the duty is reckoned on it), in the currency field with the amount in words.
  await expect(currentStep(page)).toHaveText('Qiymati');
  await expect(page.getByLabel(/^To‘lov usuli/)).toHaveCount(0);
  const value = page.getByRole('textbox', { name: /^Qiymati, so‘m/ });
  await value.pressSequentially('120000000');
  await expect(page.getByText('So‘z bilan: bir yuz yigirma million so‘m 00 tiyin')).toBeVisible();
  await nextStep(page);

  // The donee, named by the civil registry from pin and document.
  await expect(currentStep(page)).toHaveText('Hadya oluvchi');
  await page.getByRole('button', { name: 'Keyingi' }).click();
  await expect(page.getByText('Hadya oluvchini qo‘shing')).toBeVisible();
  await page.getByRole('button', { name: 'Hadya oluvchini qo‘shish' }).click();
  await addPartyByPassport(page, AZIZ, 'Karimov Aziz Alisher o‘g‘li');
  await expect(page.getByRole('list', { name: 'Hadya oluvchilar' })).toContainText('Karimov Aziz');

  // A refresh in the middle: the same step, the same donee (the step and the draft are the server's).
  await page.reload();
  await expect(currentStep(page)).toHaveText('Hadya oluvchi');
  await expect(page.getByRole('list', { name: 'Hadya oluvchilar' })).toContainText('Karimov Aziz');
  await nextStep(page);

  // §5: his brother owns half; the server refuses the step until he joins as a giver; then the review.
  const review = await coOwnerJoinsAfterRefusal(page, '6 qadamdan 5-qadam', 'Hadya qiluvchi sifatida qo‘shilgan egalar');
  await expect(review).toContainText('Karimov Aziz');
  await expect(review).toContainText('120 000 000');
  await expect(review).not.toContainText('To‘lov usuli');
  await finishWizard(page);
});

test('web: Otabek’s banned car and his debt stop the gift’s vehicle step, with the spec’s messages (§5 "blocks continuing")', async ({ page }) => {
  await openDemoSession(page, 'otabek', 'browser', { keepRotated: true });
  await createGift(page);
  await expectOtabekCarStopsVehicleStep(page, '6 qadamdan 2-qadam');
});
