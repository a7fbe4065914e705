import { expect, test } from '@playwright/test';
import { axe, expectNoAxeViolations } from '../support/axe.ts';
import { sidewaysOverflow } from '../support/sideways-overflow.ts';

/**
 * The web portal follows what the person's system asks (WCAG 2.2: 1.4.10 reflow, 1.4.4 resize,
 * 2.3.3 animation): more contrast, forced colours, reduced motion, a 320 px wide screen and a
 * 200 % zoom (a 1280 px window at 200 % lays the page out in 640 CSS px).
 */

const PUBLIC_PAGES = [
  '/',
  '/na_details',
  '/notary',
  '/statistics',
  '/search_proxy',
  '/search_inheritcase',
  '/search_notarial_act',
  '/update_dict',
  '/video_testing',
  '/404',
];

test('reduced motion: the carousel stands still with its start control, and nothing has a transition or animation', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Portal xizmatlari' });
  await expect(carousel.getByRole('button', { name: 'Slaydlar almashinuvini boshlash' })).toBeVisible();
  const shown = carousel.locator('[aria-roledescription="slayd"]:visible');
  const first = await shown.getAttribute('aria-label');
  await page.clock.fastForward(30_000);
  await expect(shown).toHaveAttribute('aria-label', first!);
  const moving = await page.evaluate(() =>
    Array.from(document.querySelectorAll('*'))
      .filter((element) => {
        const style = getComputedStyle(element);
        const seconds = (value: string) => Math.max(...value.split(',').map((part) => parseFloat(part)));
        return seconds(style.transitionDuration) > 0 || seconds(style.animationDuration) > 0;
      })
      .map((element) => element.className || element.tagName),
  );
  expect(moving).toEqual([]);
});

test('without the reduced-motion wish the carousel turns by itself (the test above could fail)', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.clock.install();
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Portal xizmatlari' });
  await expect(carousel.getByRole('button', { name: 'Slaydlar almashinuvini to‘xtatish' })).toBeVisible();
  const shown = carousel.locator('[aria-roledescription="slayd"]:visible');
  const first = await shown.getAttribute('aria-label');
  await page.clock.fastForward(8_000);
  await expect(shown).not.toHaveAttribute('aria-label', first!);
});

test('more contrast: black text and the darker brand, axe clean; forced colours: axe clean and a visible focus ring', async ({ page }) => {
  await page.emulateMedia({ contrast: 'more' });
  await page.goto('/search_proxy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('color', 'rgb(0, 0, 0)');
  await expect(page.locator('.site-footer')).toHaveCSS('background-color', 'rgb(0, 0, 0)');
  await expectNoAxeViolations(page);

  await page.emulateMedia({ contrast: null, forcedColors: 'active' });
  await page.goto('/search_proxy');
  await page.getByRole('textbox').first().focus();
  await expect(page.getByRole('textbox').first()).toHaveCSS('outline-style', 'solid');
  // The system's palette paints the page now (the footer black on white like the rest).
  await expect(page.locator('.site-footer h2').first()).toHaveCSS('color', 'rgb(0, 0, 0)');
  // Contrast is then the system theme's, not the page's (axe misreads forced colours).
  const results = await axe(page).disableRules(['color-contrast']).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

for (const width of [320, 640]) {
  test(`public pages at ${width} CSS px (${width === 320 ? 'a small phone' : '200 % zoom'}): no sideways scrolling, the heading and the footer shown`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 640 });
    const overflowing: string[] = [];
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('1008');
      const { overflow, out } = await sidewaysOverflow(page);
      if (overflow > 0) overflowing.push(`${path}: ${overflow} px (${out.join(', ')})`);
    }
    expect(overflowing).toEqual([]);
  });
}
