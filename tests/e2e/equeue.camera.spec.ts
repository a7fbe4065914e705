import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { test } from '../support/camera-test.ts';
import { SHERZOD } from '../support/demo-people.ts';
import { installKioskShell } from '../support/kiosk-shell.ts';
import { tapKeys } from '../support/login-ui.ts';
import { signInAs, signInAtTerminal } from '../support/seeded-session.ts';

/**
 * The electronic queue (spec §2 equeue, §3 Equeue) end to end: Sherzod, signed in (as the login
 * leaves him: the login is login*.camera.spec.ts's subject, the queue saved as where it goes is
 * login-redirect.spec.ts's), books a free slot with the demo notary, finds it in his list and
 * cancels it — on the web, and at a kiosk with the on-screen keyboard. Each test books a day of
 * its own (the queue allows one booking per notary and day), so they run in any order.
 */
const NOTARY = 'Saidova Gulnora Anvar qizi';

/** The `index`-th day that still has free time, and its first free time. */
async function pickSlot(page: Page, index: number): Promise<{ day: string; time: string }> {
  const days = page.getByRole('group', { name: 'Qabul kuni' });
  const open = days.getByRole('radio', { disabled: false });
  await expect(open.nth(index)).toBeVisible();
  const dayLabel = (await open.nth(index).locator('xpath=..').textContent()) ?? '';
  await open.nth(index).check();
  const times = page.getByRole('group', { name: 'Qabul vaqti (Toshkent vaqti, 30 daqiqa)' });
  const first = times.getByRole('radio').first();
  const time = (await first.getAttribute('value')) ?? '';
  await first.check();
  const day = /(\d{2}\.\d{2}\.\d{4})/.exec(dayLabel)?.[1] ?? '';
  expect(day).not.toBe('');
  return { day, time };
}

/** Cancels the booking shown as `article`, after the question, and sees it cancelled. */
async function cancelBooking(article: Locator, when: string): Promise<void> {
  await article.getByRole('button', { name: 'Yozilishni bekor qilish' }).click();
  const ask = article.getByRole('group', { name: `${when} dagi yozilish bekor qilinsinmi?` });
  await ask.getByRole('button', { name: 'Ha, bekor qilish' }).click();
  await expect(article.getByText('Bekor qilingan', { exact: true })).toBeVisible();
  await expect(article.getByRole('button', { name: 'Yozilishni bekor qilish' })).toHaveCount(0);
}

async function expectTouchSized(locator: Locator): Promise<void> {
  const box = await locator.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
}

test('web: sign-up from the notary page, book, list, cancel', async ({ page }) => {
  await signInAs(page, SHERZOD);
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'));
  await page.goto('/notary/1');
  await page.getByRole('link', { name: 'Qabulga navbatga yozilish' }).click();
  await expect(page).toHaveURL(/\/equeue\?notary=1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Elektron navbat' })).toBeVisible();
  await expect(page.getByRole('region', { name: '1. Notariusni tanlang' }).getByText(NOTARY, { exact: true })).toBeVisible();

  const { day, time } = await pickSlot(page, 0);
  const form = page.getByRole('form', { name: 'Qo‘shimcha ma’lumotlar (ixtiyoriy)' });
  await form.getByRole('combobox', { name: 'Notarial harakat' }).selectOption({ label: 'Transport vositasini sotish shartnomasi' });
  await form.getByRole('textbox', { name: 'Telefon raqami' }).fill('998887766');
  await expect(form.getByRole('textbox', { name: 'Telefon raqami' })).toHaveValue('(99) 888 77 66');
  await form.getByRole('textbox', { name: 'Izoh' }).fill('Malibu savdosi (e2e)');
  await expect(form.getByText(new RegExp(`Qabul vaqti ${time} \\(Toshkent vaqti\\)`))).toBeVisible();
  await form.getByRole('button', { name: 'Navbatga yozilishni tasdiqlash' }).click();

  const result = page.getByRole('region', { name: 'Siz navbatga yozildingiz' });
  await expect(result).toBeVisible();
  await expect(result).toContainText(NOTARY);
  await expect(result.getByText(/15 daqiqadan ortiq kechikkan hisoblanasiz va sizga umumiy navbatda xizmat ko‘rsatiladi/)).toBeVisible();
  await expectNoAxeViolations(page);

  const when = `${day} ${time}`;
  const article = page.getByRole('article', { name: `${when} — ${NOTARY}` });
  await expect(article).toBeVisible();
  await expect(article.getByText('Kutilmoqda', { exact: true })).toBeVisible();
  await expect(article.getByText('Portal orqali', { exact: true })).toBeVisible();
  await expect(article.getByText('998887766', { exact: true })).toBeVisible();
  await expect(article.getByText('Malibu savdosi (e2e)', { exact: true })).toBeVisible();
  await cancelBooking(article, when);

  // The cancelled slot is free again.
  await page.getByRole('button', { name: 'Yana navbatga yozilish' }).click();
  await page
    .getByRole('group', { name: 'Qabul kuni' })
    .getByRole('radio', { name: new RegExp(day.replace(/\./g, '\\.')) })
    .check();
  await expect(page.getByRole('group', { name: 'Qabul vaqti (Toshkent vaqti, 30 daqiqa)' }).getByRole('radio', { name: time, exact: true })).toBeVisible();
});

test('kiosk: the queue from the main menu, the notary and the phone typed on the on-screen keyboard, book, list, cancel', async ({ cameraPage, baseURL }) => {
  const page = await cameraPage(SHERZOD);
  await installKioskShell(page, baseURL!);
  await signInAtTerminal(page, SHERZOD);

  await page.getByRole('link', { name: 'Elektron navbat' }).click();
  await expect(page).toHaveURL(/\/kiosk\/equeue$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Elektron navbat' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Notarius yoki idora nomi' }).click();
  await tapKeys(page, 'saidova');
  await page.getByRole('button', { name: new RegExp(NOTARY) }).click();
  await expect(page.getByRole('region', { name: '1. Notariusni tanlang' }).getByText(NOTARY, { exact: true })).toBeVisible();
  const { day, time } = await pickSlot(page, 1);
  const dayOption = page.getByRole('group', { name: 'Qabul kuni' }).locator('label').first();
  await expectTouchSized(dayOption);
  await expectTouchSized(page.getByRole('group', { name: 'Qabul vaqti (Toshkent vaqti, 30 daqiqa)' }).locator('label').first());

  const form = page.getByRole('form', { name: 'Qo‘shimcha ma’lumotlar (ixtiyoriy)' });
  const phone = form.getByRole('textbox', { name: 'Telefon raqami' });
  await phone.click();
  // The numeric layout of the kiosk keyboard serves the phone (spec §2 screen 1, §5 mask).
  await expect(page.locator('.simple-keyboard button[data-skbtn="5"]')).toBeVisible();
  await tapKeys(page, '998887766');
  await expect(phone).toHaveValue('(99) 888 77 66');
  const confirm = form.getByRole('button', { name: 'Navbatga yozilishni tasdiqlash' });
  await expectTouchSized(confirm);
  await confirm.click();

  await expect(page.getByRole('region', { name: 'Siz navbatga yozildingiz' })).toBeVisible();
  await expectNoAxeViolations(page);
  const when = `${day} ${time}`;
  const article = page.getByRole('article', { name: `${when} — ${NOTARY}` });
  await expect(article.getByText('Kiosk orqali', { exact: true })).toBeVisible();
  await expect(article.getByText('998887766', { exact: true })).toBeVisible();
  await cancelBooking(article, when);
});
