import { randomBytes } from 'node:crypto';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { actInvoiceOfficePaymentPath } from '../../src-domain/http/routes/acts-invoices.ts';
import { actActionsPath, actPath, ACTS_PATH, type ActDetails } from '../../src-domain/http/routes/acts.ts';
import { toIsoDate } from '../../src-domain/time/format-date.ts';
import { tashkentParts, todayInTashkent } from '../../src-domain/time/tashkent.ts';
import { DEMO_CAST } from '../../src-server/seed/demo-cast.ts';
import { inPersonActAtStep, type InPersonCast } from '../support/act-api.ts';
import { GULNORA, RUSTAM } from '../support/demo-people.ts';
import { seededPersonPage } from '../support/seeded-session.ts';
import { apiAs } from '../support/video-call.ts';

/**
 * The twelve filters of "my notarial acts" (spec §2 screen 12: date from, date to, state,
 * registry number, registry date, visit date and time, type, office, notary, step, system,
 * registration type), each applied through the form on the citizen's own list and checked to show
 * exactly the acts it should — or the empty state. Nodira has no act in the seeded world; her
 * five acts are made through the real API by the people whose move each step is
 * (tests/support/act-api.ts): registered, at payment, invoiced, cancelled, and a video one with
 * another notary in another office.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
test.use({ actionTimeout: 30_000 });

const NODIRA = { pin: DEMO_CAST.nodira.pin };
/** A present notary of another office (notary #4, office #4 in the seeded world). */
const OTHER_NOTARY = 4;
const pad = (n: number) => String(n).padStart(2, '0');

