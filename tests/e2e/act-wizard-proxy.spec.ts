import { expect, test, type Page } from '@playwright/test';
import {
  addPartyByPassport,
  chooseFromRegistry,
  currentStep,
  expectTouchSized,
  isAnswer,
  nextStep,
  startActWizard,
  wizardSteps,
} from '../support/act-wizard-ui.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { AZIZ, SHERZOD } from '../support/demo-people.ts';
import { tapKeys } from '../support/login-ui.ts';
import { openDemoSession } from '../support/open-session.ts';
import { openVehicleOwnerSession } from '../support/vehicle-owner-session.ts';

/**
 * The powers of attorney as their wizard (spec §2 screen 16; §4 "Powers of attorney: add
 * attorneys, then vehicle or property and term"; §5 power limits): Aziz empowers Sherzod over
 * the flat the cadastre records as his, is refused the right to sell it with the spec's message,
 * and resumes after a refresh with what he entered; an owner of the seeded world gives a
 * vehicle power of attorney through to the act's page; a general power of attorney on the web
 * (resumed after a refresh) and at a kiosk on the on-screen keyboard.
 */

/** The general info, the wizard's first step: "next" creates the act, which then shows `steps` steps. */
async function createProxy(page: Page, type: number, steps: number): Promise<void> {
  expect((await startActWizard(page, type)).status()).toBe(200);
  await expect(wizardSteps(page).getByText(`${steps} qadamdan 2-qadam`)).toBeVisible();
}

/** The attorneys step: Sherzod added by pin and passport. */
async function addAttorney(page: Page): Promise<void> {
  await expect(currentStep(page)).toHaveText('Ishonchli vakillar');
  await page.getByRole('button', { name: 'Ishonchli vakilni qo‘shish' }).click();
  await addPartyByPassport(page, SHERZOD, 'Rahimov Sherzod Ravshan o‘g‘li');
  await expect(page.getByRole('list', { name: 'Qo‘shilgan ishonchli vakillar' })).toContainText('Rahimov Sherzod');
  await nextStep(page);
}

