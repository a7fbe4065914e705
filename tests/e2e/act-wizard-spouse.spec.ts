import { expect, test, type Page } from '@playwright/test';
import { currentStep, expectTouchSized, isAnswer, nextStep, startActWizard, wizardSteps } from '../support/act-wizard-ui.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { openSpouseSession } from '../support/family-session.ts';
import { tapKeys } from '../support/login-ui.ts';

/**
 * The spouse consent 15003 as its wizard (spec §2 screen 16, §4 "15003: choose spouse and phone,
 * then subject with consent types (multiple allowed)", §5 duplicate act): on the web a married
 * person of the seeded world chooses their spouse from the civil registry, types the spouse's
 * phone, adds the property and ticks two consent types, a refresh resumes at the same step with
 * the data, and a second consent for the same spouse is refused by the server with the spec's
 * message; at a kiosk the same wizard is typed on the on-screen keyboard.
 */

/** Ticks the registry's spouse and waits for the server's answer (the box shows the act's parties). */
async function chooseSpouse(page: Page, spouseName: string): Promise<number> {
  const added = page.waitForResponse(isAnswer('POST', /\/spouse$/));
  await page.getByRole('checkbox', { name: spouseName }).click();
  return (await added).status();
}

test('web: a spouse consent through its wizard, a refresh resumes at the same step with the data, a second consent for the same spouse is refused (§5)', async ({
  page,
}) => {
  const couple = await openSpouseSession(page, 'browser', 0);
  expect((await startActWizard(page, 15003)).status()).toBe(200);
  await expect(currentStep(page)).toHaveText('Turmush o‘rtog‘i');
  await expectNoAxeViolations(page);

  // The spouse from the civil registry, and their phone through the mask (spec §5).
  await page.getByRole('button', { name: 'Keyingi' }).click();
  await expect(page.getByRole('group', { name: 'Reyestrdagi turmush o‘rtog‘ingiz' })).toContainText('Reyestrdagi turmush o‘rtog‘ingizni tanlang');
  expect(await chooseSpouse(page, couple.spouseName)).toBe(200);
  await expect(page.getByRole('checkbox', { name: couple.spouseName })).toBeChecked();
  const phone = page.getByRole('textbox', { name: /^Turmush o‘rtog‘ingizning telefon raqami/ });
  await phone.pressSequentially('931112233');
  await expect(phone).toHaveValue('(93) 111 22 33');
  await nextStep(page);

  // The subject, added with the editor's own form, and two consent types.
  await expect(currentStep(page)).toHaveText('Rozilik predmeti');
  await page.getByRole('button', { name: 'Keyingi' }).click();
  await expect(page.getByText('Rozilik beriladigan mulkni qo‘shing')).toBeVisible();
  await expect(page.getByText('Kamida bitta rozilik turini belgilang')).toBeVisible();
  await page.getByRole('button', { name: 'Boshqa mol-mulk qo‘shish' }).click();
  await page.getByRole('textbox', { name: /^Mol-mulk tavsifi/ }).fill('Oilaviy uy jihozlari');
  const subjectAdded = page.waitForResponse(isAnswer('POST', /\/subjects$/));
  await page.getByRole('button', { name: 'Mol-mulkni qo‘shish' }).click();
  expect((await subjectAdded).status()).toBe(200);
  await expect(page.getByRole('list', { name: 'Rozilik beriladigan mulk' })).toContainText('Oilaviy uy jihozlari');
  await page.getByRole('checkbox', { name: 'Sotish' }).check();
  await page.getByRole('checkbox', { name: 'Garovga qo‘yish' }).check();
  await nextStep(page);

  // A refresh keeps the step and what was stored; back shows the ticked types.
  await expect(currentStep(page)).toHaveText('Tekshirish');
  await page.reload();
  await expect(currentStep(page)).toHaveText('Tekshirish');
  const review = page.getByRole('form', { name: 'Rozilikni tekshiring' });
  await expect(review).toContainText(couple.spouseName);
  await expect(review).toContainText('(93) 111 22 33');
  await expect(review).toContainText('Oilaviy uy jihozlari');
  await expect(review).toContainText('Sotish, Garovga qo‘yish');
  await page.getByRole('button', { name: 'Oldingi' }).click();
  await expect(currentStep(page)).toHaveText('Rozilik predmeti');
  await expect(page.getByRole('checkbox', { name: 'Sotish' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Ayirboshlash' })).not.toBeChecked();
  await nextStep(page);
  await nextStep(page, 'Yakunlash');
  await expect(wizardSteps(page)).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Ishtirokchilar' })).toBeVisible();

  // §5: the first consent is unfinished (not yet registered), so a second one for the same spouse is refused.
  expect((await startActWizard(page, 15003)).status()).toBe(200);
  await expect(currentStep(page)).toHaveText('Turmush o‘rtog‘i');
  expect(await chooseSpouse(page, couple.spouseName)).toBe(400);
  // Beside the buttons (the toast of spec §8 says it too, and goes), with the way to the first consent.
  await expect(page.getByRole('region', { name: '4 qadamdan 2-qadam' }).getByRole('alert')).toContainText(
    'Shu obyekt yoki shaxs bo‘yicha tugallanmagan notarial harakat mavjud: /enotarial_act/',
  );
  await expect(page.getByRole('checkbox', { name: couple.spouseName })).not.toBeChecked();
  await expect(currentStep(page)).toHaveText('Turmush o‘rtog‘i');
});

test('kiosk: a spouse consent typed on the on-screen keyboard, resumed after a reload', async ({ page }) => {
  const couple = await openSpouseSession(page, 'kiosk', 1);
  expect((await startActWizard(page, 15003, true)).status()).toBe(200);
  await expect(currentStep(page)).toHaveText('Turmush o‘rtog‘i');
  await expect(page).toHaveURL(/\/kiosk\/enotarial_act\/[0-9a-f-]{36}$/);

  expect(await chooseSpouse(page, couple.spouseName)).toBe(200);
  await expectTouchSized(page.locator('.act-wizard__choice label').first());
  await expectTouchSized(page.getByRole('button', { name: 'Keyingi' }));
  const phone = page.getByRole('textbox', { name: /^Turmush o‘rtog‘ingizning telefon raqami/ });
  await phone.click();
  await tapKeys(page, '935556677');
  await expect(phone).toHaveValue('(93) 555 66 77');
  await nextStep(page);

  // The terminal resumes where it was left (the step is the server's).
  await expect(currentStep(page)).toHaveText('Rozilik predmeti');
  await page.reload();
  await expect(currentStep(page)).toHaveText('Rozilik predmeti');

  await page.getByRole('button', { name: 'Boshqa mol-mulk qo‘shish' }).click();
  await page.getByRole('textbox', { name: /^Mol-mulk tavsifi/ }).click();
  await tapKeys(page, 'dacha');
  await expect(page.getByRole('textbox', { name: /^Mol-mulk tavsifi/ })).toHaveValue('dacha');
  const subjectAdded = page.waitForResponse(isAnswer('POST', /\/subjects$/));
  await page.getByRole('button', { name: 'Mol-mulkni qo‘shish' }).click();
  expect((await subjectAdded).status()).toBe(200);
  await expectTouchSized(page.locator('.act-wizard__choice label').first());
  await page.getByRole('checkbox', { name: 'Hadya qilish' }).check();
  await nextStep(page);

  await expect(currentStep(page)).toHaveText('Tekshirish');
  await expect(page.getByRole('form', { name: 'Rozilikni tekshiring' })).toContainText('(93) 555 66 77');
  await expectNoAxeViolations(page);
  await nextStep(page, 'Yakunlash');
  await expect(wizardSteps(page)).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Ishtirokchilar' })).toBeVisible();
});
