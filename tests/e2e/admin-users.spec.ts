import { expect as baseExpect, test } from '@playwright/test';
import { DEMO_CAST } from '../../src-server/seed/demo-cast.ts';
import { DEMO_LOGINS } from '../../src-server/seed/demo-logins.ts';
import { seededPersonPage } from '../support/seeded-session.ts';
import { type Person, RUSTAM } from '../support/demo-people.ts';
import { openE2eDb } from '../support/e2e-db.ts';
import { storedToken } from '../support/login-ui.ts';

/**
 * Administration (spec §2 admin/users, §6 administrator): the administrator finds a user, blocks
 * them with a reason, and the blocked user's open session ends at its next call (spec §4 token
 * expiry: the "authorization expired" toast); a signed-in user without the role sees the 403 page.
 * The one blocked is a citizen of the seeded world outside the demo cast, whom no other test
 * signs in: blocking ends every session of theirs, which would stop another test's person midway.
 * They are unblocked again at the end.
 */

const expect = baseExpect.configure({ timeout: 20_000 });
test.use({ actionTimeout: 30_000 });

/** The seeded world's last living adult outside the demo cast (by pin): nobody else's subject. */
async function bystander(): Promise<{ pin: string; series: string; number: string; fullName: string }> {
  const db = await openE2eDb();
  try {
    const cast = Object.values(DEMO_CAST).map((person) => person.pin);
    const row = await db
      .selectFrom('persons')
      .select(['pin', 'surname', 'first_name', 'patronymic', 'passport_series', 'passport_number'])
      .where('pin', 'not in', cast)
      .where('death_date', 'is', null)
      .where('birth_date', '<', '2000-01-01')
      .orderBy('pin', 'desc')
      .executeTakeFirstOrThrow();
    return { pin: row.pin, series: row.passport_series, number: row.passport_number, fullName: `${row.surname} ${row.first_name} ${row.patronymic}` };
  } finally {
    await db.destroy();
  }
}

function named(person: Person): Person & { fullName: string } {
  const login = DEMO_LOGINS.find((candidate) => candidate.pin === person.pin);
  if (!login) throw new Error(`no demo login with the pin ${person.pin}`);
  return { ...person, fullName: login.fullName };
}

test('the administrator finds a user and blocks them: their session ends (docs/decisions/0034-administration-and-page-notices.md)', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(420_000);
  const rustam = named(RUSTAM);
  const citizen = await bystander();

  // ---- A citizen, signed in, is no administrator: the server's 403 sends them to the 403 page ----
  const blocked = { page: await seededPersonPage(browser, baseURL, citizen) };
  await blocked.page.goto('/admin/users');
  await expect(blocked.page).toHaveURL(/\/403$/);
  await expect(blocked.page.getByRole('heading', { level: 1, name: 'Kirish taqiqlangan' })).toBeVisible();

  // ---- Rustam searches and opens the account ---------------------------------------------------
  const admin = { page: await seededPersonPage(browser, baseURL, rustam) };
  // The area's bare address and the administrator's menu both lead to the users.
  await admin.page.goto('/admin');
  await expect(admin.page).toHaveURL(/\/admin\/users$/);
  await expect(admin.page.getByRole('heading', { level: 1, name: 'Foydalanuvchilar' })).toBeVisible();
  await admin.page.goto('/profile');
  await admin.page.getByRole('button', { name: rustam.fullName }).click();
  await admin.page.getByRole('link', { name: 'Foydalanuvchilar' }).click();
  await expect(admin.page).toHaveURL(/\/admin\/users$/);
  await expect(admin.page.getByRole('heading', { level: 1, name: 'Foydalanuvchilar' })).toBeVisible();
  await expect(admin.page.getByText(/^Topilgan foydalanuvchilar: \d+$/)).toBeVisible();
  await admin.page.getByLabel('Roli').selectOption({ label: 'Fuqaro' });
  await admin.page.getByRole('searchbox', { name: 'F.I.Sh., login, JShShIR, telefon yoki pochta' }).fill(citizen.pin);
  await admin.page.getByRole('button', { name: 'Qidirish' }).click();
  await expect(admin.page).toHaveURL(/role=citizen/);
  await expect(admin.page.getByText('Topilgan foydalanuvchilar: 1')).toBeVisible();
  await admin.page.getByRole('link', { name: citizen.fullName }).click();
  await expect(admin.page.getByRole('heading', { level: 1, name: citizen.fullName })).toBeVisible();
  const facts = admin.page.locator('.admin-facts').last();
  await expect(facts).toContainText(citizen.pin);
  await expect(facts).toContainText(`${citizen.series} ${citizen.number}`);
  await expect(admin.page.getByText('Hisob hali o‘zgartirilmagan.')).toBeVisible();

  // ---- Blocking asks for a reason first ---------------------------------------------------------
  await admin.page.getByRole('button', { name: 'Bloklash', exact: true }).click();
  const dialog = admin.page.getByRole('alertdialog', { name: 'Bloklash' });
  await dialog.getByRole('button', { name: 'Bloklash' }).click();
  await expect(dialog.getByText('Sababini kiriting.')).toBeVisible();
  await dialog.getByRole('textbox', { name: /O‘zgartirish sababi/ }).fill('Xizmat tekshiruvi, 23.11.2026');
  await dialog.getByRole('button', { name: 'Bloklash' }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.page.locator('.admin-state')).toHaveText('Bloklangan');
  const audit = admin.page.getByRole('region', { name: 'O‘zgarishlar tarixi' });
  await expect(audit.getByRole('row', { name: /Holati o‘zgartirildi: active→blocked Xizmat tekshiruvi, 23\.11\.2026/ })).toBeVisible();

  // ---- The citizen's next call: the session is over (spec §8 403 "Access Denied": toast, signed out) --
  await blocked.page.goto('/profile');
  await expect(blocked.page.getByText('Avtorizatsiya muddati tugadi, tizimga qaytadan kiring')).toBeVisible();
  await expect.poll(() => storedToken(blocked.page)).toBeNull();

  // ---- And back: unblocked with a reason --------------------------------------------------------
  await admin.page.getByRole('button', { name: 'Blokdan chiqarish' }).click();
  const restore = admin.page.getByRole('dialog', { name: 'Blokdan chiqarish' });
  await restore.getByRole('textbox', { name: /O‘zgartirish sababi/ }).fill('Tekshiruv yakunlandi');
  await restore.getByRole('button', { name: 'Blokdan chiqarish' }).click();
  await expect(admin.page.locator('.admin-state')).toHaveText('Faol');
  await expect(audit.getByRole('row')).toHaveCount(3);
  await Promise.all([admin.page.context().close(), blocked.page.context().close()]);
});
