import { expect, test, type Page } from '@playwright/test';

/**
 * Home page (spec §1, §2 screen 9) in a real browser against the real server:
 * each locale's content (axe on it is axe-route-walk.spec.ts's), the carousel works by keyboard and respects reduced motion, the
 * buttons lead where screen 9 says and the login form still loads on demand.
 */

const LOCALES = [
  {
    stored: 'oz',
    title: 'Onlayn notarial xizmatlar',
    carousel: 'Portal xizmatlari',
    warning: 'Hech kimga login, parol, elektron raqamli imzo kalitingizni va uning parolini bermang!',
  },
  {
    stored: 'uz',
    title: 'Онлайн нотариал хизматлар',
    carousel: 'Портал хизматлари',
    warning: 'Ҳеч кимга логин, парол, электрон рақамли имзо калитингизни ва унинг паролини берманг!',
  },
  {
    stored: 'ru',
    title: 'Онлайн нотариальные услуги',
    carousel: 'Услуги портала',
    warning: 'Никому не сообщайте логин, пароль, ключ электронной цифровой подписи и его пароль!',
  },
] as const;

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

const carousel = (page: Page, name = 'Portal xizmatlari') => page.getByRole('region', { name });
const shownSlide = (page: Page) => carousel(page).locator('[aria-roledescription="slayd"]:not([hidden])');

for (const locale of LOCALES) {
  test(`home in ${locale.stored}: content and warning`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.addInitScript((stored) => localStorage.setItem('enotary.locale', JSON.stringify(stored)), locale.stored);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: locale.title })).toBeVisible();
    await expect(page.getByText(locale.warning)).toBeVisible();
    await expect(carousel(page, locale.carousel)).toBeVisible();
    await expect(page.locator('main a[href="tel:1008"]').first()).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('the carousel is operable by keyboard (WAI-ARIA APG carousel)', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(shownSlide(page)).toHaveAttribute('aria-label', '6 tadan 1-si');

  const next = carousel(page).getByRole('button', { name: 'Keyingi slayd' });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(shownSlide(page)).toHaveAttribute('aria-label', '6 tadan 2-si');
  await page.keyboard.press('ArrowRight');
  await expect(shownSlide(page)).toHaveAttribute('aria-label', '6 tadan 3-si');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(shownSlide(page)).toHaveAttribute('aria-label', '6 tadan 6-si');

  // Tab reaches the shown slide's link, and only that one.
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAttribute('href', '/search_inheritcase');

  // The rotation control starts and stops the slide show with the keyboard.
  const start = carousel(page).getByRole('button', { name: 'Slaydlar almashinuvini boshlash' });
  await start.focus();
  await page.keyboard.press('Space');
  await expect(carousel(page).getByRole('button', { name: 'Slaydlar almashinuvini to‘xtatish' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(start).toBeFocused();
});

test('the carousel turns by itself only without reduced motion, and stops when focused', async ({ page }) => {
  await page.clock.install();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(carousel(page).getByRole('button', { name: 'Slaydlar almashinuvini boshlash' })).toBeVisible();
  await page.clock.runFor(20_000);
  await expect(shownSlide(page)).toHaveAttribute('aria-label', '6 tadan 1-si');

  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await expect(carousel(page).getByRole('button', { name: 'Slaydlar almashinuvini to‘xtatish' })).toBeVisible();
  await page.clock.runFor(7_500);
  await expect(shownSlide(page)).toHaveAttribute('aria-label', '6 tadan 2-si');

  await carousel(page).getByRole('button', { name: 'Oldingi slayd' }).focus();
  await page.clock.runFor(20_000);
  await expect(shownSlide(page)).toHaveAttribute('aria-label', '6 tadan 2-si');
});

test('signed out, creating an act asks for login and loads the real form (spec §2)', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Tezkor harakatlar' }).getByRole('link', { name: 'Notarial harakat yaratish' }).click();
  await expect(page).toHaveURL(/\/$/);
  const login = page.getByRole('region', { name: 'Tizimga kirish' });
  await expect(login.getByText('Davom etish uchun tizimga kiring.')).toBeVisible();
  // The real form (react-hook-form registers its fields by name) replaced the static one.
  await expect(login.locator('input[name="pin"]')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('enotary.redirectUrl'))).toBe(JSON.stringify('/my_notarial_act'));
  expect(errors).toEqual([]);
});

test('the quick actions lead to the catalogue and the notary registry', async ({ page }) => {
  await page.goto('/');
  const actions = page.getByRole('navigation', { name: 'Tezkor harakatlar' });
  await actions.getByRole('link', { name: 'Xizmatlar haqida batafsil' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Xizmatlar katalogi' })).toBeVisible();
  await page.goBack();
  await actions.getByRole('link', { name: 'Notarius qabuliga yozilish' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notariuslar reestri' })).toBeVisible();
  await expect(actions).toHaveCount(0);
});
