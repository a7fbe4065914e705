import { expect, test, type Page } from '@playwright/test';
import { openE2eDb } from '../support/e2e-db.ts';
import { bumpDictionaryVersion } from '../../src-server/repositories/dictionary-versions.ts';
import { expectNoAxeViolations } from '../support/axe.ts';

/**
 * Dictionary and data update (spec §2 update_dict) against the real server: the
 * browser's check really sends If-None-Match and gets the server's 304, a changed dictionary
 * comes back as its new version, and a dictionary's items are searchable.
 */

async function useLocale(page: Page, locale: 'oz' | 'ru') {
  await page.addInitScript((stored) => localStorage.setItem('enotary.locale', JSON.stringify(stored)), locale);
}

const LOCALES = [
  {
    locale: 'oz',
    title: 'Ma’lumotnomalarni yangilash',
    regions: 'Hududlar',
    countries: 'Davlatlar',
    check: 'Yangilanishni tekshirish',
    view: 'Tarkibini ko‘rish',
    upToDate: 'Dolzarb: yangi versiya yo‘q',
    search: 'Nomi, ID yoki kodi bo‘yicha qidirish',
    uzbekistan: 'O‘zbekiston',
    found: 'Topildi: 1',
  },
  {
    locale: 'ru',
    title: 'Обновление справочников',
    regions: 'Регионы',
    countries: 'Страны',
    check: 'Проверить обновления',
    view: 'Показать состав',
    upToDate: 'Актуально: новой версии нет',
    search: 'Поиск по названию, ID или коду',
    uzbekistan: 'Узбекистан',
    found: 'Найдено: 1',
  },
] as const;

for (const l of LOCALES) {
  test(`update_dict in ${l.locale}: versions and counts, a check answered 304, searchable items, axe clean on a search`, async ({ page }) => {
    await useLocale(page, l.locale);
    await page.goto('/update_dict');
    await expect(page.getByRole('heading', { level: 1, name: l.title })).toBeVisible();
    const regions = page.getByRole('row', { name: new RegExp(`^${l.regions}`) });
    await expect(regions.getByRole('cell').nth(2)).toHaveText('14');

    const answer = page.waitForResponse((response) => response.url().endsWith('/api/dictionaries/regions'));
    await page.getByRole('button', { name: `${l.check}: ${l.regions}` }).click();
    const response = await answer;
    expect(response.status()).toBe(304);
    expect(await response.request().headerValue('if-none-match')).toBe('"1"');
    await expect(regions.getByRole('status')).toHaveText(l.upToDate);

    await page.getByRole('button', { name: `${l.view}: ${l.countries}` }).click();
    const search = page.getByRole('searchbox', { name: l.search });
    await search.fill(l.uzbekistan);
    await expect(page.getByText(l.found)).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(l.uzbekistan) }).getByRole('cell')).toHaveText(['860', 'UZ']);
    await expectNoAxeViolations(page);
  });
}

test('a dictionary changed on the server comes back as its new version (200)', async ({ page }) => {
  const db = await openE2eDb();
  try {
    await page.goto('/update_dict');
    const row = page.getByRole('row', { name: /^Hujjat turlari/ });
    await expect(row.getByRole('cell').first()).toHaveText('1');
    await bumpDictionaryVersion(db, 'document_types', new Date('2026-11-23T09:00:00Z'));
    // Changed outside the server's routes: the server answers the new version once its public
    // answer's lifetime is over (docs/decisions/0052-public-reads-and-health-cost.md), so the
    // check is repeated until the server's answer is the new version.
    const check = page.getByRole('button', { name: 'Yangilanishni tekshirish: Hujjat turlari' });
    await expect(async () => {
      const answer = page.waitForResponse((response) => response.url().endsWith('/api/dictionaries/document_types'));
      await check.click();
      expect((await answer).status()).toBe(200);
    }).toPass({ timeout: 60_000 });
    await expect(row.getByRole('status')).toHaveText('2-versiyaga yangilandi');
    await expect(row.getByRole('cell').first()).toHaveText('2');
    await expect(row.getByRole('cell').nth(1)).toHaveText('23.11.2026');
  } finally {
    await db.destroy();
  }
});

for (const width of [390, 1366]) {
  test(`update_dict at ${width} px: the caption reads whole inside the table's box, which the keyboard scrolls`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/update_dict');
    const box = page.getByRole('region', { name: 'Ma’lumotnomalar, ularning versiyalari va hajmi' });
    await expect(box.getByRole('rowheader', { name: 'Hududlar' })).toBeVisible();
    const frame = (await box.boundingBox())!;
    const caption = (await box.locator('.update-dict__caption').boundingBox())!;
    expect(caption.x).toBeGreaterThanOrEqual(frame.x - 0.5);
    expect(caption.x + caption.width).toBeLessThanOrEqual(frame.x + frame.width + 0.5);

    // The box is in the tab order, just before the first button in it; an arrow key scrolls a table wider than it.
    await box.getByRole('button', { name: 'Yangilanishni tekshirish: Hududlar' }).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(box).toBeFocused();
    const wider = await box.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(wider).toBe(width === 390);
    if (wider) {
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
      const scrolled = (await box.locator('.update-dict__caption').boundingBox())!;
      expect(scrolled.x).toBeGreaterThanOrEqual(frame.x - 0.5);
    }
  });
}
