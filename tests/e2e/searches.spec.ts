import { expect, test, type Page } from '@playwright/test';
import { openE2eDb } from '../support/e2e-db.ts';
import { actVerifyLink } from '../../src-domain/searches/act-verify-link.ts';
import { actCheckCode } from '../../src-server/acts/search/act-check-code.ts';
import { loadActCheckSecret } from '../../src-server/acts/search/act-check-secret.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { openDemoSession } from '../support/open-session.ts';

/**
 * Public checks and searches (spec §2 screen 11) against the real server and its freshly
 * seeded database: the demo world's registered vehicle proxy (Aziz → Dilnoza, 0012500001 of
 * 10.12.2025) and Kamol Tursunov's inheritance case 145/2026.
 */

const DEMO_ACT = { regnum: '0012500001', regdate: '10.12.2025' };

/** Opens pages in `locale` from the first paint (the persisted locale atom, spec §1). */
async function useLocale(page: Page, locale: 'oz' | 'uz' | 'ru') {
  await page.addInitScript((stored) => localStorage.setItem('enotary.locale', JSON.stringify(stored)), locale);
}

const fact = (page: Page, label: string) => page.locator('.search-facts__row', { has: page.getByText(label, { exact: true }) }).locator('dd');

/** What a registration would print in the act's QR: the link with the act's check code. */
async function demoActQrLink(): Promise<string> {
  const db = await openE2eDb();
  try {
    const { uuid } = await db.selectFrom('notarial_acts').select('uuid').where('regnum', '=', DEMO_ACT.regnum).executeTakeFirstOrThrow();
    return actVerifyLink(DEMO_ACT.regnum, actCheckCode(await loadActCheckSecret(db), { uuid, regnum: DEMO_ACT.regnum }));
  } finally {
    await db.destroy();
  }
}

/** A signed-in Aziz (tests/support/open-session.ts). */
const signIn = (page: Page, mode: 'browser' | 'kiosk') => openDemoSession(page, 'aziz', mode);

