import { expect, test } from '@playwright/test';
import { addPartyByPassport, chooseFromRegistry, createWizardAct, currentStep, finishWizard, isAnswer, nextStep } from '../support/act-wizard-ui.ts';
import { AZIZ, MALIKA } from '../support/demo-people.ts';
import { openDemoSession } from '../support/open-session.ts';

/**
 * The pledge 9 and the other contract 11680 as wizards (spec §2 screen 16; §4 "9 and 11680:
 * enter data"; §3 credit, loan, pledge fields; §5 "blocks continuing";
 * docs/decisions/0049-pledge-and-other-contract-wizards.md).
 */
test('web: a pledge of the own car for a loan, the pledgee, a review; a refresh resumes at the same step with the same data', async ({ page }) => {
  await openDemoSession(page, 'aziz', 'browser', { keepRotated: true });
  await createWizardAct(page, 9, 5);

  // What is pledged: his own car (real estate is the other choice on the same step).
  await expect(currentStep(page)).toHaveText('Garov mulki');
  await expect(page.getByRole('radio', { name: 'Transport vositasi' })).toBeChecked();
  await chooseFromRegistry(page, /01A777AA/);
  await nextStep(page);

  // The obligation: the secured sum is required, typed in the currency field and read in words.
  await expect(currentStep(page)).toHaveText('Majburiyat');
  const obligation = page.getByRole('form', { name: 'Garov bilan ta’minlanadigan majburiyat' });
  const sum = obligation.getByRole('textbox', { name: /^Majburiyat \(kredit, qarz\) summasi/ });
  await obligation.getByRole('button', { name: 'Keyingi' }).click();
  await expect(sum).toHaveAccessibleDescription(/Ushbu maydonni to‘ldirish majburiy/);
  await obligation.getByRole('textbox', { name: /^Shartnoma raqami/ }).fill('K-17');
  await sum.pressSequentially('50000000');
  await expect(obligation.getByText('So‘z bilan: ellik million so‘m 00 tiyin')).toBeVisible();
  await obligation.getByRole('textbox', { name: /^Foiz stavkasi/ }).pressSequentially('22.5');
  await obligation.getByRole('textbox', { name: /^Muddat boshlanishi/ }).pressSequentially('01122026');
  await obligation.getByRole('textbox', { name: /^Muddat tugashi/ }).pressSequentially('01122028');
  await nextStep(page);

  // A refresh resumes at the pledgee step; back shows the obligation as typed.
  await expect(currentStep(page)).toHaveText('Garovga oluvchi');
  await page.reload();
  await expect(currentStep(page)).toHaveText('Garovga oluvchi');
  await page.getByRole('button', { name: 'Oldingi' }).click();
  await expect(sum).toHaveValue('50 000 000,00');
  await expect(obligation.getByRole('textbox', { name: /^Shartnoma raqami/ })).toHaveValue('K-17');
  await expect(obligation.getByRole('textbox', { name: /^Foiz stavkasi/ })).toHaveValue('22,5');
  await expect(obligation.getByRole('textbox', { name: /^Muddat tugashi/ })).toHaveValue('01.12.2028');
  await nextStep(page);

  await expect(currentStep(page)).toHaveText('Garovga oluvchi');
  await page.getByRole('button', { name: 'Keyingi' }).click();
  await expect(page.getByText('Garovga oluvchini qo‘shing')).toBeVisible();
  await page.getByRole('button', { name: /^Garovga oluvchini qo‘shish/ }).click();
  await addPartyByPassport(page, MALIKA, 'Yusupova Malika Bobur qizi');
  await expect(page.getByRole('list', { name: 'Qo‘shilgan garovga oluvchilar' })).toContainText('Yusupova Malika');
  await nextStep(page);

  await expect(currentStep(page)).toHaveText('Tekshirish');
  const facts = page.locator('dl.editor-facts');
  for (const text of ['01A777AA', 'K-17', '50 000 000,00', '22,5', '01.12.2028', 'Yusupova Malika']) await expect(facts).toContainText(text);
  await finishWizard(page);
  // The act page shows the contract's terms.
  await expect(page.getByRole('region', { name: 'Harakat shartlari' })).toContainText('50 000 000,00');
});

test('web: a debtor’s banned car is refused when the pledged-property step is left (§5 "blocks continuing")', async ({ page }) => {
  await openDemoSession(page, 'otabek', 'browser', { keepRotated: true });
  await createWizardAct(page, 9, 5);
  await chooseFromRegistry(page, /01T517KA/);
  await expect(page.getByText('Taqiq yoki jarima bor')).toBeVisible();
  const refused = page.waitForResponse(isAnswer('PATCH', /^\/api\/acts\/[^/]+$/));
  await page.getByRole('button', { name: 'Keyingi' }).click();
  expect((await refused).status()).toBe(400);
  await expect(page.getByText(/Majburiy ijro byurosida to‘lanmagan qarzdorligi bor/).first()).toBeVisible();
  await expect(page.getByText(/01T517KA transport vositasiga YHXB bazasida taqiq, hibs yoki to‘lanmagan jarima mavjud/).first()).toBeVisible();
  await page.reload();
  await expect(currentStep(page)).toHaveText('Garov mulki');
});

test('web: an other contract (11680) with its subject and the other side; a refresh resumes at the same step; to the act page', async ({ page }) => {
  await openDemoSession(page, 'sherzod', 'browser', { keepRotated: true });
  await createWizardAct(page, 11680, 4);
  await expect(currentStep(page)).toHaveText('Shartnoma shartlari');
  await page.getByRole('textbox', { name: /^Shartnoma predmeti/ }).fill('Uy-joy ijarasi');
  await nextStep(page);
  await expect(currentStep(page)).toHaveText('Ikkinchi tomon');
  await page.getByRole('button', { name: 'Tomonni qo‘shish' }).click();
  await addPartyByPassport(page, AZIZ, 'Karimov Aziz Alisher o‘g‘li');
  // A refresh resumes at the other side's step with Aziz added.
  await page.reload();
  await expect(currentStep(page)).toHaveText('Ikkinchi tomon');
  await expect(page.getByText('Karimov Aziz Alisher o‘g‘li')).toBeVisible();
  await nextStep(page);
  await expect(page.locator('dl.editor-facts')).toContainText('Uy-joy ijarasi');
  await finishWizard(page);
  await expect(page.getByRole('region', { name: 'Harakat shartlari' })).toContainText('Uy-joy ijarasi');
});
