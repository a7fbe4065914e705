import { openE2eDb } from '../support/e2e-db.ts';
import { expect, test, type Page } from '@playwright/test';
import { ROUTE_STATUS } from '../../src-renderer/app/route-status.ts';
import { DEMO_CAST } from '../../src-server/seed/demo-cast.ts';
import { openDemoSession } from '../support/open-session.ts';
import { smallTouchTargets } from '../support/touch-targets.ts';
import { axe, WCAG22_TAGS } from '../support/axe.ts';

/**
 * The kiosk's display aids and read-aloud (docs/decisions/0040-kiosk-display-aids-and-read-aloud.md)
 * in Chromium against the real server: every kiosk screen keeps its touch targets at 44 px or more
 * (WCAG 2.2 2.5.8 asks 24; the kiosk frame promises 44) and passes axe, colour contrast included,
 * with the normal look and with larger text and higher contrast. Read-aloud speaks through a
 * `speechSynthesis` stand-in installed before the page loads (this machine has no voices).
 * A signed-in kiosk citizen (Aziz) as the login opens it; the login itself is the camera tests'.
 */

const KIOSK_ROUTES = ROUTE_STATUS.filter((route) => route.mode === 'kiosk').map((route) => route.path);

/** One of Aziz's acts, for the kiosk paths with `:uuid` and `:rid`. */
async function azizAct(): Promise<{ id: number; uuid: string }> {
  const db = await openE2eDb();
  try {
    return await db.selectFrom('notarial_acts').select(['id', 'uuid']).where('applicant_pin', '=', DEMO_CAST.aziz.pin).orderBy('id').executeTakeFirstOrThrow();
  } finally {
    await db.destroy();
  }
}

function concrete(path: string, act: { id: number; uuid: string }): string {
  return path.replace(':uuid', act.uuid).replace(':rid', String(act.id));
}

async function contrastAndA11y(page: Page): Promise<string[]> {
  const results = await axe(page, WCAG22_TAGS).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function setAid(page: Page, name: 'Katta matn' | 'Yuqori kontrast', on: boolean): Promise<void> {
  const button = page.getByRole('banner').getByRole('button', { name });
  if ((await button.getAttribute('aria-pressed')) !== String(on)) await button.click();
  await expect(button).toHaveAttribute('aria-pressed', String(on));
}

test('every kiosk screen: touch targets of 44 px and axe clean (contrast too), normal and with larger text and higher contrast', async ({ page }) => {
  test.setTimeout(420_000);
  const act = await azizAct();
  await openDemoSession(page, 'aziz', 'kiosk');
  const problems: string[] = [];
  for (const path of KIOSK_ROUTES) {
    const url = concrete(path, act);
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The page's data has arrived when nothing says it is loading any more.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    for (const on of [false, true]) {
      await setAid(page, 'Katta matn', on);
      await setAid(page, 'Yuqori kontrast', on);
      const mode = on ? 'aids on' : 'normal';
      problems.push(...(await smallTouchTargets(page)).map((p) => `${url} (${mode}) small target ${p}`));
      problems.push(...(await contrastAndA11y(page)).map((p) => `${url} (${mode}) ${p}`));
    }
  }
  expect(problems).toEqual([]);
});

test('larger text enlarges the screen, higher contrast darkens it; both stay across screens and end with the logout', async ({ page }) => {
  await openDemoSession(page, 'aziz', 'kiosk');
  await page.goto('/kiosk/main');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const fontSize = () => heading.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  const normalSize = await fontSize();
  await setAid(page, 'Katta matn', true);
  await expect.poll(fontSize).toBeCloseTo(normalSize * 1.5, 0);
  await setAid(page, 'Yuqori kontrast', true);
  await expect(page.locator('html')).toHaveAttribute('data-high-contrast', '');
  await expect(heading).toHaveCSS('color', 'rgb(0, 0, 0)');

  // Another screen of the same citizen keeps them.
  await page.getByRole('link', { name: 'Mening notarial harakatlarim' }).click();
  await expect(page).toHaveURL(/\/kiosk\/my_notarial_act$/);
  await expect(page.locator('html')).toHaveAttribute('data-large-text', '');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Katta matn' })).toHaveAttribute('aria-pressed', 'true');

  // The next citizen finds the terminal's normal display.
  await page.getByRole('banner').getByRole('button', { name: 'Chiqish' }).click();
  await expect(page).toHaveURL(/\/kiosk\/auth$/);
  await expect(page.locator('html')).not.toHaveAttribute('data-large-text');
  await expect(page.locator('html')).not.toHaveAttribute('data-high-contrast');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Yuqori kontrast' })).toHaveAttribute('aria-pressed', 'false');
});

/** The font sizes of the visible text in the page's main region: the body's, and the smallest of any text there. */
async function textSizes(page: Page): Promise<{ body: number; smallest: number }> {
  return page.locator('main').evaluate((main) => {
    const sizes: number[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || node.textContent?.trim() === '' || element.closest('.visually-hidden, [aria-hidden="true"]')) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      sizes.push(parseFloat(getComputedStyle(element).fontSize));
    }
    return { body: parseFloat(getComputedStyle(main).fontSize), smallest: Math.min(...sizes) };
  });
}

