import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 A/AA, the rules every page is held to. */
export const WCAG21_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** With WCAG 2.2 AA on top (target size), for the route walk and the kiosk screens. */
export const WCAG22_TAGS = [...WCAG21_TAGS, 'wcag22aa'];

/**
 * axe on the page. Legacy mode runs axe once in the page, where the default mode runs it in each
 * frame and then opens a blank page to merge the results: the same rules and passes on our pages
 * at half the time per scan (0.9–2.0 s against 1.8–5.4 s for the public pages, measured side by
 * side), over the 70-odd scans of every run. Legacy mode does not enter frames; the portal's
 * only frame, the act's print form (print-form-tab.tsx), is sandboxed without scripts, so axe
 * cannot run inside it in either mode.
 */
export function axe(page: Page, tags: readonly string[] = WCAG21_TAGS): AxeBuilder {
  return new AxeBuilder({ page }).withTags([...tags]).setLegacyMode(true);
}

/** Runs axe (WCAG 2.1 A/AA rules) on the page and fails with the violations listed. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await axe(page).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
