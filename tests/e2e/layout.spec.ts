import { expect, type Locator, type Page } from '@playwright/test';
import { ROUTE_STATUS } from '../../src-renderer/app/route-status.ts';
import { test, type CameraFixtures } from '../support/camera-test.ts';
import { AZIZ } from '../support/demo-people.ts';
import { installKioskShell } from '../support/kiosk-shell.ts';
import { loginFields } from '../support/login-ui.ts';
import { openDemoSession } from '../support/open-session.ts';
import { sidewaysOverflow } from '../support/sideways-overflow.ts';

/**
 * The layout a new visitor meets on a phone (390 CSS px) and on a common laptop (1366 px): no
 * page scrolls sideways, the login's inputs never run under one another (the focus ring
 * included), the header is one row on the laptop and a compact menu on the phone that the
 * keyboard opens and closes (WAI-ARIA disclosure, `aria-expanded`).
 */

/** Every public page of the web portal without a parameter (spec §2), from the one route list. */
const PUBLIC_PAGES = ROUTE_STATUS.filter((route) => route.mode === 'browser' && !route.auth && !route.path.includes(':')).map((route) => route.path);

type Box = { x: number; y: number; width: number; height: number };

/**
 * The input's box in page coordinates (focus may scroll the page: the kiosk's on-screen keyboard
 * opens), grown by what its focus ring paints outside it (outline width + offset).
 */
async function focusedBox(input: Locator): Promise<Box> {
  await input.focus();
  return input.evaluate((element) => {
    const style = getComputedStyle(element);
    const ring = style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
    const box = element.getBoundingClientRect();
    return { x: box.x + window.scrollX - ring, y: box.y + window.scrollY - ring, width: box.width + 2 * ring, height: box.height + 2 * ring };
  });
}

const intersect = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The login's three inputs with their focus rings: none overlaps another. */
async function expectSeparateLoginInputs(page: Page, where: string): Promise<void> {
  const fields = loginFields(page);
  const boxes = [await focusedBox(fields.pin), await focusedBox(fields.series), await focusedBox(fields.number)];
  const names = ['pin', 'series', 'number'];
  const overlapping: string[] = [];
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) if (intersect(boxes[i]!, boxes[j]!)) overlapping.push(`${where}: ${names[i]} × ${names[j]}`);
  }
  expect(overlapping).toEqual([]);
}

/**
 * The kiosk login at this width. A terminal without a camera shows its out-of-service screen
 * (the self-test), so the kiosk gets a browser with a fake camera, as the camera tests do.
 */
async function expectKioskLoginFits(cameraPage: CameraFixtures['cameraPage'], baseURL: string, width: number, height: number): Promise<void> {
  const kiosk = await cameraPage(AZIZ);
  await kiosk.setViewportSize({ width, height });
  await installKioskShell(kiosk, baseURL);
  await kiosk.goto('/kiosk/auth');
  await expect(loginFields(kiosk).pin).toBeVisible({ timeout: 30_000 });
  await expectSeparateLoginInputs(kiosk, 'kiosk');
  expect((await sidewaysOverflow(kiosk)).overflow).toBe(0);
}

/** Some horizontal line crosses the logo and every visible link and button of the header: one row. */
async function expectHeaderInOneRow(page: Page, atLeast: number): Promise<void> {
  const header = page.locator('.site-header__inner');
  const parts = [header.locator('.logo'), ...(await header.getByRole('link').all()), ...(await header.getByRole('button').all())];
  const rows: { top: number; bottom: number }[] = [];
  for (const part of parts) {
    if (!(await part.isVisible())) continue;
    const box = (await part.boundingBox())!;
    rows.push({ top: box.y, bottom: box.y + box.height });
  }
  expect(rows.length).toBeGreaterThanOrEqual(atLeast);
  expect(Math.max(...rows.map((row) => row.top))).toBeLessThan(Math.min(...rows.map((row) => row.bottom)));
}

async function visitPublicPages(page: Page): Promise<string[]> {
  const overflowing: string[] = [];
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('1008');
    const { overflow, out } = await sidewaysOverflow(page);
    if (overflow > 0) overflowing.push(`${path}: ${overflow} px (${out.join(', ')})`);
  }
  return overflowing;
}

