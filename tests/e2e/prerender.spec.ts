import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';

/**
 * First paint without JavaScript (docs/decisions/0011-home-page-first-paint-and-budget.md): the public pages arrive as HTML with their
 * styles inline, and with JavaScript the same HTML is hydrated without errors and becomes
 * interactive. Runs against the real server and the real web build (`npm run build:web`).
 */

const PAGES = [
  { path: '/', heading: 'Onlayn notarial xizmatlar', text: 'Hech kimga login, parol, elektron raqamli imzo kalitingizni va uning parolini bermang!' },
  { path: '/index', heading: 'Onlayn notarial xizmatlar', text: 'Portal xizmatlari' },
  { path: '/na_details', heading: 'Xizmatlar katalogi', text: 'Xizmatlar katalogi' },
  { path: '/notary', heading: 'Notariuslar reestri', text: 'Notariuslar reestri' },
  { path: '/search_notarial_act', heading: 'Notarial harakatni tekshirish', text: 'Notarial harakatni tekshirish' },
  { path: '/search_proxy', heading: 'Ishonchnomalarni qidirish', text: 'Ishonchnomalarni qidirish' },
  { path: '/search_inheritcase', heading: 'Meros ishlarini qidirish', text: 'Meros ishlarini qidirish' },
] as const;

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const page of PAGES) {
    test(`${page.path} shows its content`, async ({ page: tab }) => {
      const response = await tab.goto(page.path);
      expect(response?.status()).toBe(200);
      await expect(tab.getByRole('heading', { level: 1, name: page.heading })).toBeVisible();
      await expect(tab.getByText(page.text).first()).toBeVisible();
      await expect(tab.getByRole('banner')).toBeVisible();
      await expect(tab.getByRole('contentinfo')).toContainText('1008');
      // Styled without a request: the stylesheet is inline. One inline script (the boot script),
      // which the CSP allows by its hash, and no other script.
      expect(await tab.locator('head style').count()).toBe(1);
      expect(await tab.locator('link[rel="stylesheet"]').count()).toBe(0);
      expect(await tab.locator('script').count()).toBe(1);
      const boot = (await tab.locator('script').textContent()) ?? '';
      const hash = createHash('sha256').update(boot).digest('base64');
      const scriptSrc = (response?.headers()['content-security-policy'] ?? '')
        .split(';')
        .map((directive) => directive.trim())
        .find((directive) => directive.startsWith('script-src '));
      expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
      expect(await tab.locator('.site-header').evaluate((header) => getComputedStyle(header).borderBottomStyle)).toBe('solid');
    });
  }

  test('the home page shows the carousel, the buttons and the login form', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Portal xizmatlari' }).getByRole('heading', { level: 3 })).toHaveText('Notarial harakat — onlayn');
    await expect(page.getByRole('navigation', { name: 'Tezkor harakatlar' }).getByRole('link')).toHaveCount(5);
    await expect(page.getByLabel('Pasport seriyasi')).toBeVisible();
    // Chromium with scripting switched off by the test still parses <noscript> as text: read the markup.
    expect(await page.locator('#login noscript').textContent()).toContain('JavaScript yoqilgan bo‘lishi kerak');
  });

  test('the catalogue and the registry show their shell: filters and a loading state, no stale data', async ({ page }) => {
    await page.goto('/na_details');
    await expect(page.getByRole('searchbox', { name: 'Xizmat nomi yoki tavsifi' })).toBeVisible();
    await page.goto('/notary');
    await expect(page.getByLabel('Hudud')).toBeVisible();
  });

  test('client routes and signed-in pages stay client-rendered (an empty root)', async ({ page }) => {
    for (const path of ['/notary/12', '/kiosk/auth', '/my_notarial_act', '/statistics']) {
      await page.goto(path);
      expect(await page.locator('#root').innerHTML()).toBe('');
    }
  });
});

function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  return problems;
}

