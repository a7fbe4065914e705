import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ACT_TYPE_NAMES, isActTypeId } from '../../src-domain/acts/act-types.ts';
import type { StatisticsResponse } from '../../src-domain/http/routes/statistics.ts';
import { monthLabel } from '../../src-domain/statistics/month-names.ts';
import { formatDecimal } from '../../src-domain/i18n/format-number.ts';
import type { Locale } from '../../src-domain/i18n/locale.ts';
import { currentYearInTashkent } from '../../src-domain/time/tashkent.ts';
import { expectNoAxeViolations } from '../support/axe.ts';

/**
 * Statistics (spec §1 public services) against the real server and its ≈ 400
 * seeded acts: the figures on the page are the API's, charts are drawn by a chart.js chunk
 * loaded only when needed, every chart has a table, and month names follow the locale.
 */

async function useLocale(page: Page, locale: 'oz' | 'ru') {
  await page.addInitScript((stored) => localStorage.setItem('enotary.locale', JSON.stringify(stored)), locale);
}

async function apiStatistics(page: Page, query: string): Promise<StatisticsResponse> {
  const response = await page.request.get(`/api/statistics${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as StatisticsResponse;
}

/** The rows of a section's table as `label → count`, after showing it with the toggle. */
/** A count as the page writes it in `locale`, thousands grouped (src-domain/i18n/format-number.ts). */
const shown = (count: number, locale: Locale) => formatDecimal(count, locale, 0);
/** The same with plain spaces, as Playwright's text matching normalises the no-break ones. */
const seen = (count: number, locale: Locale) => shown(count, locale).replace(/\u00A0/g, ' ');

async function tableOf(section: Locator, show: string): Promise<Map<string, string>> {
  await section.getByRole('button', { name: show }).click();
  const table = section.getByRole('table');
  await expect(table).toBeVisible();
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [tr.querySelector('th')?.textContent ?? '', tr.querySelector('td')?.textContent ?? ''] as const));
  return new Map(rows);
}

const year = currentYearInTashkent();
const LOCALES = [
  { locale: 'oz', title: 'Statistika', byType: 'Notarial harakat turlari bo‘yicha', byMonth: 'Oylar bo‘yicha', show: 'Jadval ko‘rinishida', total: 'jami' },
  { locale: 'ru', title: 'Статистика', byType: 'По видам нотариальных действий', byMonth: 'По месяцам', show: 'Показать таблицей', total: 'всего' },
] as const;

test('the chart library is not in the entry: it arrives as its own chunk when a chart is drawn', async ({ page }) => {
  // Files are named by hash only: the build's manifest says which one holds the chart runtime.
  const manifest = JSON.parse(readFileSync('dist-web/.vite/manifest.json', 'utf8')) as Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;
  const chart = manifest['../src-renderer/features/charts/chart-runtime.ts']?.file;
  expect(chart).toBeDefined();
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  expect(entry?.imports?.map((key) => manifest[key]?.file)).not.toContain(chart);
  expect(readFileSync('dist-web/index.html', 'utf8')).not.toContain(chart);
  const chartChunk = page.waitForResponse((response) => new URL(response.url()).pathname === `/${chart}`);
  await page.goto('/statistics');
  expect((await chartChunk).status()).toBe(200);
  const canvas = page.getByRole('img').first();
  await expect(canvas).toBeVisible();
  expect(await canvas.evaluate((el) => (el as HTMLCanvasElement).width)).toBeGreaterThan(0);
  await expect(page.getByRole('img')).toHaveCount(3);
});

for (const l of LOCALES) {
  test(`statistics in ${l.locale}: the tables show the API's figures, month names in the locale, axe clean`, async ({ page }) => {
    await useLocale(page, l.locale);
    const api = await apiStatistics(page, `?from=01.01.${year}&to=31.12.${year}`);
    expect(api.total).toBeGreaterThan(0);
    await page.goto('/statistics');
    await expect(page.getByRole('heading', { level: 1, name: l.title })).toBeVisible();
    await expect(page.getByText(`01.01.${year} – 31.12.${year}: ${l.total}`)).toContainText(seen(api.total, l.locale));
    await expect(page.getByRole('img')).toHaveCount(3);
    await expect(page.getByRole('img').first()).toHaveAttribute('aria-label', new RegExp(shown(api.total, l.locale)));

    const byType = await tableOf(page.getByRole('region', { name: l.byType, exact: true }), l.show);
    for (const item of api.byType) {
      const name = isActTypeId(item.actTypeId) ? ACT_TYPE_NAMES[item.actTypeId][l.locale] : '';
      expect(byType.get(name), name).toBe(shown(item.count, l.locale));
    }
    const byMonth = await tableOf(page.getByRole('region', { name: l.byMonth, exact: true }), l.show);
    expect([...byMonth.keys()]).toEqual(api.byMonth.map((m) => monthLabel(m.month, l.locale)));
    expect([...byMonth.values()]).toEqual(api.byMonth.map((m) => shown(m.count, l.locale)));
    await expectNoAxeViolations(page);
  });
}

test('switching to Russian renames the months; a date range with a region asks for exactly that', async ({ page }) => {
  await page.goto('/statistics');
  const monthsSection = page.getByRole('region', { name: 'Oylar bo‘yicha', exact: true });
  await monthsSection.getByRole('button', { name: 'Jadval ko‘rinishida' }).click();
  await expect(monthsSection.getByRole('rowheader', { name: `Yanvar ${year}` })).toBeVisible();
  await page.getByRole('button', { name: 'Русский' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Статистика' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: `Январь ${year}` })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: `Декабрь ${year}` })).toBeVisible();

  await page.getByRole('radio', { name: 'Диапазон дат' }).check();
  await page.getByRole('textbox', { name: /Дата начала/ }).fill(`01.06.${year - 1}`);
  await page.getByRole('textbox', { name: /Дата окончания/ }).fill(`01.05.${year - 1}`);
  await page.getByRole('button', { name: 'Показать', exact: true }).click();
  await expect(page.getByText('Дата начала не может быть позже даты окончания')).toBeVisible();

  await page.getByRole('textbox', { name: /Дата окончания/ }).fill(`31.05.${year}`);
  await page.getByRole('combobox', { name: 'Регион' }).selectOption({ label: 'город Ташкент' });
  await page.getByRole('button', { name: 'Показать', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`\\?from=01\\.06\\.${year - 1}&to=31\\.05\\.${year}&region=\\d+$`));
  const region = new URL(page.url()).searchParams.get('region');
  const api = await apiStatistics(page, `?from=01.06.${year - 1}&to=31.05.${year}&region=${region}`);
  await expect(page.getByText(`01.06.${year - 1} – 31.05.${year}, город Ташкент: всего нотариальных действий — ${seen(api.total, 'ru')}`)).toBeVisible();
  expect(api.byMonth).toHaveLength(12);
});
