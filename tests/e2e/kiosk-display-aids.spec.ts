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
  await expect.poll(fontSize).toBeCloseTo(normalSize * 1.25, 0);
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
