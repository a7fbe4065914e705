import { expect as baseExpect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { AZIZ, OTABEK } from '../support/demo-people.ts';
import { actions, expectStep, openTab, runAction } from '../support/act-journey.ts';
import { seededPersonPage } from '../support/seeded-session.ts';

/**
 * "Every blocking rule … at least one exercised end to end" (spec §5, §8): Otabek owes
 * the enforcement bureau and his car 01T517KA has a ban and an unpaid fine. He may prepare a
 * simplified pledge of it (no wizard: its general info creates it, the act page's tabs take the
 * car and the pledgee; the wizards' vehicle steps refuse the same car earlier:
 * act-wizard-sale.spec.ts, act-wizard-gift.spec.ts, act-wizard-pledge.spec.ts), but the act shows
 * both blocks and the server refuses to send it to a notary, with the spec's messages, and the act
 * stays at step 1.
 */

const expect = baseExpect.configure({ timeout: 20_000 });
test.use({ actionTimeout: 30_000 });

const DEBT = /Majburiy ijro byurosida to‘lanmagan qarzdorligi bor/;
const VEHICLE_BAN = /01T517KA transport vositasiga YHXB bazasida taqiq, hibs yoki to‘lanmagan jarima mavjud/;

test('a debtor with a banned car cannot send a simplified pledge of it to the notary (spec §5)', async ({ browser, baseURL }) => {
  test.setTimeout(300_000);
  const page = await seededPersonPage(browser, baseURL, OTABEK);
  await page.goto('/enotarial_act/-1?simplified=1');
  await page.getByRole('button', { name: 'Garov shartnomasi' }).click();
  const general = page.getByRole('form', { name: 'Umumiy ma’lumotlar' });
  await general.getByRole('radio', { name: 'Shaxsan, notarius huzurida' }).check();
  await general.getByRole('button', { name: 'Harakatni yaratish' }).click();
  await expect(page).toHaveURL(/\/enotarial_act\/[0-9a-f-]{36}/);
  await expectStep(page, 1);

  // His own car, found in the traffic-safety register with its restrictions.
  await openTab(page, 'Mulklar');
  await page.getByRole('button', { name: 'Transport vositasini qo‘shish' }).click();
  const vehicleForm = page.getByRole('form', { name: 'Transport vositasini qo‘shish' });
  await vehicleForm.getByRole('textbox', { name: 'Davlat raqami' }).fill('01T517KA');
  await vehicleForm.getByRole('button', { name: 'Reyestrdan qidirish' }).click();
  await expect(vehicleForm.getByRole('region', { name: 'Topilgan transport vositasi' })).toBeVisible();
  await vehicleForm.getByRole('textbox', { name: 'Narxi, so‘m' }).fill('90000000');
  await vehicleForm.getByRole('button', { name: 'Transport vositasini qo‘shish' }).click();
  await expect(page.getByRole('heading', { level: 3, name: /Transport vositasi — 01T517KA/ })).toBeVisible();

  // A pledgee, so the act is complete and only the blocking rules stand in the way.
  await openTab(page, 'Ishtirokchilar');
  await page.getByRole('button', { name: 'Ishtirokchi qo‘shish' }).click();
  const partyForm = page.getByRole('form', { name: 'Taraf qo‘shish' });
  await partyForm.getByLabel('Harakatdagi roli').selectOption({ label: 'Garovga oluvchi' });
  await partyForm.getByLabel(/JShShIR \(shaxsiy identifikatsiya raqami\)/).fill(AZIZ.pin);
  await partyForm.getByLabel('Hujjat turi').selectOption({ label: 'O‘zbekiston Respublikasi fuqarosining pasporti' });
  await partyForm.getByLabel('Hujjat seriyasi').fill(AZIZ.series);
  await partyForm.getByLabel('Hujjat raqami').fill(AZIZ.number);
  await expect(partyForm.getByText(/Reyestrda: Karimov Aziz/)).toBeVisible();
  await partyForm.getByRole('button', { name: 'Saqlash' }).click();
  await expect(partyForm).toBeHidden();

  // The act says what blocks it as soon as the car and the buyer are in, before he tries…
  await expect(page.getByText(DEBT).first()).toBeVisible();
  await expect(page.getByText(VEHICLE_BAN).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // …and the server refuses the step with the same messages; nothing moves.
  const refused = page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/api\/acts\/[0-9a-f-]{36}\/actions$/.test(new URL(response.url()).pathname),
  );
  await runAction(page, 'Notariusga yuborish');
  // The buyer has not answered yet: sending asks first (spec §3 party status).
  const confirm = page.getByRole('dialog', { name: 'Notariusga yuborish' });
  await expect(confirm.getByRole('listitem')).toHaveText([/: hali taklif qilinmagan$/]);
  await confirm.getByRole('button', { name: 'Notariusga yuborish' }).click();
  const answer = await refused;
  expect(answer.status()).toBe(400);
  expect(((await answer.json()) as { code: string }).code).toBe('act_blocked');
  await page.reload();
  await expectStep(page, 1);
  await expect(actions(page).getByRole('button', { name: 'Notariusga yuborish', exact: true })).toBeVisible();
  await page.context().close();
});
