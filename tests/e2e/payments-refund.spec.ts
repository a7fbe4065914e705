import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { chooseGulnora, expectStep, openTab, payAtCheckout, reloadAct, runAction } from '../support/act-journey.ts';
import { addPartyByPassport, createWizardAct, finishWizard, nextStep } from '../support/act-wizard-ui.ts';
import { seededPersonPage } from '../support/seeded-session.ts';
import { AZIZ, GULNORA, SHERZOD } from '../support/demo-people.ts';

/**
 * Payments and refunds (decisions 0032, 0033): a translation certification, made through its
 * wizard (Sherzod translates; he need not sign in for what follows), goes to the payment step, Aziz pays its invoices at the payment provider's
 * checkout (the local stand-in), then the notary cancels the act: every payment goes back through
 * the provider, and the payments tab shows the refunds with their cause.
 */

const expect = baseExpect.configure({ timeout: 20_000 });
test.use({ actionTimeout: 30_000 });

test('a paid act cancelled by the notary: the payments are refunded and the refund shows (docs/decisions/0034-administration-and-page-notices.md)', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(480_000);

  // ---- Aziz prepares a translation certification with Gulnora and sends it ----------------------
  const aziz = { page: await seededPersonPage(browser, baseURL, AZIZ) };
  await aziz.page.goto('/my_notarial_act');
  const { uuid } = await createWizardAct(aziz.page, 11962, 4);
  await translationOfDiploma(aziz.page);
  await chooseGulnora(aziz.page);
  await runAction(aziz.page, 'Notariusga yuborish');
  await expectStep(aziz.page, 2);

  // ---- Gulnora checks it, Aziz confirms, Gulnora issues the invoices ------------------------------
  const gulnora = { page: await seededPersonPage(browser, baseURL, GULNORA) };
  await gulnora.page.goto('/');
  await reloadAct(gulnora.page, uuid);
  await runAction(gulnora.page, 'Tekshiruvdan o‘tkazish');
  await expectStep(gulnora.page, 3);
  await reloadAct(aziz.page, uuid);
  await runAction(aziz.page, 'Tasdiqlash');
  await expectStep(aziz.page, 4);
  await reloadAct(gulnora.page, uuid);
  await runAction(gulnora.page, 'Hisob-fakturalarni taqdim etish');
  const proposal = gulnora.page.getByRole('region', { name: 'Taqdim etiladigan hisob-fakturalar' });
  await proposal.getByRole('button', { name: 'Hisob-fakturalarni taqdim etish' }).click();
  await expectStep(gulnora.page, 5);

  // ---- Aziz pays each invoice at the provider's checkout (in advance, at step 5) -----------------
  const invoices = await payAtCheckout(aziz.page, uuid);
  expect(invoices).toBeGreaterThan(0);

  // ---- Gulnora cancels the act: the provider returns every payment -------------------------------
  await reloadAct(gulnora.page, uuid);
  await runAction(gulnora.page, 'Bekor qilish');
  const cancel = gulnora.page.getByRole('alertdialog', { name: 'Bekor qilish' });
  await cancel.getByRole('textbox', { name: 'Sabab' }).fill('Tarjimon diplomi taqdim etilmadi');
  await cancel.getByRole('button', { name: 'Bekor qilish' }).click();
  await expect(cancel).toBeHidden();
  await expect(gulnora.page.getByText('Sabab: Tarjimon diplomi taqdim etilmadi')).toBeVisible();
  await openTab(gulnora.page, 'To‘lovlar');
  const payments = gulnora.page.getByRole('region', { name: 'To‘lovlar va qaytarishlar' });
  await expect(payments.getByRole('cell', { name: 'Pul qaytarilgan' })).toHaveCount(invoices);
  await expect(payments.getByRole('cell', { name: /^Qaytarilgan .*: notarius harakatni bekor qildi$/ })).toHaveCount(invoices);
  await expect(gulnora.page.getByText(/^Qaytarilgan: .* so‘m\.$/)).toBeVisible();

  // ---- Aziz sees the same on his payments tab -----------------------------------------------------
  await reloadAct(aziz.page, uuid, 'payments');
  await expect(aziz.page.getByRole('region', { name: 'To‘lovlar va qaytarishlar' }).getByRole('cell', { name: 'Pul qaytarilgan' })).toHaveCount(invoices);
  await expect(aziz.page.getByRole('cell', { name: 'Pul qaytarilgan' })).not.toHaveCount(0);
  await expectNoAxeViolations(aziz.page);
  await Promise.all([aziz.page.context().close(), gulnora.page.context().close()]);
});

/** The translation certification's wizard (act-wizard-translation.spec.ts tests it): a diploma from English into Uzbek, Sherzod translating. */
async function translationOfDiploma(page: Page): Promise<void> {
  const document = page.getByRole('form', { name: 'Tarjima qilinadigan hujjat' });
  await document.getByRole('textbox', { name: /^Tarjima qilinadigan hujjat/ }).fill('Diplom');
  await document.getByRole('textbox', { name: /^Sahifalar soni/ }).pressSequentially('2');
  await document.getByRole('combobox', { name: /^Qaysi tildan/ }).selectOption({ label: 'Ingliz tili' });
  await document.getByRole('combobox', { name: /^Qaysi tilga/ }).selectOption({ label: 'O‘zbek tili' });
  await nextStep(page);
  await page.getByRole('button', { name: 'Tarjimonni qo‘shish' }).click();
  await addPartyByPassport(page, SHERZOD, 'Rahimov Sherzod Ravshan o‘g‘li');
  await nextStep(page);
  await finishWizard(page);
}
