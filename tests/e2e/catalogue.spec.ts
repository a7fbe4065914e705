import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';

/**
 * Service catalogue with fee calculator (spec §2 screen 10, §9) against the
 * real server and its seeded catalogue: search, a service's details, the calculator's total and
 * the total in words, in each interface locale; axe on the calculator with its total (the
 * pages as they open are axe-route-walk.spec.ts's).
 */
const LOCALES = [
  {
    button: 'O‘zbekcha',
    catalogue: 'Xizmatlar katalogi',
    searchbox: 'Xizmat nomi yoki tavsifi',
    query: 'sotish',
    service: 'Transport vositasini sotish shartnomasi',
    calculate: 'Narxini hisoblash',
    calculator: 'Xizmat narxi kalkulyatori',
    value: 'Obyekt qiymati (shartnoma narxi yoki baholash), so‘m',
    total: 'Jami to‘lov: 1 500 000,00 so‘m',
    words: 'So‘z bilan: bir million besh yuz ming so‘m 00 tiyin',
  },
  {
    button: 'Ўзбекча',
    catalogue: 'Хизматлар каталоги',
    searchbox: 'Хизмат номи ёки тавсифи',
    query: 'сотиш',
    service: 'Транспорт воситасини сотиш шартномаси',
    calculate: 'Нархини ҳисоблаш',
    calculator: 'Хизмат нархи калькулятори',
    value: 'Объект қиймати (шартнома нархи ёки баҳолаш), сўм',
    total: 'Жами тўлов: 1 500 000,00 сўм',
    words: 'Сўз билан: бир миллион беш юз минг сўм 00 тийин',
  },
  {
    button: 'Русский',
    catalogue: 'Каталог услуг',
    searchbox: 'Название или описание услуги',
    query: 'купли-продажи',
    service: 'Договор купли-продажи транспортного средства',
    calculate: 'Рассчитать стоимость',
    calculator: 'Калькулятор стоимости услуги',
    value: 'Стоимость объекта (цена договора или оценка), сум',
    total: 'Итого к оплате: 1 500 000,00 сум',
    words: 'Прописью: один миллион пятьсот тысяч сумов 00 тийинов',
  },
] as const;

for (const locale of LOCALES) {
  test(`catalogue → service → calculator in ${locale.button}`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto('/na_details');
    await page.getByRole('group', { name: /./ }).getByRole('button', { name: locale.button }).click();
    await expect(page.getByRole('heading', { level: 1, name: locale.catalogue })).toBeVisible();
    await expect(page.getByRole('link', { name: locale.service })).toBeVisible();

    await page.getByRole('searchbox', { name: locale.searchbox }).fill(locale.query);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(locale.query)}`));
    const results = page.getByRole('region', { name: /./ }).getByRole('listitem');
    await expect(results.first()).toBeVisible();
    await expect(page.getByRole('link', { name: locale.service })).toBeVisible();
    await page.getByRole('link', { name: locale.service }).click();

    await expect(page.getByRole('heading', { level: 1, name: locale.service })).toBeVisible();
    await expect(page).toHaveURL(/\/na_details\/\d+$/);

    await page.getByRole('link', { name: locale.calculate }).click();
    await expect(page.getByRole('heading', { level: 1, name: locale.calculator })).toBeVisible();
    await expect(page).toHaveURL(/\/na_details\/calc\/\d+$/);
    const value = page.getByLabel(locale.value);
    await value.pressSequentially('150000000');
    await expect(value).toHaveValue('150 000 000');
    await expect(page.getByText(locale.total)).toBeVisible();
    await expect(page.getByText(locale.words)).toBeVisible();
    // The total shown: a state the route walk does not reach.
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
}

test('a search in the address (?q=) is applied when the page opens', async ({ page }) => {
  await page.goto('/na_details?q=ishonchnoma');
  await expect(page.getByRole('searchbox')).toHaveValue('ishonchnoma');
  await expect(page.getByRole('link', { name: 'Umumiy ishonchnoma' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Transport vositasini sotish shartnomasi' })).toHaveCount(0);
});

test('the create-act button asks a visitor to log in first (spec §2)', async ({ page }) => {
  await page.goto('/na_details');
  await page.getByRole('link', { name: 'Transport vositasini sotish shartnomasi' }).click();
  await page.getByRole('link', { name: 'Notarial harakatni boshlash' }).click();
  // Poll: right after the click the page may still be on the service (whose path is saved too).
  await expect.poll(() => page.evaluate(() => localStorage.getItem('enotary.redirectUrl'))).toMatch(/^"\/enotarial_act\/-1\?service=\d+"$/);
  await expect(page).not.toHaveURL(/enotarial_act/);
});
