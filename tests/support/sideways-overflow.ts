import type { Page } from '@playwright/test';

/**
 * How far the page is wider than its window (0 when nothing scrolls sideways), and the
 * outermost elements that stick out: an element whose parent sticks out too is named by the parent.
 */
export const sidewaysOverflow = (page: Page): Promise<{ overflow: number; out: string[] }> =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out = Array.from(document.body.querySelectorAll<HTMLElement>('*'))
      .filter((element) => element.getBoundingClientRect().right > width + 0.5 && element.getBoundingClientRect().width > 0)
      .filter((element) => !(element.parentElement && element.parentElement.getBoundingClientRect().right > width + 0.5))
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]}`);
    return { overflow: document.documentElement.scrollWidth - width, out };
  });