test('web 105: the owner’s flat, selling refused at the powers step with the spec’s message; a refresh resumes with the same data', async ({ page }) => {
  await openDemoSession(page, 'aziz', 'browser', { keepRotated: true });
  await createProxy(page, 105, 5);
  await addAttorney(page);

  await expect(currentStep(page)).toHaveText('Mulk');
  await chooseFromRegistry(page, /^11:13:02:05:03:0412/);
  await nextStep(page);

  // §5 "105 may not grant sale …": the list says so beside the right, the server refuses it.
  await expect(currentStep(page)).toHaveText('Huquqlar va muddat');
  const sell = page.getByRole('checkbox', { name: 'Sotish' });
  await expectNoAxeViolations(page);
  await expect(sell).toHaveAccessibleDescription('Bu turdagi ishonchnoma bilan berilmaydi');
  await page.getByRole('checkbox', { name: 'Mulkni boshqarish' }).check();
  await sell.check();
  await page.getByRole('textbox', { name: /^Amal qilish muddati/ }).pressSequentially('31122027');
  const refused = page.waitForResponse(isAnswer('PATCH', /^\/api\/acts\/[^/]+$/));
  await page.getByRole('button', { name: 'Keyingi' }).click();
  expect((await refused).status()).toBe(400);
  await expect(
    page
      .getByRole('form', { name: 'Beriladigan huquqlar va muddat' })
      .getByRole('alert')
      .filter({ hasText: 'Ko‘chmas mulk bo‘yicha ishonchnoma sotish, hadya qilish, garovga qo‘yish yoki ayirboshlash huquqini bera olmaydi' }),
  ).toBeVisible();
  await expect(currentStep(page)).toHaveText('Huquqlar va muddat');

  await sell.uncheck();
  await page.getByRole('checkbox', { name: 'Ijaraga berish' }).check();
  await page.getByRole('checkbox', { name: /^Vakil huquqlarni boshqa shaxsga/ }).check();
  await nextStep(page);

  // A refresh keeps the step; "back" shows the powers as stored.
  await expect(currentStep(page)).toHaveText('Tekshirish');
  await page.reload();
  await expect(currentStep(page)).toHaveText('Tekshirish');
  await expect(page.getByText('Mulkni boshqarish, Ijaraga berish')).toBeVisible();
  await page.getByRole('button', { name: 'Oldingi' }).click();
  await expect(currentStep(page)).toHaveText('Huquqlar va muddat');
  await expect(page.getByRole('checkbox', { name: 'Ijaraga berish' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Sotish' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: /^Vakil huquqlarni boshqa shaxsga/ })).toBeChecked();
  await expect(page.getByRole('textbox', { name: /^Amal qilish muddati/ })).toHaveValue('31.12.2027');
  await nextStep(page);

  await nextStep(page, 'Yakunlash');
  await expect(wizardSteps(page)).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Ishtirokchilar' })).toBeVisible();
});

test('web 101: the owner’s vehicle from the traffic-safety database (a refresh keeps it chosen), driving and use for a year, through to the act’s page', async ({
  page,
}) => {
  const owner = await openVehicleOwnerSession(page, 'browser', 2);
  await createProxy(page, 101, 5);
  await addAttorney(page);

  await expect(currentStep(page)).toHaveText('Transport vositasi');
  await expect(page.getByRole('heading', { name: 'Ishonchnoma beriladigan transport vositasi' })).toBeVisible();
  await chooseFromRegistry(page, owner.label);
  // A refresh resumes at the vehicle step with the vehicle chosen.
  await page.reload();
  await expect(currentStep(page)).toHaveText('Transport vositasi');
  await expect(page.getByRole('checkbox', { name: owner.label })).toBeChecked();
  await nextStep(page);

  await expect(currentStep(page)).toHaveText('Huquqlar va muddat');
  // A vehicle power of attorney may grant selling (§5 limits only 11651 and 105).
  await expect(page.getByRole('checkbox', { name: 'Sotish' })).not.toHaveAccessibleDescription('Bu turdagi ishonchnoma bilan berilmaydi');
  await page.getByRole('button', { name: 'Keyingi' }).click();
  await expect(page.getByText('Beriladigan kamida bitta huquqni belgilang')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Transport vositasini boshqarish (haydash)' }).check();
  await page.getByRole('checkbox', { name: 'Foydalanish' }).check();
  await page.getByRole('textbox', { name: /^Amal qilish muddati/ }).pressSequentially('30112027');
  await nextStep(page);

  await expect(currentStep(page)).toHaveText('Tekshirish');
  await expect(page.getByText(owner.stateNumber)).toBeVisible();
  await expect(page.getByText('Foydalanish, Transport vositasini boshqarish (haydash)')).toBeVisible();
  await nextStep(page, 'Yakunlash');
  await expect(wizardSteps(page)).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Ishtirokchilar' })).toBeVisible();
});

test('kiosk 11651: the attorney, the rights and the term on the on-screen keyboard, through to the act’s page', async ({ page }) => {
  await openVehicleOwnerSession(page, 'kiosk', 3);
  expect((await startActWizard(page, 11651, true)).status()).toBe(200);
  await expect(page).toHaveURL(/\/kiosk\/enotarial_act\/[0-9a-f-]{36}$/);
  await expect(wizardSteps(page).getByText('4 qadamdan 2-qadam')).toBeVisible();

  await expect(currentStep(page)).toHaveText('Ishonchli vakillar');
  await page.getByRole('button', { name: 'Ishonchli vakilni qo‘shish' }).click();
  await addPartyByPassport(page, AZIZ, 'Karimov Aziz Alisher o‘g‘li', true);
  await expect(page.getByRole('list', { name: 'Qo‘shilgan ishonchli vakillar' })).toContainText('Karimov Aziz');
  await nextStep(page);

  // A general power of attorney names no object: the powers come next.
  await expect(currentStep(page)).toHaveText('Huquqlar va muddat');
  await expectTouchSized(page.locator('.act-wizard__choice label').first());
  await page.getByRole('checkbox', { name: 'Manfaatlarini ifodalash' }).check();
  const until = page.getByRole('textbox', { name: /^Amal qilish muddati/ });
  await until.click();
  await tapKeys(page, '30062027');
  await expect(until).toHaveValue('30.06.2027');
  await expectTouchSized(page.getByRole('button', { name: 'Keyingi' }));
  await nextStep(page);

  await expect(currentStep(page)).toHaveText('Tekshirish');
  const review = page.getByRole('form', { name: 'Ishonchnomani tekshiring' });
  await expect(review).toContainText('Manfaatlarini ifodalash');
  await expect(review).toContainText('30.06.2027 gacha');
  await expectNoAxeViolations(page);
  await nextStep(page, 'Yakunlash');
  await expect(wizardSteps(page)).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Ishtirokchilar' })).toBeVisible();
});

test('web 11651: a general power of attorney, the §5 limit shown beside the disposal rights; a refresh resumes at the review', async ({ page }) => {
  await openVehicleOwnerSession(page, 'browser', 4);
  await createProxy(page, 11651, 4);
  await addAttorney(page);

  // A general power of attorney names no object, and may not dispose of real estate or vehicles (§5).
  await expect(currentStep(page)).toHaveText('Huquqlar va muddat');
  await expect(page.getByRole('checkbox', { name: 'Sotish' })).toHaveAccessibleDescription('Bu turdagi ishonchnoma bilan berilmaydi');
  await page.getByRole('checkbox', { name: 'Manfaatlarini ifodalash' }).check();
  await page.getByRole('textbox', { name: /^Amal qilish muddati/ }).pressSequentially('31122027');
  await nextStep(page);

  await expect(currentStep(page)).toHaveText('Tekshirish');
  await page.reload();
  await expect(currentStep(page)).toHaveText('Tekshirish');
  const review = page.getByRole('form', { name: 'Ishonchnomani tekshiring' });
  await expect(review).toContainText('Rahimov Sherzod');
  await expect(review).toContainText('Manfaatlarini ifodalash');
  await expect(review).toContainText('31.12.2027 gacha');
  await nextStep(page, 'Yakunlash');
  await expect(wizardSteps(page)).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Ishtirokchilar' })).toBeVisible();
});
