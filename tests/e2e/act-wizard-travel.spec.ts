import { expect, test } from '@playwright/test';
import { addPartyByPassport, currentStep, expectTouchSized, isAnswer, nextStep, wizardSteps } from '../support/act-wizard-ui.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { openFamilySession } from '../support/family-session.ts';
import { tapKeys } from '../support/login-ui.ts';
import { AZIZ } from '../support/demo-people.ts';
import { openDemoSession } from '../support/open-session.ts';

/**
 * The minor travel consent 15034 as its wizard (spec §2 screen 16, §4 "15034: choose children,
 * countries, purpose and dates, then the accompanying person"; §5 independent travel from 15):
 * on the web Aziz lets Jasur (16) travel alone, leaving and resuming the wizard on the way; at a
 * kiosk, on the on-screen keyboard, a parent of the seeded world is refused independent travel
 * for a child under 15 by the server, with the spec's message, and names a companion instead.
 */

test('web: a travel consent through its wizard, a refresh and "my acts" resume at the same step with the data, Jasur (16) travels alone', async ({ page }) => {
  await openDemoSession(page, 'aziz', 'browser', { keepRotated: true });
  await page.goto('/enotarial_act/-1?type=15034');
  await expect(currentStep(page)).toHaveText('Umumiy ma’lumotlar');
  await expect(wizardSteps(page).getByText('5 qadamdan 1-qadam')).toBeVisible();
  const general = page.getByRole('form', { name: 'Umumiy ma’lumotlar' });
  const phone = general.getByRole('textbox', { name: /Aloqa uchun telefon raqami/ });
  await phone.fill('');
  await phone.pressSequentially('901234567');
  await expect(phone).toHaveValue('(90) 123 45 67');
  const created = page.waitForResponse(isAnswer('POST', /^\/api\/acts$/));
  await general.getByRole('button', { name: 'Keyingi' }).click();
  const act = (await (await created).json()) as { uuid: string; id: number; wizardStep: number };
  expect(act.wizardStep).toBe(1);
  await expect(page).toHaveURL(new RegExp(`/enotarial_act/${act.uuid}$`));

  // Children from the civil registry's list of Aziz's minor children.
  await expect(currentStep(page)).toHaveText('Bolalar');
  await expectNoAxeViolations(page);
  const jasur = page.getByRole('checkbox', { name: /Karimov Jasur Aziz o‘g‘li, 16 yosh/ });
  const added = page.waitForResponse(isAnswer('POST', /\/children$/));
  // Ticked once the server has added him (the box shows the act's parties).
  await jasur.click();
  expect((await added).status()).toBe(200);
  await expect(jasur).toBeChecked();
  await nextStep(page);

  // Countries from the dictionary.
  await expect(currentStep(page)).toHaveText('Davlatlar');
  await page.getByLabel(/^Chiqish davlati/).selectOption({ label: 'O‘zbekiston' });
  await page.getByLabel(/^Boradigan davlat/).selectOption({ label: 'Turkiya' });
  await expect(page.getByRole('list', { name: 'Tanlangan davlatlar' })).toContainText('Turkiya');
  await nextStep(page);

  // A refresh keeps the step; back shows what was saved.
  await expect(currentStep(page)).toHaveText('Maqsad va sanalar');
  await page.reload();
  await expect(currentStep(page)).toHaveText('Maqsad va sanalar');
  await page.getByRole('button', { name: 'Oldingi' }).click();
  await expect(currentStep(page)).toHaveText('Davlatlar');
  await expect(page.getByRole('list', { name: 'Tanlangan davlatlar' })).toContainText('Turkiya');
  await nextStep(page);

  // Purpose and dates, checked before "next" with the domain's rules (spec §5 date mask).
  await expect(currentStep(page)).toHaveText('Maqsad va sanalar');
  await page.getByRole('button', { name: 'Keyingi' }).click();
  await expect(page.getByRole('textbox', { name: /^Safar maqsadi/ })).toHaveAccessibleDescription('Ushbu maydonni to‘ldirish majburiy');
  await page.getByRole('textbox', { name: /^Safar maqsadi/ }).fill('Dam olish');
  await page.getByRole('textbox', { name: /^Chiqish sanasi/ }).pressSequentially('01032027');
  await page.getByRole('textbox', { name: /^Qaytish sanasi/ }).pressSequentially('15032027');
  await expect(page.getByRole('textbox', { name: /^Qaytish sanasi/ })).toHaveValue('15.03.2027');
  await nextStep(page);

  // "My acts" opens the act at the step reached, with the data.
  await expect(currentStep(page)).toHaveText('Kuzatuvchi shaxs');
  await page.goto(`/my_notarial_act/${act.id}`);
  await expect(currentStep(page)).toHaveText('Kuzatuvchi shaxs');
  await page.getByRole('button', { name: 'Oldingi' }).click();
  await expect(page.getByRole('textbox', { name: /^Safar maqsadi/ })).toHaveValue('Dam olish');
  await nextStep(page);

  // Jasur is 16: independent travel is allowed (spec §5, §9); finishing opens the act's details.
  await page.getByRole('radio', { name: 'Mustaqil (faqat 15 yoshga to‘lgan bola)' }).check();
  await nextStep(page, 'Yakunlash');
  await expect(wizardSteps(page)).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Ishtirokchilar' })).toBeVisible();
});

