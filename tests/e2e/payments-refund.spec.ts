import { expect as baseExpect, test } from '@playwright/test';
import { inPersonActAtStep } from '../support/act-api.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expectStep, openTab, payAtCheckout, reloadAct, runAction } from '../support/act-journey.ts';
import { seededPersonPage } from '../support/seeded-session.ts';
import { AZIZ, GULNORA, SHERZOD } from '../support/demo-people.ts';

/**
 * Payments and refunds (decisions 0032, 0033): an act with a service fee, put at its invoices
 * through the API (tests/support/act-api.ts: Aziz applies, Sherzod is the other side, Gulnora
 * checks and invoices), Aziz pays its invoices at the payment provider's checkout (the local
 * stand-in), then the notary cancels the act: every payment goes back through the provider, and
 * the payments tab shows the refunds with their cause.
 */

const expect = baseExpect.configure({ timeout: 20_000 });
test.use({ actionTimeout: 30_000 });

test('a paid act cancelled by the notary: the payments are refunded and the refund shows (docs/decisions/0034-administration-and-page-notices.md)', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);

  // ---- The act at step 5 with its invoices, through the API --------------------------------------
  const signedIn = async (person: { pin: string }) => {
    const page = await seededPersonPage(browser, baseURL, person);
    await page.goto('/my_notarial_act');
    await expect(page.getByRole('heading', { level: 1, name: 'Mening notarial harakatlarim' })).toBeVisible();
    return page;
  };
  const aziz = { page: await signedIn(AZIZ) };
  const sherzod = await signedIn(SHERZOD);
  const gulnora = { page: await signedIn(GULNORA) };
  const { uuid } = await inPersonActAtStep({ applicant: aziz.page, party: { page: sherzod, key: 'sherzod' }, notary: gulnora.page }, 5);
  await sherzod.context().close();

  // ---- Aziz pays each invoice at the provider's checkout (in advance, at step 5) -----------------
  const invoices = await payAtCheckout(aziz.page, uuid);
  await expectStep(aziz.page, 5);
  expect(invoices).toBeGreaterThan(0);

  // ---- Gulnora cancels the act: the provider returns every payment -------------------------------
  await reloadAct(gulnora.page, uuid);
  await runAction(gulnora.page, 'Bekor qilish');
  const cancel = gulnora.page.getByRole('alertdialog', { name: 'Bekor qilish' });
  await cancel.getByRole('textbox', { name: 'Sabab' }).fill('Hujjatlar taqdim etilmadi');
  await cancel.getByRole('button', { name: 'Bekor qilish' }).click();
  await expect(cancel).toBeHidden();
  await expect(gulnora.page.getByText('Sabab: Hujjatlar taqdim etilmadi')).toBeVisible();
  await openTab(gulnora.page, 'To‘lovlar');
  const payments = gulnora.page.getByRole('region', { name: 'To‘lovlar va qaytarishlar' });
  await expect(payments.getByRole('cell', { name: 'Pul qaytarilgan' })).toHaveCount(invoices);
  await expect(payments.getByRole('cell', { name: /^Qaytarilgan .*: notarius harakatni bekor qildi$/ })).toHaveCount(invoices);
  await expect(gulnora.page.getByText(/^Qaytarilgan: .* so‘m\.$/)).toBeVisible();

  // ---- Aziz sees the same on his payments tab -----------------------------------------------------
  await reloadAct(aziz.page, uuid, 'payments');
  await expect(aziz.page.getByRole('region', { name: 'To‘lovlar va qaytarishlar' }).getByRole('cell', { name: 'Pul qaytarilgan' })).toHaveCount(invoices);
  await expect(aziz.page.getByRole('cell', { name: 'Pul qaytarilgan' })).not.toHaveCount(0);
  // The payments tab with refunds: a state the route walk (axe-route-walk.spec.ts) never reaches.
  await expectNoAxeViolations(aziz.page);
  await Promise.all([aziz.page.context().close(), gulnora.page.context().close()]);
});
