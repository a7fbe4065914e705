import { randomBytes } from 'node:crypto';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { actInvoicePrintPath } from '../../src-domain/http/routes/acts-documents.ts';
import type { ActDetails } from '../../src-domain/http/routes/acts.ts';
import { camt053Statement } from '../../src-server/test-support/camt053-fixture.ts';
import { translationAtPayment } from '../support/act-at-payment.ts';
import { reloadAct } from '../support/act-journey.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { AZIZ, GULNORA } from '../support/demo-people.ts';
import { seededPersonPage } from '../support/seeded-session.ts';
import { apiAs } from '../support/video-call.ts';

/**
 * Every way to pay of spec §4 step 7 (docs/decisions/0054-ways-to-pay.md), through the real pages
 * against the real server: Click's checkout (the local stand-in) beside Payme's, a payment at the
 * notary's office recorded with its receipt, and bank transfers found by importing the office's
 * camt.053 statement. The act is brought to the payment step through the API (the preparation is
 * tested elsewhere).
 */
const expect = baseExpect.configure({ timeout: 20_000 });
test.use({ actionTimeout: 30_000 });

const sum = (tiyin: number) => `${Math.floor(tiyin / 100)}.${String(tiyin % 100).padStart(2, '0')}`;

async function people(browser: Parameters<typeof seededPersonPage>[0], baseURL: string | undefined): Promise<{ aziz: Page; gulnora: Page }> {
  const [aziz, gulnora] = [await seededPersonPage(browser, baseURL, AZIZ), await seededPersonPage(browser, baseURL, GULNORA)];
  await Promise.all([aziz.goto('/'), gulnora.goto('/')]);
  return { aziz, gulnora };
}

test('Click beside Payme, a payment at the office with its receipt, both on the payments tab and the printed invoice', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const { aziz, gulnora } = await people(browser, baseURL);
  const act = await translationAtPayment(aziz, gulnora);
  const [first, second] = act.invoices as [ActDetails['invoices'][number], ActDetails['invoices'][number]];

  // ---- Aziz: the tab says how to pay at a bank and at the office; he pays the first invoice with Click --
  await reloadAct(aziz, act.uuid, 'payments');
  const bank = aziz.getByRole('region', { name: 'Bank orqali to‘lash' });
  await expect(bank.getByText(/^20208 \d{5} \d{5} \d{5}$/)).toBeVisible();
  await expect(aziz.getByText(/Notarial idorada naqd pul yoki karta bilan ham to‘lash mumkin/)).toBeVisible();
  await expectNoAxeViolations(aziz);
  await aziz.getByRole('button', { name: `${first.number} ni Click orqali to‘lash` }).click();
  await expect(aziz).toHaveURL(/\/click-sandbox\/services\/pay\?service_id=\d+&merchant_id=\d+&amount=[\d.]+&transaction_param=INV-/);
  await expect(aziz.getByRole('heading', { level: 1, name: 'Click orqali to‘lov (sinov provayderi)' })).toBeVisible();
  await aziz.getByRole('button', { name: 'To‘lash' }).click();
  await expect(aziz).toHaveURL(new RegExp(`/enotarial_act/${act.uuid}\\?tab=payments&payment=${first.id}$`));
  await expect(aziz.getByText(`${first.number} hisob-fakturasi to‘landi.`)).toBeVisible();
  const azizPayments = aziz.getByRole('region', { name: 'To‘lovlar va qaytarishlar' });
  await expect(azizPayments.getByRole('row', { name: new RegExp(`${first.number} Click`) })).toBeVisible();
  // Only the notary records what was paid at the desk.
  await expect(aziz.getByRole('button', { name: /idoradagi to‘lovni qayd etish$/ })).toHaveCount(0);

  // ---- Gulnora: the second invoice was paid at her desk by card; she records the receipt ---------------
  await reloadAct(gulnora, act.uuid, 'payments');
  await gulnora.getByRole('button', { name: `${second.number} bo‘yicha idoradagi to‘lovni qayd etish` }).click();
  const dialog = gulnora.getByRole('dialog', { name: 'Idorada qilingan to‘lovni qayd etish' });
  await dialog.getByRole('radio', { name: 'Karta (to‘lov terminali)' }).check();
  await dialog.getByRole('textbox', { name: 'Chek raqami' }).fill('чек');
  await dialog.getByRole('button', { name: 'To‘lovni qayd etish' }).click();
  await expect(dialog.getByText(/Raqamni chekda yozilganidek kiriting/)).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Chek raqami' })).toBeFocused();
  const receipt = `T-${randomBytes(3).toString('hex').toUpperCase()}`;
  await dialog.getByRole('textbox', { name: 'Chek raqami' }).fill(receipt);
  await dialog.getByRole('button', { name: 'To‘lovni qayd etish' }).click();
  await expect(dialog).toBeHidden();
  const gulnoraPayments = gulnora.getByRole('region', { name: 'To‘lovlar va qaytarishlar' });
  await expect(gulnoraPayments.getByRole('cell', { name: 'Notarial idorada, karta (to‘lov terminali)' })).toBeVisible();
  await expect(gulnoraPayments.getByRole('cell', { name: new RegExp(`^${receipt} \\(qayd etdi: Saidova Gulnora`) })).toBeVisible();
  await expect(gulnora.getByText(/Jami: .* so‘m, to‘langan: .* so‘m\./)).toBeVisible();

  // ---- Aziz sees both, and may now mark the payment made; the printed invoice carries the payment -----
  await reloadAct(aziz, act.uuid, 'payments');
  await expect(aziz.getByText('Barcha hisob-fakturalar to‘langan. Yuqoridagi “To‘lov qilinganini belgilash” tugmasini bosing.')).toBeVisible();
  const printed = await apiAs<unknown>(aziz, 'GET', actInvoicePrintPath(act.uuid, second.id));
  const html = printed.bytes.toString('utf8');
  expect(printed.status).toBe(200);
  expect(html).toContain('Bank orqali o‘tkazma');
  expect(html).toContain(`To‘lov maqsadiga hisob-varaq raqamini yozing: ${second.number}.`);
  expect(html).toContain('Notarial idorada, karta (to‘lov terminali)');
  expect(html).toContain(receipt);
  await Promise.all([aziz.context().close(), gulnora.context().close()]);
});