async function ok<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const answer = await apiAs<T>(page, method, path, body);
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.json)}`).toBe(200);
  return answer.json;
}

/** The act moved by `page` with `body` (its version added). */
async function act(page: Page, current: ActDetails, body: Record<string, unknown>): Promise<ActDetails> {
  return ok<ActDetails>(page, 'POST', actActionsPath(current.uuid), { version: current.version, ...body });
}

/** From step 5 to 7: the notary sets the visit (tomorrow, `time`), the applicant confirms it. */
async function visitSet(cast: Required<InPersonCast>, from: ActDetails, date: string, time: string): Promise<ActDetails> {
  const set = await act(cast.notary, from, { action: 'set_time', visitDate: date, visitTime: time });
  return act(cast.applicant, set, { action: 'confirm_time' });
}

test('each of the twelve filters of my acts shows exactly its acts, or the empty state', async ({ browser, baseURL }) => {
  test.setTimeout(300_000);
  const [nodira, rustam, gulnora] = await Promise.all([
    seededPersonPage(browser, baseURL, NODIRA),
    seededPersonPage(browser, baseURL, RUSTAM),
    seededPersonPage(browser, baseURL, GULNORA),
  ]);
  await Promise.all([nodira, rustam, gulnora].map((page) => page.goto('/')));
  const cast = { applicant: nodira, party: { page: rustam, key: 'rustam' as const }, notary: gulnora };
  const now = new Date();
  const today = toIsoDate(todayInTashkent(now));
  const tomorrowParts = tashkentParts(new Date(now.getTime() + 24 * 60 * 60_000));
  const tomorrow = toIsoDate(tomorrowParts);
  const tomorrowShown = `${pad(tomorrowParts.day)}.${pad(tomorrowParts.month)}.${tomorrowParts.year}`;
  const yesterday = toIsoDate(tashkentParts(new Date(now.getTime() - 24 * 60 * 60_000)));

  // ---- Nodira's acts, through the API --------------------------------------------------------------
  // Registered (step 9, active): visit tomorrow 10:00, both invoices paid at the office, registered.
  let registered = await visitSet(cast, await inPersonActAtStep(cast, 5), tomorrowShown, '10:00');
  const run = randomBytes(4).toString('hex').toUpperCase();
  for (const [index, invoice] of registered.invoices.entries())
    await ok(gulnora, 'POST', actInvoiceOfficePaymentPath(registered.uuid, invoice.id), { method: 'cash', receiptNumber: `F${run}-${index}` });
  registered = await ok<ActDetails>(nodira, 'GET', actPath(registered.uuid));
  registered = await act(nodira, registered, { action: 'mark_paid' });
  registered = await act(gulnora, registered, { action: 'register' });
  expect(registered).toMatchObject({ step: 9, state: 'active', regdate: today });
  const regnum = registered.regnum;
  if (!regnum) throw new Error('registered without a registry number');
  // At payment (step 7): visit tomorrow 11:00 — the same day, another time.
  const atPayment = await visitSet(cast, await inPersonActAtStep(cast, 5), tomorrowShown, '11:00');
  expect(atPayment).toMatchObject({ step: 7, state: 'draft' });
  // Invoiced (step 5).
  const invoiced = await inPersonActAtStep(cast, 5);
  // Cancelled by the notary while checking it (step 2).
  const cancelled = await act(gulnora, await inPersonActAtStep(cast, 2), { action: 'cancel', reason: 'Hujjatlar to‘liq emas (e2e)' });
  expect(cancelled).toMatchObject({ state: 'cancelled' });
  // A translation by video conference with another notary, in another office (step 1).
  const video = await ok<ActDetails>(nodira, 'POST', ACTS_PATH, {
    actTypeId: 11962,
    regtype: 2,
    language: 'oz',
    clientPhone: '901234567',
    notaryChoice: 'manual',
    notaryId: OTHER_NOTARY,
  });
  expect(video).toMatchObject({ step: 1, regtypeId: 2 });
  const all = [registered, atPayment, invoiced, cancelled, video];

  // ---- The filters, one at a time, through the form --------------------------------------------------
  const form = nodira.getByRole('form', { name: 'Notarial harakatlarni filtrlash' });
  const field = (label: string) => form.getByLabel(label, { exact: true });
  const shown = async (expected: readonly ActDetails[]) => {
    const results = nodira.getByRole('region').filter({ has: nodira.getByText(/^Topilgan harakatlar: \d+$/) });
    await expect(results.getByRole('status')).toHaveText(`Topilgan harakatlar: ${expected.length}`);
    if (expected.length === 0) await expect(results.getByText('Shartlarga mos notarial harakat topilmadi.')).toBeVisible();
    const links = await results
      .locator('.act-cards')
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(links.sort()).toEqual(expected.map((one) => `/enotarial_act/${one.uuid}`).sort());
  };
  /** Opens the list afresh, sets one filter, applies it, and checks the list. */
  const filtered = async (param: string, set: () => Promise<void>, expected: readonly ActDetails[]) => {
    await test.step(`${param}: ${expected.length} act(s)`, async () => {
      await nodira.goto('/my_notarial_act');
      await shown(all);
      await nodira.getByText('Filtrlar', { exact: true }).click();
      await set();
      await form.getByRole('button', { name: 'Qo‘llash' }).click();
      await expect(nodira).toHaveURL(new RegExp(`[?&]${param}=`));
      await shown(expected);
    });
  };

  await filtered('dateFrom', () => field('Sanadan').fill(today), all);
  await filtered('dateTo', () => field('Sanagacha').fill(yesterday), []);
  await filtered(
    'state',
    () =>
      field('Holati')
        .selectOption('active')
        .then(() => undefined),
    [registered],
  );
  await filtered(
    'state',
    () =>
      field('Holati')
        .selectOption('cancelled')
        .then(() => undefined),
    [cancelled],
  );
  await filtered('regnum', () => field('Reestr raqami').fill(regnum), [registered]);
  await filtered('regdate', () => field('Reestr sanasi').fill(today), [registered]);
  await filtered('visitDate', () => field('Qabul sanasi').fill(tomorrow), [registered, atPayment]);
  await filtered('visitTime', () => field('Qabul vaqti (Toshkent vaqti)').fill('11:00'), [atPayment]);
  await filtered(
    'type',
    () =>
      field('Harakat turi')
        .selectOption('11962')
        .then(() => undefined),
    [video],
  );
  await filtered(
    'office',
    () =>
      field('Notarial idora')
        .selectOption(String(OTHER_NOTARY))
        .then(() => undefined),
    [video],
  );
  await filtered(
    'notary',
    async () => {
      await field('Notarial idora').selectOption('1');
      // The office's notaries are loaded once it is chosen.
      await expect(field('Notarius').locator('option[value="1"]')).toHaveCount(1);
      await field('Notarius').selectOption('1');
    },
    [registered, atPayment, invoiced, cancelled],
  );
  await filtered(
    'step',
    () =>
      field('Bosqich')
        .selectOption('5')
        .then(() => undefined),
    [invoiced],
  );
  await filtered(
    'system',
    () =>
      field('Tizim')
        .selectOption('3')
        .then(() => undefined),
    all,
  );
  await filtered(
    'system',
    () =>
      field('Tizim')
        .selectOption('2')
        .then(() => undefined),
    [],
  );
  await filtered(
    'regtype',
    () =>
      field('Ro‘yxatga olish turi')
        .selectOption('2')
        .then(() => undefined),
    [video],
  );

  await Promise.all([nodira, rustam, gulnora].map((page) => page.context().close()));
});
