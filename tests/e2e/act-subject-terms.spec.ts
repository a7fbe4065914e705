import { expect, test } from '@playwright/test';
import { addPartyByPassport, createWizardAct, currentStep, expectTouchSized, finishWizard, isAnswer, nextStep } from '../support/act-wizard-ui.ts';
import { AZIZ } from '../support/demo-people.ts';
import { chooseVehicle } from '../support/vehicle-wizard-ui.ts';
import { openVehicleOwnerSession } from '../support/vehicle-owner-session.ts';
import { tapKeys } from '../support/login-ui.ts';

/**
 * A sale's subject terms on the act page (spec §3 common subject fields; §5 card number and
 * expiry masks; docs/decisions/0050-subject-common-fields.md): an owner sells their car through
 * the wizard, then states payment by card on the subjects tab: a wrong card number is refused
 * with the typed text kept, the right one saved; after a reload the card shows as its last four
 * digits only; a share of 3/2 is refused. At a kiosk the card is typed on the on-screen keyboard.
 */
test('web: payment by card on a sale’s subject — a wrong number refused, the right one kept as its last four digits; a share of 3/2 refused', async ({
  page,
}) => {
  const owner = await openVehicleOwnerSession(page, 'browser', 7);
  await createWizardAct(page, 1, 6);
  await chooseVehicle(page, owner.label);
  await nextStep(page);
  await expect(currentStep(page)).toHaveText('Narx va to‘lov');
  await page.getByRole('textbox', { name: /^Sotish narxi, so‘m/ }).pressSequentially('90000000');
  await nextStep(page);
  await page.getByRole('button', { name: 'Xaridorni qo‘shish' }).click();
  await addPartyByPassport(page, AZIZ, 'Karimov Aziz Alisher o‘g‘li');
  await nextStep(page);
  await expect(currentStep(page)).toHaveText('Birgalikdagi egalar');
  await nextStep(page);
  await finishWizard(page);

  await page.getByRole('tab', { name: 'Mulklar' }).click();
  await page.getByRole('button', { name: 'Shartlarni kiritish' }).click();
  const terms = page.getByRole('form', { name: 'Mulk shartlari' });
  await terms.getByLabel(/^To‘lov usuli/).selectOption({ label: 'Bank kartasi' });
  const cardNumber = terms.getByRole('textbox', { name: /^Karta raqami/ });
  await cardNumber.pressSequentially('4111111111111112');
  await terms.getByRole('textbox', { name: /^Karta amal qilish muddati/ }).pressSequentially('1240');
  await expect(cardNumber).toHaveValue('4111 1111 1111 1112');
  await terms.getByRole('button', { name: 'Saqlash' }).click();
  await expect(terms.getByText('Karta raqami noto‘g‘ri: 16 ta raqamni tekshirib kiriting')).toBeVisible();
  await expect(cardNumber).toHaveValue('4111 1111 1111 1112');

  await cardNumber.fill('');
  await cardNumber.pressSequentially('4111111111111111');
  const saved = page.waitForResponse(isAnswer('PATCH', /\/subjects\/\d+$/));
  await terms.getByRole('button', { name: 'Saqlash' }).click();
  expect((await saved).status()).toBe(200);
  await expect(terms).toBeHidden();

  await page.reload();
  await page.getByRole('tab', { name: 'Mulklar' }).click();
  const facts = page.getByRole('region', { name: 'Mulk shartlari' });
  await expect(facts).toContainText('•••• •••• •••• 1111');
  await expect(facts).toContainText('Bank kartasi');
  await expect(page.getByText('4111 1111 1111 1111')).toHaveCount(0);

  await page.getByRole('button', { name: 'Shartlarni kiritish' }).click();
  await expect(terms.getByText('Saqlangan karta: •••• •••• •••• 1111. Boshqa karta bo‘lsa, raqamini kiriting.')).toBeVisible();
  await terms.getByRole('textbox', { name: /^Ulush: surat/ }).pressSequentially('3');
  await terms.getByRole('textbox', { name: /^Ulush: maxraj/ }).pressSequentially('2');
  await terms.getByRole('button', { name: 'Saqlash' }).click();
  await expect(terms.getByText('Ulushning surati maxrajidan katta bo‘lmasligi kerak')).toBeVisible();
});

test('kiosk: the card number and expiry typed on the on-screen keyboard; the card shown as its last four digits', async ({ page }) => {
  const owner = await openVehicleOwnerSession(page, 'kiosk', 8);
  await createWizardAct(page, 1, 6, true);
  await chooseVehicle(page, owner.label);
  await nextStep(page);
  const price = page.getByRole('textbox', { name: /^Sotish narxi, so‘m/ });
  await price.click();
  await tapKeys(page, '90000000');
  await nextStep(page);
  await page.getByRole('button', { name: 'Xaridorni qo‘shish' }).click();
  await addPartyByPassport(page, AZIZ, 'Karimov Aziz Alisher o‘g‘li', true);
  await nextStep(page);
  await expect(currentStep(page)).toHaveText('Birgalikdagi egalar');
  await nextStep(page);
  await finishWizard(page);

  await page.getByRole('tab', { name: 'Mulklar' }).click();
  const open = page.getByRole('button', { name: 'Shartlarni kiritish' });
  await expectTouchSized(open);
  await open.click();
  const terms = page.getByRole('form', { name: 'Mulk shartlari' });
  await terms.getByLabel(/^To‘lov usuli/).selectOption({ label: 'Bank kartasi' });
  await terms.getByRole('textbox', { name: /^Karta raqami/ }).click();
  await tapKeys(page, '4111111111111111');
  await expect(terms.getByRole('textbox', { name: /^Karta raqami/ })).toHaveValue('4111 1111 1111 1111');
  await terms.getByRole('textbox', { name: /^Karta amal qilish muddati/ }).click();
  await tapKeys(page, '1240');
  await expect(terms.getByRole('textbox', { name: /^Karta amal qilish muddati/ })).toHaveValue('12/40');
  const saved = page.waitForResponse(isAnswer('PATCH', /\/subjects\/\d+$/));
  await terms.getByRole('button', { name: 'Saqlash' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('region', { name: 'Mulk shartlari' })).toContainText('•••• •••• •••• 1111');
});
