import { expect, test, type Page } from '@playwright/test';
import { openE2eDb } from '../support/e2e-db.ts';
import { DEMO_CAST } from '../../src-server/seed/demo-cast.ts';
import { openSession } from '../../src-server/sessions/session-records.ts';
import { DEFAULT_SESSION_POLICY } from '../../src-server/sessions/session-policy.ts';
import { expectNoAxeViolations } from '../support/axe.ts';

/**
 * Notary registry (spec §2 screen 17) against the real server and its seeded
 * registry of 200 notaries: filters, sorting, details with timetable and reviews, and a review
 * posted by a signed-in citizen. The map and queue sign-up are covered by notary-map.spec.ts and
 * equeue.camera.spec.ts.
 */

interface ListItem {
  id: number;
  name: { oz: string; ru: string };
}

async function useLocale(page: Page, locale: 'oz' | 'ru') {
  await page.addInitScript((stored) => localStorage.setItem('enotary.locale', JSON.stringify(stored)), locale);
}

async function apiList(page: Page, query: string): Promise<ListItem[]> {
  const response = await page.request.get(`/api/notaries${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: ListItem[] }).items;
}

const LOCALES = [
  {
    locale: 'oz',
    title: 'Notariuslar reestri',
    region: 'Hudud',
    sort: 'Tartib',
    byName: 'Ism bo‘yicha',
    byRating: 'Reyting bo‘yicha',
    timetable: 'Ish vaqti (Toshkent vaqti)',
    reviews: 'Sharhlar',
    login: 'Sharh qoldirish uchun tizimga kiring',
  },
  {
    locale: 'ru',
    title: 'Реестр нотариусов',
    region: 'Регион',
    sort: 'Сортировка',
    byName: 'По имени',
    byRating: 'По рейтингу',
    timetable: 'Часы работы (ташкентское время)',
    reviews: 'Отзывы',
    login: 'Войдите, чтобы оставить отзыв',
  },
] as const;

for (const l of LOCALES) {
  test(`registry in ${l.locale}: filter by region, sort by rating, open a notary`, async ({ page }) => {
    await useLocale(page, l.locale);
    await page.goto('/notary');
    await expect(page.getByRole('heading', { level: 1, name: l.title })).toBeVisible();
    const firstCard = page.locator('.catalogue-card h3 a').first();
    await expect(firstCard).toHaveText((await apiList(page, ''))[0]?.name[l.locale] ?? '');

    await page.getByRole('combobox', { name: l.region }).selectOption('5');
    await expect(page).toHaveURL(/\?region=5$/);
    const inRegion = await apiList(page, '?region=5');
    await expect(firstCard).toHaveText(inRegion[0]?.name[l.locale] ?? '');

    await page.getByRole('combobox', { name: l.sort }).selectOption({ label: l.byName });
    await expect(page).toHaveURL(/region=5&sort=name/);
    await page.getByRole('combobox', { name: l.sort }).selectOption({ label: l.byRating });
    await expect(page).toHaveURL(/\?region=5$/);
    await expect(firstCard).toHaveText(inRegion[0]?.name[l.locale] ?? '');

    await firstCard.click();
    await expect(page).toHaveURL(new RegExp(`/notary/${inRegion[0]?.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: inRegion[0]?.name[l.locale] })).toBeVisible();
    await expect(page.getByRole('table', { name: l.timetable })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: l.reviews })).toBeVisible();
    await expect(page.getByRole('link', { name: l.login })).toBeVisible();
  });
}

/** A signed-in Aziz (as searches.spec.ts): the session a login opens, its token where the portal keeps it. */
async function signInAndPickNotary(page: Page): Promise<number> {
  const db = await openE2eDb();
  try {
    const { id } = await db.selectFrom('users').select('id').where('pin', '=', DEMO_CAST.aziz.pin).executeTakeFirstOrThrow();
    const token = await openSession(
      db,
      { userId: id, clientMode: 'browser', lifetime: DEFAULT_SESSION_POLICY.browser, audit: { ip: null, userAgent: 'e2e' } },
      new Date(),
    );
    await page.addInitScript((stored) => localStorage.setItem('enotary.token', JSON.stringify(stored)), token);
    const reviewed = (await db.selectFrom('notary_reviews').select('notary_id').where('author_pin', '=', DEMO_CAST.aziz.pin).execute()).map(
      (row) => row.notary_id,
    );
    const notary = await db
      .selectFrom('notaries')
      .select('id')
      .where('id', 'not in', [0, ...reviewed])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return notary.id;
  } finally {
    await db.destroy();
  }
}

test('a signed-in citizen must rate, then posts a review and sees it listed; a second one is refused', async ({ page }) => {
  const notaryId = await signInAndPickNotary(page);
  await page.goto(`/notary/${notaryId}`);
  const form = page.getByRole('form', { name: 'Sharh qoldirish' });
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Yuborish' }).click();
  await expect(form.getByText('Sharh uchun baho qo‘yish majburiy')).toBeVisible();

  await form.getByRole('radio', { name: '5 balldan 5' }).check();
  await form.getByRole('textbox', { name: 'Sharh matni' }).fill('Juda xushmuomala, tez ishladi (e2e)');
  await form.getByRole('button', { name: 'Yuborish' }).click();
  await expect(page.locator('.notary-review').first()).toContainText('Juda xushmuomala, tez ishladi (e2e)');
  await expect(page.locator('.notary-review').first()).toContainText('Aziz K.');
  // The review just posted: a state the route walk (axe-route-walk.spec.ts) does not reach.
  await expectNoAxeViolations(page);

  await form.getByRole('radio', { name: '5 balldan 3' }).check();
  await form.getByRole('button', { name: 'Yuborish' }).click();
  await expect(form.getByText('Siz bu notarius haqida allaqachon sharh qoldirgansiz')).toBeVisible();
});