test('bank transfers found in the office’s statement: paid once, the rest listed for the notary', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const { aziz, gulnora } = await people(browser, baseURL);
  const act = await translationAtPayment(aziz, gulnora);
  const [first, second] = act.invoices as [ActDetails['invoices'][number], ActDetails['invoices'][number]];
  const run = randomBytes(4).toString('hex');
  const statement = camt053Statement({
    account: '20208000000000000001',
    entries: [
      { ref: `E2E-${run}-1`, amount: sum(first.amountTiyin), purpose: `${first.number} davlat boji`, counterparty: 'Karimov Aziz' },
      { ref: `E2E-${run}-2`, amount: sum(second.amountTiyin + 100), purpose: `tolov ${second.number}`, counterparty: 'Karimov Aziz' },
      { ref: `E2E-${run}-3`, amount: '1000.00', purpose: `notarius uchun ${run}`, counterparty: 'Noma’lum to‘lovchi' },
    ],
  });

  await gulnora.goto('/my_notarial_act');
  await gulnora.getByRole('navigation', { name: 'Notarius ish joyi' }).getByRole('link', { name: 'Bank ko‘chirmalari' }).click();
  await expect(gulnora.getByRole('heading', { level: 2, name: 'Bank ko‘chirmalari' })).toBeVisible();
  await gulnora.getByRole('button', { name: 'Ko‘chirmani yuklash' }).click();
  await expect(gulnora.getByText('Bank ko‘chirmasi faylini tanlang.')).toBeVisible();
  const file = { name: `vypiska-${run}.xml`, mimeType: 'application/xml', buffer: Buffer.from(statement, 'utf8') };
  await gulnora.getByLabel('Ko‘chirma fayli (camt.053, XML)').setInputFiles(file);
  await gulnora.getByRole('button', { name: 'Ko‘chirmani yuklash' }).click();
  const result = gulnora.getByRole('region', { name: 'Yuklash natijasi' });
  await expect(result.getByRole('status')).toHaveText('Qayd etildi: 1. Mos kelmadi: 2. Avval yuklangan: 0.');
  await expect(result.getByRole('row', { name: new RegExp(`To‘lov qayd etildi ${first.number}`) })).toBeVisible();
  const open = gulnora.getByRole('region', { name: 'Mos kelmagan yozuvlar' });
  await expect(open.getByRole('row', { name: new RegExp(`tolov ${second.number} Summa hisob-faktura summasiga teng emas`) })).toBeVisible();
  await expect(open.getByRole('row', { name: new RegExp(`notarius uchun ${run} To‘lov maqsadida hisob-faktura raqami yo‘q`) })).toBeVisible();
  await expectNoAxeViolations(gulnora);

  // ---- The same file again records nothing twice ------------------------------------------------------
  await gulnora.getByLabel('Ko‘chirma fayli (camt.053, XML)').setInputFiles(file);
  await gulnora.getByRole('button', { name: 'Ko‘chirmani yuklash' }).click();
  await expect(result.getByRole('status')).toHaveText('Qayd etildi: 0. Mos kelmadi: 0. Avval yuklangan: 3.');

  // ---- The notary returned the stray transfer herself: it leaves the open list -----------------------
  const stray = open.getByRole('row', { name: new RegExp(`notarius uchun ${run}`) });
  await stray.getByRole('button', { name: 'Hal qilindi' }).click();
  await expect(stray).toHaveCount(0);
  await expect(open.getByRole('row', { name: new RegExp(`tolov ${second.number}`) })).toBeVisible();

  // ---- Aziz sees the transfer on his payments tab -----------------------------------------------------
  await reloadAct(aziz, act.uuid, 'payments');
  const payments = aziz.getByRole('region', { name: 'To‘lovlar va qaytarishlar' });
  await expect(payments.getByRole('row', { name: new RegExp(`${first.number} Bank orqali o‘tkazma`) })).toBeVisible();
  await expect(payments.getByRole('cell', { name: new RegExp(`^E2E-${run}-1 \\(qayd etdi: Saidova Gulnora`) })).toBeVisible();
  await Promise.all([aziz.context().close(), gulnora.context().close()]);
});
