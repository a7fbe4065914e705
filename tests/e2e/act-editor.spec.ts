import { expect, test, type Response } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { addPartyByPassport, currentStep, finishWizard, nextStep } from '../support/act-wizard-ui.ts';
import { AZIZ, BEKZOD, SHERZOD } from '../support/demo-people.ts';
import { seededPersonPage } from '../support/seeded-session.ts';

/**
 * The act editor end to end (spec §2 screens 12, 13, 15, 16): Sherzod, signed in (the face check
 * is login.camera.spec.ts's subject), chooses the type of a new act, goes through the other
 * contract's wizard (11680; every type has one: docs/decisions/0049-pledge-and-other-contract-wizards.md)
 * with Aziz as the other side, then, in the act page's editor tabs, adds the Chevrolet Malibu
 * 01B345CA he co-owns by its state number with its value typed in the currency field and read
 * back in words, and his brother Bekzod after the civil registry named him, and sees them there.
 */

const isAnswer = (method: string, path: RegExp) => (response: Response) =>
  response.request().method() === method && path.test(new URL(response.url()).pathname);

test('an other contract: new act through its wizard, then the Malibu by state number with its value in words and a party in the act page’s tabs', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const page = await seededPersonPage(browser, baseURL, SHERZOD);

  // New act (spec §4.5 /enotarial_act/-1): the type first.
  await page.goto('/enotarial_act/-1');
  await expect(page.getByRole('heading', { level: 1, name: 'Yangi notarial harakat' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Boshqa shartnoma' }).click();
  await expect(page).toHaveURL(/\/enotarial_act\/-1\?type=11680$/);
  const general = page.getByRole('form', { name: 'Umumiy ma’lumotlar' });
  await expect(general.getByLabel(/^Notarial harakat turi/)).toHaveValue('11680');
  await expectNoAxeViolations(page);

  const phone = general.getByRole('textbox', { name: /Aloqa uchun telefon raqami/ });
  await phone.fill('');
  await phone.pressSequentially('901234567');
  await expect(phone).toHaveValue('(90) 123 45 67');
  const created = page.waitForResponse(isAnswer('POST', /^\/api\/acts$/));
  await general.getByRole('button', { name: 'Keyingi' }).click();
  const act = (await (await created).json()) as { uuid: string; actTypeId: number; step: number; wizardStep: number };
  expect(act).toMatchObject({ actTypeId: 11680, step: 1, wizardStep: 1 });
  await expect(page).toHaveURL(new RegExp(`/enotarial_act/${act.uuid}`));

  // The wizard: what the contract is about, the other side (Aziz, named by the civil registry), a review.
  await expect(currentStep(page)).toHaveText('Shartnoma shartlari');
  await page.getByRole('textbox', { name: /^Shartnoma predmeti/ }).fill('Avtomobil ijarasi');
  await nextStep(page);
  await page.getByRole('button', { name: 'Tomonni qo‘shish' }).click();
  await addPartyByPassport(page, AZIZ, 'Karimov Aziz Alisher o‘g‘li');
  await nextStep(page);
  await finishWizard(page);

  // The vehicle (spec §2 screen 15 add-vehicle): by state number, from the traffic-safety database.
  await page.getByRole('tab', { name: 'Mulklar' }).click();
  await page.getByRole('button', { name: 'Transport vositasini qo‘shish' }).click();
  const vehicleForm = page.getByRole('form', { name: 'Transport vositasini qo‘shish' });
  await vehicleForm.getByRole('textbox', { name: /^Davlat raqami/ }).fill('01b345ca');
  await vehicleForm.getByRole('button', { name: 'Reyestrdan qidirish' }).click();
  const found = vehicleForm.getByRole('region', { name: 'Topilgan transport vositasi' });
  await expect(found.getByRole('heading', { name: 'Chevrolet Malibu, 01B345CA' })).toBeVisible();
  await expect(found).toContainText('Rahimov Sherzod');
  const price = vehicleForm.getByRole('textbox', { name: /^Narxi, so‘m/ });
  await price.pressSequentially('145000000');
  await expect(price).toHaveValue('145 000 000');
  await expect(vehicleForm.getByText('So‘z bilan: bir yuz qirq besh million so‘m 00 tiyin')).toBeVisible();
  const subjectAdded = page.waitForResponse(isAnswer('POST', /\/subjects$/));
  await vehicleForm.getByRole('button', { name: 'Transport vositasini qo‘shish' }).click();
  const withVehicle = (await (await subjectAdded).json()) as { subjects: { stateNumber: string | null; priceTiyin: number | null }[] };
  expect(withVehicle.subjects).toEqual([expect.objectContaining({ stateNumber: '01B345CA', priceTiyin: 14_500_000_000 })]);
  await expect(vehicleForm).toBeHidden();
  await expect(page.getByRole('tabpanel')).toContainText('01B345CA');

  // Another party (spec §2 screen 15 add-party): named by the civil registry from pin and passport.
  await page.getByRole('tab', { name: 'Ishtirokchilar' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Karimov Aziz');
  await page.getByRole('button', { name: 'Ishtirokchi qo‘shish' }).click();
  const partyForm = page.getByRole('form', { name: 'Taraf qo‘shish' });
  await expect(partyForm.getByLabel(/^Harakatdagi roli/)).toHaveValue('party');
  const partyAdded = page.waitForResponse(isAnswer('POST', /\/parties$/));
  await addPartyByPassport(page, BEKZOD, 'Rahimov Bekzod Ravshan o‘g‘li');
  const withBekzod = (await (await partyAdded).json()) as { parties: { pin: string; role: string; isApplicant: boolean }[] };
  expect(withBekzod.parties).toEqual(expect.arrayContaining([expect.objectContaining({ pin: BEKZOD.pin, role: 'party', isApplicant: false })]));
  await expect(partyForm).toBeHidden();
  await expect(page.getByRole('tabpanel')).toContainText('Rahimov Bekzod');
  await page.context().close();
});
