import { expect, test } from '@playwright/test';
import { chooseFromRegistry, currentStep, isAnswer, nextStep, startActWizard, wizardSteps } from '../support/act-wizard-ui.ts';
import { MALIKA } from '../support/demo-people.ts';
import { openDemoSession } from '../support/open-session.ts';

/**
 * The consent to residence registration 11944 as its wizard (spec §2 screen 16; §5 "11944 covers
 * only consent by the property owner", §6 "A property owner only may create" it): Aziz consents
 * to Malika's registration in the flat he owns with his wife, from the cadastre's list of his
 * property, resuming after a refresh; Sherzod, who owns no real estate, is refused by the server.
 */

test('web: the owner’s flat from the cadastre, the person registered, the term; a refresh resumes at the same step', async ({ page }) => {
  await openDemoSession(page, 'aziz', 'browser', { keepRotated: true });
  expect((await startActWizard(page, 11944)).status()).toBe(200);

  await expect(currentStep(page)).toHaveText('Mulk');
  await chooseFromRegistry(page, /^11:13:02:05:03:0412/);
  await nextStep(page);

  await expect(currentStep(page)).toHaveText('Ro‘yxatga olinadigan shaxs');
  await page.reload();
  await expect(currentStep(page)).toHaveText('Ro‘yxatga olinadigan shaxs');
  await page.getByRole('button', { name: 'Oldingi' }).click();
  await expect(page.getByRole('checkbox', { name: /^11:13:02:05:03:0412/ })).toBeChecked();
  await nextStep(page);

  // Nobody added yet: the step says so before asking the server.
  await page.getByRole('button', { name: 'Keyingi' }).click();
  await expect(page.getByText('Ro‘yxatga olinadigan shaxsni qo‘shing')).toBeVisible();
  await page.getByRole('button', { name: 'Shaxsni qo‘shish' }).click();
  const partyForm = page.getByRole('form', { name: 'Taraf qo‘shish' });
  await partyForm.getByRole('textbox', { name: /^JShShIR \(shaxsiy/ }).fill(MALIKA.pin);
  await partyForm.getByLabel(/^Hujjat turi/).selectOption({ label: 'Identifikatsiya ID-kartasi' });
  await partyForm.getByRole('textbox', { name: /^Hujjat seriyasi/ }).fill(MALIKA.series);
  await partyForm.getByRole('textbox', { name: /^Hujjat raqami/ }).fill(MALIKA.number);
  await expect(partyForm.getByText('Reyestrda: Yusupova Malika Bobur qizi')).toBeVisible();
  const partyAdded = page.waitForResponse(isAnswer('POST', /\/parties$/));
  await partyForm.getByRole('button', { name: 'Saqlash' }).click();
  expect((await partyAdded).status()).toBe(200);
  await expect(page.getByRole('list', { name: 'Ro‘yxatga olinadiganlar' })).toContainText('Yusupova Malika');
  await nextStep(page);

  await expect(currentStep(page)).toHaveText('Ro‘yxatga olish muddati');
  await page.getByRole('textbox', { name: /^Boshlanish sanasi/ }).pressSequentially('01122026');
  await nextStep(page, 'Yakunlash');
  await expect(wizardSteps(page)).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Ishtirokchilar' })).toBeVisible();
});

test('web: someone who owns no real estate is refused by the server with the spec’s message (§6)', async ({ page }) => {
  await openDemoSession(page, 'sherzod', 'browser');
  const refused = await startActWizard(page, 11944);
  expect(refused.status()).toBe(400);
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Doimiy ro‘yxatga olishga rozilikni faqat mulk egasi beradi: kadastrda sizning nomingizga ko‘chmas mulk qayd etilmagan' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/enotarial_act\/-1\?type=11944$/);
});