test('kiosk: on the on-screen keyboard, a child under 15 is refused independent travel by the server with the spec’s message, then travels with a companion', async ({
  page,
}) => {
  // Under 15 on the departure day typed below (01.03.2027).
  const family = await openFamilySession(page, 'kiosk', 0, '2012-06-01');
  await page.goto('/kiosk/enotarial_act/-1?type=15034');
  const general = page.getByRole('form', { name: 'Umumiy ma’lumotlar' });
  const phone = general.getByRole('textbox', { name: /Aloqa uchun telefon raqami/ });
  await phone.fill('');
  await phone.click();
  await expect(page.locator('.simple-keyboard button[data-skbtn="5"]')).toBeVisible();
  await tapKeys(page, '901112233');
  await expect(phone).toHaveValue('(90) 111 22 33');
  const created = page.waitForResponse(isAnswer('POST', /^\/api\/acts$/));
  await general.getByRole('button', { name: 'Keyingi' }).click();
  expect((await created).status()).toBe(200);
  await expect(page).toHaveURL(/\/kiosk\/enotarial_act\/[0-9a-f-]{36}$/);

  await expect(currentStep(page)).toHaveText('Bolalar');
  const child = page.getByRole('checkbox', { name: new RegExp(family.childName) });
  await expectTouchSized(page.locator('.act-wizard__choice label').first());
  await expectTouchSized(page.getByRole('button', { name: 'Keyingi' }));
  await expectTouchSized(page.getByRole('button', { name: 'Oldingi' }));
  const added = page.waitForResponse(isAnswer('POST', /\/children$/));
  await child.click();
  expect((await added).status()).toBe(200);
  await expect(child).toBeChecked();
  await nextStep(page);

  await page.getByLabel(/^Chiqish davlati/).selectOption({ label: 'O‘zbekiston' });
  await page.getByRole('checkbox', { name: 'Barcha davlatlar' }).check();
  await nextStep(page);

  // Purpose and dates typed on the kiosk keyboard.
  const purpose = page.getByRole('textbox', { name: /^Safar maqsadi/ });
  await purpose.click();
  await tapKeys(page, 'turizm');
  await expect(purpose).toHaveValue('turizm');
  await page.getByRole('textbox', { name: /^Chiqish sanasi/ }).click();
  await tapKeys(page, '01032027');
  await page.getByRole('textbox', { name: /^Qaytish sanasi/ }).click();
  await tapKeys(page, '10032027');
  await expect(page.getByRole('textbox', { name: /^Qaytish sanasi/ })).toHaveValue('10.03.2027');
  await nextStep(page);

  await expect(currentStep(page)).toHaveText('Kuzatuvchi shaxs');
  await page.getByRole('radio', { name: 'Mustaqil (faqat 15 yoshga to‘lgan bola)' }).check();
  const refused = page.waitForResponse(isAnswer('PATCH', /^\/api\/acts\/[^/]+$/));
  await page.getByRole('button', { name: 'Yakunlash' }).click();
  expect((await refused).status()).toBe(400);
  // Beside the buttons (the toast of spec §8 says it too, and goes).
  const wizard = page.getByRole('region', { name: '5 qadamdan 5-qadam' });
  await expect(wizard.getByRole('alert')).toHaveText(
    `Bola (JShShIR ${family.childPin}) chiqish kunida 15 yoshga to‘lmaydi: mustaqil chiqish mumkin emas, kuzatuvchi shaxsni qo‘shing`,
  );
  await expect(currentStep(page)).toHaveText('Kuzatuvchi shaxs');
  await expectNoAxeViolations(page);

  // The terminal resumes the act where it was left (the step is the server's).
  await page.reload();
  await expect(currentStep(page)).toHaveText('Kuzatuvchi shaxs');
  await expect(page.getByRole('radio', { name: 'Kuzatuvchi shaxs bilan' })).toBeChecked();

  // With a companion instead, typed on the keyboard like any party (spec §2 screen 15): the consent is complete.
  await page.getByRole('button', { name: 'Kuzatuvchi shaxsni qo‘shish' }).click();
  await addPartyByPassport(page, AZIZ, 'Karimov Aziz Alisher o‘g‘li', true);
  await expect(page.getByRole('list', { name: 'Kuzatuvchi shaxslar' })).toContainText('Karimov Aziz');
  await nextStep(page, 'Yakunlash');
  await expect(wizardSteps(page)).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Ishtirokchilar' })).toBeVisible();
});
