import { expect, test } from '@playwright/test';
import type { Locale } from '../../src-domain/i18n/locale.ts';
import { DEMO_CAST } from '../../src-server/seed/demo-cast.ts';
import { AZIZ } from '../support/demo-people.ts';
import { openE2eDb } from '../support/e2e-db.ts';
import { signInAs } from '../support/seeded-session.ts';

/**
 * The act's nine steps (spec §4) on its page, on a phone (390 CSS px) and a laptop (1366 px), in
 * each locale: rows of equal length, so step 9 never sits alone on a row, and every step's name
 * inside its box.
 */

const NAV_NAME: Record<Locale, string> = { oz: 'Notarial harakat bosqichlari', uz: 'Нотариал ҳаракат босқичлари', ru: 'Этапы нотариального действия' };

for (const width of [390, 1366]) {
  test(`the act's steps at ${width} px: no step alone on a row, every name inside its box, in the three locales`, async ({ page }) => {
    const db = await openE2eDb();
    const act = await db
      .selectFrom('notarial_acts')
      .select('id')
      .where('applicant_pin', '=', DEMO_CAST.aziz.pin)
      .orderBy('id')
      .executeTakeFirstOrThrow()
      .finally(() => db.destroy());
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, AZIZ);
    for (const locale of ['oz', 'uz', 'ru'] as const) {
      await page.goto(`/my_notarial_act/${act.id}`);
      await page.evaluate((stored) => localStorage.setItem('enotary.locale', JSON.stringify(stored)), locale);
      await page.reload();
      const steps = page.getByRole('navigation', { name: NAV_NAME[locale] }).getByRole('listitem');
      await expect(steps).toHaveCount(9);
      const layout = await steps.evaluateAll((items) =>
        items.map((item) => {
          const box = item.getBoundingClientRect();
          const name = item.querySelector('.act-steps__name')!.getBoundingClientRect();
          return {
            top: Math.round(box.top),
            left: box.left,
            right: box.right,
            nameLeft: name.left,
            nameRight: name.right,
            scroll: item.scrollWidth - item.clientWidth,
          };
        }),
      );
      const rows = new Map<number, number>();
      for (const step of layout) rows.set(step.top, (rows.get(step.top) ?? 0) + 1);
      const lengths = [...rows.values()];
      expect(lengths.at(-1), `${locale}: rows of ${lengths.join(', ')}`).toBeGreaterThan(1);
      if (width === 1366) expect(lengths, `${locale} at a laptop's width`).toEqual([9]);
      const overflowing = layout.flatMap((step, index) =>
        step.nameLeft < step.left - 0.5 || step.nameRight > step.right + 0.5 || step.scroll > 0 ? [`${locale} step ${index + 1}`] : [],
      );
      expect(overflowing).toEqual([]);
    }
  });
}
