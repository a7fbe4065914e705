import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { AZIZ } from '../support/demo-people.ts';
import { expectStep, GULNORA, openTab, personPage, reloadAct, runAction, webLogin } from '../support/act-journey.ts';

/**
 * Payments and refunds (decisions 0032, 0033): a translation certification (no other party, so
 * two logins suffice) goes to the payment step, Aziz pays its invoices at the payment provider's
 * checkout (the local stand-in), then the notary cancels the act: every payment goes back through
 * the provider, and the payments tab shows the refunds with their cause.
 */

const expect = baseExpect.configure({ timeout: 20_000 });
test.use({ actionTimeout: 30_000 });

const TRANSLATION = 'Tarjimaning to‘g‘riligini tasdiqlash';

async function uuidOf(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/enotarial_act\/[0-9a-f-]{36}/, { timeout: 15_000 });
  const match = /\/enotarial_act\/([0-9a-f-]{36})/.exec(page.url());
  if (!match?.[1]) throw new Error(`no act uuid in ${page.url()}`);
  return match[1];
}

test('a paid act cancelled by the notary: the payments are refunded and the refund shows (issue 14)', async ({ browser, baseURL }) => {
  test.setTimeout(480_000);

  // ---- Aziz prepares a translation certification with Gulnora and sends it ----------------------
  const aziz = await personPage(browser, baseURL!);
  await aziz.page.goto('/');
  await webLogin(aziz.page, AZIZ);
  await aziz.page.getByRole('link', { name: 'Yangi notarial harakat' }).click();
  await aziz.page.getByRole('button', { name: TRANSLATION }).click();
  const general = aziz.page.getByRole('form', { name: 'Umumiy ma’lumotlar' });
  await general.getByRole('radio', { name: 'Shaxsan, notarius huzurida' }).check();
  await general.getByRole('button', { name: 'Harakatni yaratish' }).click();
  const uuid = await uuidOf(aziz.page);
  await aziz.page.getByRole('button', { name: 'Notariusni o‘zim tanlayman' }).click();
  await aziz.page.getByLabel('Notariusning ismi yoki familiyasi').fill('Saidova');
  await aziz.page.getByRole('radio', { name: /Saidova Gulnora/ }).check();
  await aziz.page.getByRole('button', { name: 'Shu notariusni tanlash' }).click();
  await expect(aziz.page.getByText('Notarius siz tomoningizdan tanlangan.')).toBeVisible();
  await runAction(aziz.page, 'Notariusga yuborish');
  await expectStep(aziz.page, 2);

  // ---- Gulnora checks it, Aziz confirms, Gulnora issues the invoices ------------------------------
  const gulnora = await personPage(browser, baseURL!);
  await gulnora.page.goto('/');
  await webLogin(gulnora.page, GULNORA);
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
  await reloadAct(aziz.page, uuid, 'payments');
  const payButtons = aziz.page.getByRole('button', { name: /ni to‘lash$/ });
  await expect(payButtons.first()).toBeVisible();
  const invoices = await payButtons.count();
  expect(invoices).toBeGreaterThan(0);
  for (let left = invoices - 1; left >= 0; left -= 1) {
    await payButtons.first().click();
    await expect(aziz.page.getByRole('heading', { level: 1, name: 'To‘lov (sinov provayderi)' })).toBeVisible();
    await aziz.page.getByRole('button', { name: 'To‘lash' }).click();
    await expect(aziz.page.getByText(/hisob-fakturasi to‘landi\.$/)).toBeVisible();
    await expect(payButtons).toHaveCount(left);
  }

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
  await Promise.all([aziz.context.close(), gulnora.context.close()]);
});
