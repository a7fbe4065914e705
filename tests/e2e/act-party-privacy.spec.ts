import { expect as baseExpect, test, type Response } from '@playwright/test';
import { DEMO_CAST } from '../../src-server/seed/demo-cast.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { openTab } from '../support/act-journey.ts';
import { chooseFromRegistry, createWizardAct, finishWizard, nextStep } from '../support/act-wizard-ui.ts';
import { seededPersonPage } from '../support/seeded-session.ts';
import { AZIZ, DILNOZA } from '../support/demo-people.ts';

// An act editor on a busy 2-core machine: pages take their time.
const expect = baseExpect.configure({ timeout: 20_000 });
test.use({ actionTimeout: 30_000 });

const MISMATCH = 'Ko‘rsatilgan JShShIR va hujjat bo‘yicha shaxs fuqarolik holati reestrida topilmadi';
/** What of Dilnoza the civil registry holds and the applicant must never be shown (docs/security.md). */
const SECRETS = [DILNOZA.number, DEMO_CAST.dilnoza.phone ?? 'no phone', DEMO_CAST.dilnoza.passportIssueDate];

const isPartyAnswer = (response: Response) =>
  response.request().method() === 'POST' && /\/api\/acts\/[0-9a-f-]{36}\/parties$/.test(new URL(response.url()).pathname);

/**
 * The review's takeover step through the UI (docs/security.md "Findings"): an applicant adds
 * another person to a draft and reads their passport back. Now the applicant has to type the
 * person's document, a wrong one gets the registry's one "does not match" answer, and once the
 * party is in, the act (its answer, the parties tab, the print form) shows her document masked
 * and her phone and dates not at all. The add-party form is the pledge wizard's pledgee step
 * (docs/decisions/0049-pledge-and-other-contract-wizards.md), the same form the parties tab opens.
 */
test('an applicant never reads another party’s passport: typed document checked, shown masked', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const page = await seededPersonPage(browser, baseURL, AZIZ);
  const { uuid } = await createWizardAct(page, 9, 5);
  // His own car and a loan: the wizard then asks for the pledgee.
  await chooseFromRegistry(page, /01A777AA/);
  await nextStep(page);
  await page.getByRole('textbox', { name: /^Majburiyat \(kredit, qarz\) summasi/ }).pressSequentially('50000000');
  await nextStep(page);

  // The takeover call itself: a pin alone is refused and names nobody (a 400 rotates no token).
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('enotary.token') ?? 'null') as string | null);
  const byPinAlone = await page.request.post(`/api/acts/${uuid}/parties`, {
    headers: { authorization: `Bearer ${token ?? ''}` },
    data: { kind: 'individual', pin: DILNOZA.pin, role: 'pledgee' },
  });
  expect(byPinAlone.status()).toBe(400);
  const refusal = await byPinAlone.text();
  for (const secret of [...SECRETS, 'Karimova']) expect(refusal).not.toContain(secret);

  await page.getByRole('button', { name: /^Garovga oluvchini qo‘shish/ }).click();
  const partyForm = page.getByRole('form', { name: 'Taraf qo‘shish' });
  await expect(partyForm.getByText(/sizga ko‘rsatilmaydi/)).toBeVisible();
  await expect(partyForm.getByRole('textbox', { name: /Telefon/ })).toHaveCount(0);
  await partyForm.getByLabel(/^Harakatdagi roli/).selectOption({ label: 'Garovga oluvchi' });
  await partyForm.getByRole('textbox', { name: /^JShShIR \(shaxsiy/ }).fill(DILNOZA.pin);
  await partyForm.getByLabel(/^Hujjat turi/).selectOption({ label: 'Identifikatsiya ID-kartasi' });
  await partyForm.getByRole('textbox', { name: /^Hujjat seriyasi/ }).fill(DILNOZA.series);

  // Someone else's number: the registry says only that pin and document do not match.
  await partyForm.getByRole('textbox', { name: /^Hujjat raqami/ }).fill('1122335');
  await expect(partyForm.getByRole('alert').filter({ hasText: MISMATCH })).toBeVisible();
  const refused = page.waitForResponse(isPartyAnswer);
  await partyForm.getByRole('button', { name: 'Saqlash' }).click();
  expect((await refused).status()).toBe(400);
  await expect(partyForm.getByText(MISMATCH).first()).toBeVisible();

  // Her own document: named by the registry, added; nothing of her record comes back.
  await partyForm.getByRole('textbox', { name: /^Hujjat raqami/ }).fill(DILNOZA.number);
  await expect(partyForm.getByText(/Reyestrda: Karimova Dilnoza/)).toBeVisible();
  const added = page.waitForResponse(isPartyAnswer);
  await partyForm.getByRole('button', { name: 'Saqlash' }).click();
  const answer = await added;
  expect(answer.status()).toBe(200);
  const body = await answer.text();
  for (const secret of SECRETS) expect(body).not.toContain(secret);
  await expect(page.getByRole('list', { name: 'Qo‘shilgan garovga oluvchilar' })).toContainText('Karimova Dilnoza');
  await nextStep(page);
  await finishWizard(page);
  await openTab(page, 'Ishtirokchilar');
  await expect(page.getByText('Javob bermaganlar: Karimova Dilnoza Rustam qizi')).toBeVisible();
  const partiesTab = page.getByRole('tabpanel');
  for (const secret of SECRETS) await expect(partiesTab).not.toContainText(secret);
  await expectNoAxeViolations(page);

  // The print form the applicant can print: her document masked, never whole.
  await openTab(page, 'Chop etish shakli');
  await page.getByRole('button', { name: 'Chop etish shaklini ko‘rsatish' }).click();
  const printed = page.frameLocator('iframe.act-print-frame').locator('body');
  await expect(printed).toContainText('Karimova Dilnoza');
  await expect(printed).toContainText(`*****${DILNOZA.number.slice(-2)}`);
  for (const secret of SECRETS) await expect(printed).not.toContainText(secret);
  await page.context().close();
});