test.describe('act check (spec §2 screen 11)', () => {
  test('finds a registered act by number and date, in Latin Uzbek, and says a login shows the details', async ({ page }) => {
    await page.goto('/search_notarial_act');
    await expect(page.getByRole('heading', { level: 1, name: 'Notarial harakatni tekshirish' })).toBeVisible();

    await page.getByRole('textbox', { name: /Notarial harakatning reestr raqami/ }).fill(DEMO_ACT.regnum);
    await page.getByRole('textbox', { name: /Ro‘yxatga olingan sana/ }).pressSequentially('10122025');
    await page.getByRole('button', { name: 'Tekshirish', exact: true }).click();

    await expect(page.getByRole('heading', { level: 2, name: 'Notarial harakat topildi' })).toBeVisible();
    await expect(fact(page, 'Ro‘yxatga olingan sana')).toHaveText('10.12.2025');
    await expect(fact(page, 'Holati')).toHaveText('Amalda');
    await expect(page.getByRole('link', { name: 'Tizimga kirish' })).toHaveAttribute('href', '/#login');
    await expect(page).toHaveURL(/\?regnum=0012500001&regdate=10.12.2025$/);
    await expectNoAxeViolations(page);
  });

  test('in Russian: the same act, then an unknown number is "not found"', async ({ page }) => {
    await useLocale(page, 'ru');
    await page.goto(`/search_notarial_act?regnum=${DEMO_ACT.regnum}&regdate=${DEMO_ACT.regdate}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Нотариальное действие найдено' })).toBeVisible();
    await expect(fact(page, 'Состояние')).toHaveText('Действующий');

    const regnum = page.getByRole('textbox', { name: /Реестровый номер нотариального действия/ });
    await regnum.fill('9999999999');
    await page.getByRole('button', { name: 'Проверить', exact: true }).click();
    await expect(page.getByText('Нотариальное действие не найдено. Проверьте реестровый номер и дату.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('marks the required fields and explains what is missing', async ({ page }) => {
    await page.goto('/search_notarial_act');
    await page.getByRole('button', { name: 'Tekshirish', exact: true }).click();
    await expect(page.getByText('Ushbu maydonni to‘ldirish majburiy')).toHaveCount(2);
    await expect(page.getByRole('textbox', { name: /Notarial harakatning reestr raqami/ })).toHaveAttribute('aria-required', 'true');
    await expectNoAxeViolations(page);
  });
});

test.describe('QR verification of a registered act (spec §2 screen 11)', () => {
  test('the link printed on the act opens its live state without login; a tampered code is not found', async ({ page }) => {
    const link = await demoActQrLink();
    await page.goto(link);
    await expect(page.getByText('QR kod haqiqiy: harakat notarial harakatlar reestrida ro‘yxatga olingan. Quyida uning hozirgi holati.')).toBeVisible();
    await expect(fact(page, 'Reestr raqami')).toHaveText(DEMO_ACT.regnum);
    await expect(fact(page, 'Holati')).toHaveText('Amalda');
    await expectNoAxeViolations(page);

    const tampered = link.replace(/code=(.)/, (_whole, first: string) => `code=${first === '0' ? '1' : '0'}`);
    await page.goto(tampered);
    await expect(page.getByText(/QR koddagi tekshiruv kodi hech bir ro‘yxatga olingan harakatga mos kelmadi/)).toBeVisible();
  });
});

test.describe('power of attorney and inheritance searches', () => {
  test('finds the seeded vehicle proxy, people shown as initials (Cyrillic Uzbek)', async ({ page }) => {
    await useLocale(page, 'uz');
    await page.goto('/search_proxy');
    await page.getByRole('textbox', { name: /Ишончноманинг реестр рақами/ }).fill(DEMO_ACT.regnum);
    await page.getByRole('textbox', { name: /Рўйхатга олинган сана/ }).pressSequentially('10122025');
    await page.getByRole('button', { name: 'Қидириш' }).click();

    await expect(page.getByRole('heading', { level: 2, name: 'Ишончнома топилди' })).toBeVisible();
    await expect(fact(page, 'Ҳолати')).toHaveText('Амалда');
    await expect(fact(page, 'Ишонч билдирувчи')).toHaveText('K*** A***');
    await expect(fact(page, 'Ишончли вакил')).toHaveText('K*** D***');
    await expect(fact(page, 'Амал қилиш муддати')).toHaveText('10.12.2025 – 09.12.2028');
    await expectNoAxeViolations(page);
  });

  test('finds the seeded inheritance case by number and by the deceased (Russian)', async ({ page }) => {
    await useLocale(page, 'ru');
    await page.goto('/search_inheritcase');
    await page.getByRole('textbox', { name: /Номер наследственного дела/ }).fill('145/2026');
    await page.getByRole('button', { name: 'Найти' }).click();
    await expect(page.getByRole('heading', { level: 3, name: 'Наследственное дело № 145/2026' })).toBeVisible();
    await expect(fact(page, 'Дата открытия дела')).toHaveText('20.09.2026');
    await expect(fact(page, 'Умерший')).toHaveText('T*** K***');
    await expectNoAxeViolations(page);

    await page.getByRole('radio', { name: 'По умершему' }).check();
    await page.getByRole('textbox', { name: /Ф.И.О. умершего/ }).fill('Турсунов Камол Эргаш ўғли');
    await page.getByRole('textbox', { name: /Дата смерти/ }).pressSequentially('15082026');
    await page.getByRole('button', { name: 'Найти' }).click();
    await expect(page).toHaveURL(/by=deceased/);
    await expect(page.getByRole('heading', { level: 3, name: 'Наследственное дело № 145/2026' })).toBeVisible();
    await expect(fact(page, 'Нотариус').getByRole('link')).toHaveAttribute('href', '/notary/1');
  });
});

test.describe('property ban check needs a login (spec §2, §6)', () => {
  test('without a session the page sends the visitor to the login and keeps the check as the redirect', async ({ page }) => {
    await page.goto('/search_ban?kind=vehicle&by=number&stateNumber=01T517KA');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Tizimga kirish' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('enotary.redirectUrl'))).toBe(
      JSON.stringify('/search_ban?kind=vehicle&by=number&stateNumber=01T517KA'),
    );
  });

  test('the API refuses a ban check without a session (403 Access Denied)', async ({ request }) => {
    const response = await request.get('/api/search/ban?kind=vehicle&by=number&stateNumber=01T517KA');
    expect(response.status()).toBe(403);
    expect((await response.json()).message).toBe('Access Denied');
  });

  test('on a kiosk the twin page goes to the kiosk login, saving the wanted path', async ({ page }) => {
    await page.goto('/kiosk/search_ban');
    await expect(page).toHaveURL(/\/kiosk\/auth$/);
    expect(await page.evaluate(() => localStorage.getItem('enotary.redirectUrl'))).toBe(JSON.stringify('/kiosk/search_ban'));
  });
});

test.describe('property ban check, signed in', () => {
  test('lists the ban on Otabek’s car with the fields of spec §3, and "bans not found" for a free one', async ({ page }) => {
    await signIn(page, 'browser');
    await page.goto('/search_ban');
    await expect(page.getByRole('heading', { level: 1, name: 'Mulkka taqiqlarni tekshirish' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Kadastr raqami/ })).toHaveAttribute('aria-required', 'true');

    await page.getByRole('radio', { name: 'Transport vositasi' }).check();
    await page.getByRole('textbox', { name: /Davlat raqami/ }).fill('01t517ka');
    await page.getByRole('button', { name: 'Taqiqlarni tekshirish' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Topilgan taqiqlar: 1' })).toBeVisible();
    await expect(fact(page, 'Holati')).toHaveText('Amalda');
    await expect(fact(page, 'Hujjat raqami va sanasi')).toHaveText('MIB-2026-0451, 20.04.2026');
    await expect(fact(page, 'Tashkilot')).toHaveText('Sergeli tumani MIB bo‘limi');
    await expectNoAxeViolations(page);

    await page.getByRole('textbox', { name: /Davlat raqami/ }).fill('01A777AA');
    await page.getByRole('button', { name: 'Taqiqlarni tekshirish' }).click();
    await expect(page.getByText('Taqiqlar topilmadi.')).toBeVisible();
  });

  test('the kiosk twin: touch-sized controls, the on-screen keyboard, the same answer (Russian)', async ({ page }) => {
    await useLocale(page, 'ru');
    await signIn(page, 'kiosk');
    await page.goto('/kiosk/search_ban');
    await page.getByRole('radio', { name: 'Транспортное средство' }).check();
    await page.getByRole('radio', { name: 'По техпаспорту' }).check();
    const series = page.getByRole('textbox', { name: /Серия техпаспорта/ });
    await series.click();
    await expect(page.locator('.simple-keyboard')).toBeVisible();
    expect((await series.boundingBox())?.height).toBeGreaterThanOrEqual(64);
    await series.fill('AAF');
    await page.getByRole('textbox', { name: /Номер техпаспорта/ }).fill('3456789');
    // As on the terminal: the keyboard's done key closes it, then the search button is tapped.
    await page.locator('[data-skbtn="{done}"]').click();
    await expect(page.locator('.simple-keyboard')).toBeHidden();
    await page.getByRole('button', { name: 'Проверить запреты' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Найдено запретов: 1' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