test('larger text at 1920×1080, read from 1.5 m: body text of 28 px or more, no text under 20 px, nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await openDemoSession(page, 'aziz', 'kiosk');
  for (const path of ['/kiosk/main', '/kiosk/my_notarial_act']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await setAid(page, 'Katta matn', false);
    const normal = await textSizes(page);
    await setAid(page, 'Katta matn', true);
    const large = await textSizes(page);
    expect(large.body, `${path}: body text with larger text (normal ${normal.body} px)`).toBeGreaterThanOrEqual(28);
    expect(large.smallest, `${path}: the smallest text with larger text (normal ${normal.smallest} px)`).toBeGreaterThanOrEqual(20);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  }
});

test('higher contrast at 1920×1080: every text at 7:1 (WCAG AAA), black where the brand was blue, focus a thick ring with a halo', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await openDemoSession(page, 'aziz', 'kiosk');
  const logout = page.getByRole('banner').getByRole('button', { name: 'Chiqish' });
  for (const path of ['/kiosk/main', '/kiosk/my_notarial_act']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await setAid(page, 'Yuqori kontrast', false);
    await expect(logout).toHaveCSS('color', 'rgb(11, 79, 108)');
    await setAid(page, 'Yuqori kontrast', true);
    await expect(logout).toHaveCSS('color', 'rgb(0, 0, 0)');
    const enhanced = await axe(page).withRules(['color-contrast-enhanced']).analyze();
    expect(enhanced.violations.flatMap((v) => v.nodes.map((n) => `${path} ${n.target.join(' ')}: ${n.failureSummary ?? ''}`))).toEqual([]);
  }
  await logout.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(logout).toBeFocused();
  await expect(logout).toHaveCSS('outline-width', '4px');
  await expect(logout).toHaveCSS('outline-color', 'rgb(0, 0, 0)');
  await expect(logout).toHaveCSS('box-shadow', /rgb\(255, 224, 102\) 0px 0px 0px 9px/);
});

/** A `speechSynthesis` with the given voices that records what it is asked to say and to stop. */
async function stubSpeech(page: Page, langs: string[]): Promise<void> {
  await page.addInitScript((voiceLangs) => {
    const log: { said: { text: string; lang: string }[]; cancels: number } = { said: [], cancels: 0 };
    const voices = voiceLangs.map((lang) => ({ lang, name: `test ${lang}`, default: false, localService: true, voiceURI: lang }));
    class Utterance {
      text: string;
      lang = '';
      rate = 1;
      voice: unknown = null;
      constructor(text: string) {
        this.text = text;
      }
    }
    const synthesis = {
      getVoices: () => voices,
      speak: (utterance: Utterance) => void log.said.push({ text: utterance.text, lang: utterance.lang }),
      cancel: () => void (log.cancels += 1),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
    Object.defineProperty(window, 'speechSynthesis', { value: synthesis, configurable: true });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true });
    Object.defineProperty(window, '__speech', { value: log });
  }, langs);
}

const speechLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { __speech: { said: { text: string; lang: string }[]; cancels: number } }).__speech);

test('read-aloud: started, it says each screen in the locale; stopped, it cuts the voice off and says nothing more', async ({ page }) => {
  await stubSpeech(page, ['uz-UZ', 'ru-RU']);
  await openDemoSession(page, 'aziz', 'kiosk');
  await page.goto('/kiosk/main');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Ovoz chiqarib o‘qish' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect((await speechLog(page)).said).toEqual([]);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => (await speechLog(page)).said)
    .toEqual([{ text: expect.stringMatching(/Kerakli xizmat tugmasini bosing/) as unknown as string, lang: 'uz-UZ' }]);

  // The next screen is read as it opens; in Russian after the switch.
  await page.getByRole('group', { name: 'Interfeys tili' }).getByRole('button', { name: 'Русский' }).click();
  await expect.poll(async () => (await speechLog(page)).said.at(-1)?.lang).toBe('ru-RU');
  await page.getByRole('link', { name: 'Мои нотариальные действия' }).click();
  await expect.poll(async () => (await speechLog(page)).said.at(-1)?.text).toMatch(/^Мои нотариальные действия\./);

  const before = await speechLog(page);
  const stop = page.getByRole('banner').getByRole('button', { name: 'Читать вслух' });
  await stop.click();
  await expect(stop).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(async () => (await speechLog(page)).cancels).toBeGreaterThan(before.cancels);
  await page.getByRole('banner').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/kiosk\/main$/);
  expect((await speechLog(page)).said).toHaveLength(before.said.length);
});

test('read-aloud without a voice for the locale says so and speaks nothing', async ({ page }) => {
  await stubSpeech(page, ['en-US']);
  await openDemoSession(page, 'aziz', 'kiosk');
  await page.goto('/kiosk/main');
  const missing = page.getByRole('banner').getByRole('button', { name: 'Ovozli o‘qish: ovoz o‘rnatilmagan' });
  await expect(missing).toHaveAttribute('aria-disabled', 'true');
  await missing.click({ force: true });
  expect((await speechLog(page)).said).toEqual([]);
});
