import type { Page } from '@playwright/test';

/**
 * Every visible interactive element smaller than 44 × 44 CSS px. A native control that is
 * visually hidden behind its label (react-aria radios and checkboxes) is measured by its label,
 * which is what the finger touches.
 */
export async function smallTouchTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="tab"], [role="radio"], [role="checkbox"], [role="switch"], [role="option"], [role="menuitem"], [tabindex]:not([tabindex="-1"])';
    const small: string[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      let box = element.getBoundingClientRect();
      // A native radio or checkbox inside its label: the whole label is the target.
      const wrapping = element instanceof HTMLInputElement && (element.type === 'radio' || element.type === 'checkbox') ? element.closest('label') : null;
      if (wrapping) box = wrapping.getBoundingClientRect();
      else if (box.width <= 1 || box.height <= 1) {
        const label = element.closest('label');
        if (!label) continue; // visually hidden with no label: nothing to touch (skip links, focus traps)
        box = label.getBoundingClientRect();
      }
      if (box.width === 0 && box.height === 0) continue; // not rendered (a closed disclosure)
      if (box.width < 44 || box.height < 44) {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
        small.push(`${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return small;
  });
}
