import { expect as baseExpect, test, type Page } from '@playwright/test';
import { queueOnArrival } from '../../src-domain/equeue/visit-marks.ts';
import { actActionsPath, ACTS_PATH, actPath, type ActDetails } from '../../src-domain/http/routes/acts.ts';
import { notaryEqueueActPath } from '../../src-domain/http/routes/notary-equeue.ts';
import { formatCalendarDate, toIsoDate } from '../../src-domain/time/format-date.ts';
import { tashkentParts, todayInTashkent } from '../../src-domain/time/tashkent.ts';
import { appointmentStart } from '../../src-domain/equeue/appointment-time.ts';
import { DEMO_CAST } from '../../src-server/seed/demo-cast.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { inPersonActAtStep } from '../support/act-api.ts';
import { GULNORA, JAMSHID, RUSTAM, SHERZOD } from '../support/demo-people.ts';
import { openE2eDb } from '../support/e2e-db.ts';
import { seededPersonPage } from '../support/seeded-session.ts';
import { smallTouchTargets } from '../support/touch-targets.ts';
import { apiAs } from '../support/video-call.ts';

/**
 * The notary's side of the electronic queue (spec §9 "a citizen more than 15 minutes late is
 * served in the general queue"; docs/decisions/0055-notary-queue.md), on the real server's clock:
 * today's bookings of Sherzod (booked 40 minutes ago) and Otabek (in an hour) with notary
 * Gulnora. The queue each arrival joins is what the domain rule says for the moment it is marked.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
test.use({ actionTimeout: 30_000 });

const pad = (n: number) => String(n).padStart(2, '0');

/** Today's booking of `key` with notary #1 at `minutesFromNow` (kept within today, Tashkent), written as the booking route would. */
async function bookToday(key: 'sherzod' | 'otabek' | 'rustam', minutesFromNow: number): Promise<{ id: number; time: string; start: Date }> {
  const now = new Date();
  const today = todayInTashkent(now);
  const parts = tashkentParts(new Date(now.getTime() + minutesFromNow * 60_000));
  // Never one of the seeded half-hour slots (:00, :30), and kept within today.
  const minute = parts.minute % 30 === 0 ? parts.minute + 1 : parts.minute;
  const sameDay = toIsoDate({ year: parts.year, month: parts.month, day: parts.day }) === toIsoDate(today);
  const time = sameDay ? `${pad(parts.hour)}:${pad(minute)}` : minutesFromNow < 0 ? '00:01' : '23:59';
  const db = await openE2eDb();
  try {
    const user = await db.selectFrom('users').select('id').where('pin', '=', DEMO_CAST[key].pin).executeTakeFirstOrThrow();
    // One active booking per citizen, notary and day: an earlier run's is cleared.
    await db.deleteFrom('equeue_bookings').where('user_id', '=', user.id).where('notary_id', '=', 1).where('visit_date', '=', toIsoDate(today)).execute();
    const row = await db
      .insertInto('equeue_bookings')
      .values({
        user_id: user.id,
        notary_id: 1,
        office_id: 1,
        visit_date: toIsoDate(today),
        visit_time: time,
        type_id: 1,
        notary_action: 11962,
        state: 'active',
        phone: null,
        email: null,
        description: `${key}: navbat sinovi`,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, time, start: appointmentStart(today, time) };
  } finally {
    await db.destroy();
  }
}

function article(page: Page, time: string, name: RegExp) {
  return page.getByRole('article', { name: new RegExp(`^${time} ${name.source}`) });
}

test('the notary’s day on the web: marks, the general queue with places, and the act a visit is for', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const sherzodBooking = await bookToday('sherzod', -40);
  const sherzod = await seededPersonPage(browser, baseURL, SHERZOD);
  const gulnora = await seededPersonPage(browser, baseURL, GULNORA);
  await sherzod.goto('/');
  // Sherzod's own act with Gulnora, made through the API (preparing it is tested elsewhere).
  const act = await apiAs<ActDetails>(sherzod, 'POST', ACTS_PATH, {
    actTypeId: 11962,
    regtype: 1,
    language: 'oz',
    clientPhone: '901234567',
    notaryChoice: 'manual',
    notaryId: 1,
  });
  expect(act.status).toBe(200);

  await gulnora.goto('/equeue');
  await expect(gulnora.getByRole('heading', { level: 2, name: `Kunlik navbat: ${formatCalendarDate(todayInTashkent(new Date()))}` })).toBeVisible();
  const row = article(gulnora, sherzodBooking.time, /Rahimov Sherzod/);
  await expect(row.getByText(/— Tarjimaning to‘g‘riligini tasdiqlash$/)).toBeVisible();
  await expectNoAxeViolations(gulnora);
  const markedAt = new Date();
  await row.getByRole('button', { name: /Rahimov Sherzod .* keldi$/ }).click();
  const queue = queueOnArrival(sherzodBooking.start, markedAt);
  if (queue === 'general') {
    await expect(row.getByRole('status')).toHaveText(/da keldi, 15 daqiqadan ko‘p kechikib: umumiy navbatda \d+-o‘rin$/);
    await expect(
      gulnora.getByRole('region', { name: 'Umumiy navbat' }).getByText(new RegExp(`^\\d+-o‘rin: Rahimov Sherzod .*\\(${sherzodBooking.time} ga yozilgan`)),
    ).toBeVisible();
  } else {
    await expect(row.getByRole('status')).toHaveText(/da keldi: o‘z vaqtida$/);
  }

  // ---- The visit is for Sherzod's act: the notary links it, and opens it from the queue ---------------
  await row
    .getByRole('combobox', { name: 'Tashrif qaysi notarial harakat uchun' })
    .selectOption({ label: `Tarjimaning to‘g‘riligini tasdiqlash № ${act.json.id}` });
  await row.getByRole('button', { name: 'Harakat bilan bog‘lash' }).click();
  const open = row.getByRole('link', { name: /^Notarial harakatni ochish:/ });
  await expect(open).toBeVisible();

  // ---- Sherzod sees where he stands and the act his visit is for --------------------------------------
  await sherzod.goto('/equeue');
  if (queue === 'general') await expect(sherzod.getByText(/^Siz 15 daqiqadan ko‘p kechikib keldingiz va umumiy navbatdasiz: \d+-o‘rin\.$/)).toBeVisible();
  else await expect(sherzod.getByText('Kelganingiz belgilandi: sizni o‘z vaqtingizda qabul qilishadi.')).toBeVisible();
  await expect(sherzod.getByRole('link', { name: /^Notarial harakatni ochish:/ })).toBeVisible();

  // ---- Received -------------------------------------------------------------------------------------
  await row.getByRole('button', { name: /Rahimov Sherzod .* qabul qilindi$/ }).click();
  await expect(row.getByRole('status')).toHaveText('Qabul qilindi');
  await open.click();
  await expect(gulnora).toHaveURL(new RegExp(`/enotarial_act/${act.json.uuid}$`));
  await Promise.all([sherzod.context().close(), gulnora.context().close()]);
});