test('at 1366 px: no page scrolls sideways, the header is one row, the login inputs stand apart, the selects share one look', async ({
  page,
  baseURL,
  cameraPage,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  expect(await visitPublicPages(page)).toEqual([]);

  await page.goto('/#login');
  await expect(page.getByRole('button', { name: 'Menyu' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Asosiy bo‘limlar' })).toBeVisible();
  await expectHeaderInOneRow(page, 8);
  await expect(page.getByRole('region', { name: 'Tizimga kirish' })).toBeVisible();
  await expectSeparateLoginInputs(page, 'home');

  // The notary registry's filters and sort look like the statistics page's year select: one select style.
  // A public page first shows its prerendered copy, which the app then replaces: a select read
  // while it is being replaced has no style, so the look is read until the app's select has one.
  const look = async (select: Locator) => {
    let seen = { border: '', radius: '', height: '' };
    await expect
      .poll(async () => {
        seen = await select.evaluate((element) => {
          const style = getComputedStyle(element);
          return {
            border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
            radius: style.borderTopLeftRadius,
            height: style.minHeight,
          };
        });
        return seen.height;
      })
      .not.toBe('');
    return seen;
  };
  await page.goto('/statistics');
  const statisticsLook = await look(page.locator('main select').first());
  expect(statisticsLook.border).toMatch(/^2px solid/);
  await page.goto('/notary');
  await expect(page.getByRole('combobox', { name: 'Hudud', exact: true })).toBeVisible();
  // The district select waits for a region (disabled: dashed); the others are ready.
  for (const name of ['Hudud', 'Holati', 'Litsenziya', 'Tartib']) {
    expect(await look(page.getByRole('combobox', { name, exact: true }))).toEqual(statisticsLook);
  }

  await expectKioskLoginFits(cameraPage, baseURL!, 1366, 768);
});

test('signed in, at 1280 and 1366 px, the header is one row in every locale with the words in the buttons’ names', async ({ page }) => {
  test.setTimeout(180_000);
  await openDemoSession(page, 'aziz', 'browser');
  await page.goto('/catalogue');
  const header = page.getByRole('banner');
  for (const [locale, lang] of [
    ['oz', 'uz-Latn'],
    ['uz', 'uz-Cyrl'],
    ['ru', 'ru'],
  ] as const) {
    await page.evaluate((stored) => localStorage.setItem('enotary.locale', JSON.stringify(stored)), locale);
    for (const width of [1280, 1366]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/catalogue');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      // The notifications button loads with the signed-in user; the row is measured once it is there.
      await expect(header.locator('.notify-button')).toBeVisible();
      // A tight header shows "Ўзб", the button is still named by the whole autonym.
      await expect(header.getByRole('button', { name: 'Ўзбекча', exact: true })).toBeVisible();
      await expect(header.getByRole('navigation')).toBeVisible();
      await expectHeaderInOneRow(page, 8);
    }
  }
});

test('at 390 px: no page scrolls sideways, the header is one short row with a menu the keyboard opens and closes, the login inputs stand apart', async ({
  page,
  baseURL,
  cameraPage,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await visitPublicPages(page)).toEqual([]);

  // The dictionaries' item table scrolls in its own box, not the page.
  await page.goto('/update_dict');
  await page.getByRole('button', { name: 'Tarkibini ko‘rish: Hududlar' }).click();
  await expect(page.getByRole('searchbox').or(page.getByRole('textbox')).first()).toBeVisible();
  expect((await sidewaysOverflow(page)).overflow).toBe(0);

  await page.goto('/');
  const header = page.getByRole('banner');
  const menu = header.getByRole('button', { name: 'Menyu' });
  const nav = header.getByRole('navigation', { name: 'Asosiy bo‘limlar' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();
  // Closed, the header is one row: less than a tenth of the phone's first screen.
  expect((await header.boundingBox())!.height).toBeLessThan(84);

  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Notariuslar reestri' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Kirish' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();
  await expect(menu).toBeFocused();
  await page.keyboard.press('Space');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Space');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  // A section chosen from the menu opens it and leaves the menu closed.
  await menu.click();
  await nav.getByRole('link', { name: 'Notariuslar reestri' }).click();
  await expect(page).toHaveURL(/\/notary$/);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');

  await page.goto('/#login');
  await expect(page.getByRole('region', { name: 'Tizimga kirish' })).toBeVisible();
  await expectSeparateLoginInputs(page, 'home');

  await expectKioskLoginFits(cameraPage, baseURL!, 390, 844);
});