/** Holds the app's entry script until the returned function is called. */
async function holdEntry(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('with JavaScript', () => {
  test('a fresh visitor of / gets the prerendered page hydrated: no hydration error, and it works', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/');
    // The prerendered heading is the one in the DOM after hydration (hydration keeps nodes).
    const heading = page.getByRole('heading', { level: 1, name: 'Onlayn notarial xizmatlar' });
    await heading.evaluate((element) => element.setAttribute('data-seen-before-hydration', ''));
    const carousel = page.getByRole('region', { name: 'Portal xizmatlari' });
    await carousel.getByRole('button', { name: 'Keyingi slayd' }).click();
    await expect(carousel.locator('[aria-roledescription="slayd"]:not([hidden])')).toHaveAttribute('aria-label', '6 tadan 2-si');
    await expect(heading).toHaveAttribute('data-seen-before-hydration', '');
    await expect(page).toHaveTitle('Onlayn notarial xizmatlar — e-Notarius');
    expect(problems).toEqual([]);
  });

  test('the catalogue hydrates and loads its list', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/na_details');
    await expect(page.getByRole('link', { name: 'Transport vositasini sotish shartnomasi' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('the notary registry hydrates and loads its list', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/notary');
    await expect(page.locator('.catalogue-card h3 a').first()).toBeVisible();
    expect(problems).toEqual([]);
  });

  for (const { path, loaded } of [
    { path: '/na_details', loaded: '.catalogue-list a' },
    { path: '/notary', loaded: '.catalogue-card h3 a' },
  ]) {
    test(`${path}: nothing on the painted page moves when the app and its data arrive (layout shift under 0.01)`, async ({ page }) => {
      // On a phone, where wrapped filters and groups moved the most; scripts held back a little so
      // the painted HTML is surely seen first.
      await page.setViewportSize({ width: 412, height: 823 });
      await page.route('**/assets/*.js', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        await route.continue();
      });
      await page.goto(path);
      await expect(page.locator(loaded).first()).toBeVisible();
      await expect(page.locator('.breadcrumb')).toBeVisible();
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
              resolve(entries.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0));
            }).observe({ type: 'layout-shift', buffered: true });
            // No entry at all is no shift: the observer is not called then.
            setTimeout(() => resolve(0), 500);
          }),
      );
      // Lighthouse counts under 0.1 as good; the painted page is built to move not at all.
      expect(shift).toBeLessThan(0.01);
    });
  }

  test('what is pressed before the page is live is not lost: it happens once the app runs', async ({ page }) => {
    const problems = watchConsole(page);
    // Hold the app's entry until the visitor has pressed a button of the painted page.
    const release = await holdEntry(page);
    await page.goto('/');
    await page.getByRole('group', { name: 'Interfeys tili' }).getByRole('button', { name: 'Русский' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'uz-Latn');
    release();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('heading', { level: 1, name: 'Онлайн нотариальные услуги' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a returning visitor (a return path saved by an earlier page) gets a search page hydrated: what was typed before the app ran stays, focus too', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.addInitScript(() => {
      localStorage.setItem('enotary.redirectUrl', JSON.stringify('/na_details'));
      document.addEventListener('enotary:started', () => document.documentElement.setAttribute('data-test-started', ''));
    });
    const release = await holdEntry(page);
    await page.goto('/search_proxy');
    const field = page.getByRole('textbox').first();
    await field.fill('01A123BC');
    release();
    await expect(page.locator('html')).toHaveAttribute('data-test-started', '');
    await expect(field).toHaveValue('01A123BC');
    await expect(field).toBeFocused();
    expect(problems).toEqual([]);
  });

  test('a page painted for someone else takes no typing once the app knows it will replace it', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('enotary.locale', JSON.stringify('ru')));
    // The entry runs; the Russian catalog it then needs before rendering waits.
    let release = () => {};
    const checked = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/[\w-]+\.js$/, async (route) => {
      const response = await route.fetch();
      if ((await response.text()).includes('Онлайн нотариальные услуги')) await checked;
      await route.fulfill({ response });
    });
    await page.goto('/search_proxy');
    await expect(page.locator('#root > *').first()).toHaveJSProperty('inert', true);
    release();
    const field = page.getByRole('textbox').first();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[А-Яа-я]/);
    await expect(field).toBeEditable();
    await field.fill('01A123BC');
    await expect(field).toHaveValue('01A123BC');
  });

  for (const { locale, button, lang, heading } of [
    { locale: 'ru', button: 'Русский', lang: 'ru', heading: 'Онлайн нотариальные услуги' },
    { locale: 'uz', button: 'Ўзбекча', lang: 'uz-Cyrl', heading: 'Онлайн нотариал хизматлар' },
  ]) {
    test(`a returning ${locale} visitor is painted in their language from the start, then hydrated`, async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto('/');
      await page.getByRole('group', { name: 'Interfeys tili' }).getByRole('button', { name: button }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      // The next visit, with the app's entry held back: only the painted HTML is on screen.
      await page.addInitScript(() => document.addEventListener('enotary:started', () => document.documentElement.setAttribute('data-test-started', '')));
      const release = await holdEntry(page);
      await page.reload();
      const title = page.getByRole('heading', { level: 1 });
      await expect(title).toHaveText(heading);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      expect(await page.locator('#root').getAttribute('data-prerendered-locale')).toBe(locale);
      await title.evaluate((element) => element.setAttribute('data-seen-before-hydration', ''));
      release();
      await expect(page.locator('html')).toHaveAttribute('data-test-started', '');
      // Hydrated, not replaced: the painted heading is the one on the page.
      await expect(title).toHaveAttribute('data-seen-before-hydration', '');
      expect(problems).toEqual([]);
    });
  }

  test('a visitor whose state differs (Russian, a query) gets a fresh render, without errors', async ({ page }) => {
    const problems = watchConsole(page);
    await page.addInitScript(() => localStorage.setItem('enotary.locale', JSON.stringify('ru')));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Онлайн нотариальные услуги' })).toBeVisible();
    await page.goto('/?passserial=ab&passnum=1234567');
    await expect(page.getByLabel('Серия паспорта')).toHaveValue('AB');
    expect(problems).toEqual([]);
  });
});