test('the notary’s day at a kiosk: the same marks with touch-sized targets; "did not come" only once 15 minutes late', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const otabekBooking = await bookToday('otabek', 60);
  const gulnora = await seededPersonPage(browser, baseURL, GULNORA, 'kiosk');
  await gulnora.setViewportSize({ width: 1080, height: 1920 });
  await gulnora.goto('/kiosk/equeue');
  const row = article(gulnora, otabekBooking.time, /Tursunov Otabek/);
  await expect(row).toBeVisible();
  // In an hour: only "came" (no "did not come" before the 15 minutes have passed).
  await expect(row.getByRole('button', { name: /kelmadi$/ })).toHaveCount(0);
  expect(await smallTouchTargets(gulnora)).toEqual([]);
  await row.getByRole('button', { name: /keldi$/ }).click();
  await expect(row.getByRole('status')).toHaveText(/da keldi: o‘z vaqtida$/);
  await row.getByRole('button', { name: /qabul qilindi$/ }).click();
  await expect(row.getByRole('status')).toHaveText('Qabul qilindi');
  await expect(row.getByRole('button')).toHaveCount(0);
  await gulnora.context().close();
});

test('"did not come" on a booking makes the act it is for inactive at once (spec §4 no-show; docs/decisions/0059-no-show-at-the-set-time.md)', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const [rustam, jamshid, gulnora] = await Promise.all([
    seededPersonPage(browser, baseURL, RUSTAM),
    seededPersonPage(browser, baseURL, JAMSHID),
    seededPersonPage(browser, baseURL, GULNORA),
  ]);
  await Promise.all([rustam, jamshid, gulnora].map((page) => page.goto('/')));
  // Rustam's act in person with Gulnora, through the API to the payment step (spec §4 step 7): preparing it is tested elsewhere.
  let act = await inPersonActAtStep({ applicant: rustam, party: { page: jamshid, key: 'jamshid' }, notary: gulnora }, 5);
  const tomorrow = tashkentParts(new Date(Date.now() + 24 * 60 * 60_000));
  const step = async (page: Page, body: Record<string, unknown>) => {
    const answer = await apiAs<ActDetails>(page, 'POST', actActionsPath(act.uuid), { version: act.version, ...body });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    act = answer.json;
  };
  await step(gulnora, { action: 'set_time', visitDate: `${pad(tomorrow.day)}.${pad(tomorrow.month)}.${tomorrow.year}`, visitTime: '10:00' });
  await step(rustam, { action: 'confirm_time' });
  expect(act).toMatchObject({ step: 7, state: 'draft' });
  // The server's clock cannot be moved here: the set time is moved to 35 minutes ago instead, the
  // booking of the visit with it — within the 60-minute grace, so only the mark can close the act.
  const booking = await bookToday('rustam', -35);
  const db = await openE2eDb();
  try {
    await db
      .updateTable('notarial_acts')
      .set({ visit_date: toIsoDate(todayInTashkent(new Date())), visit_time: booking.time })
      .where('id', '=', act.id)
      .execute();
  } finally {
    await db.destroy();
  }
  expect((await apiAs(gulnora, 'POST', notaryEqueueActPath(booking.id), { actUuid: act.uuid })).status).toBe(200);
  expect((await apiAs<ActDetails>(rustam, 'GET', actPath(act.uuid))).json.state).toBe('draft');

  await gulnora.goto('/equeue');
  const row = article(gulnora, booking.time, /Alimov Rustam/);
  await expect(row.getByText(/^“Kelmadi” belgisi bog‘langan notarial harakatni/)).toBeVisible();
  await row.getByRole('button', { name: /kelmadi$/ }).click();
  await expect(row.getByRole('status')).toHaveText('Kelmadi');

  await rustam.goto(`/enotarial_act/${act.uuid}`);
  await expect(rustam.getByText('Faol emas', { exact: true }).first()).toBeVisible();
  await Promise.all([rustam, jamshid, gulnora].map((page) => page.context().close()));
});
