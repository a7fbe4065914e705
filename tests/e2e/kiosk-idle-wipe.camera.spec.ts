import { expect, type Page } from '@playwright/test';
import { AUTH_ROUTES } from '../../src-domain/auth/auth-routes.ts';
import { test } from '../support/camera-test.ts';
import { AZIZ } from '../support/demo-people.ts';
import { installKioskShell } from '../support/kiosk-shell.ts';
import { storedToken } from '../support/login-ui.ts';
import { cachedQueries, installReactProbe } from '../support/react-probe.ts';
import { signInAtTerminal } from '../support/seeded-session.ts';

/**
 * The kiosk idle wipe of a signed-in citizen, in Chromium with the real main-process bridge
 * handlers (docs/decisions/0022-kiosk-idle-wipe.md): nothing of the citizen is left in storage,
 * in the client state the page shows, in the query cache or in the shell's session, and the
 * server refuses the old token. Idle time 30 s (the schema's minimum); Playwright's clock moves
 * the page's time on, the server keeps real time.
 */
const IDLE_MS = 30_000;
const COUNTDOWN_MS = 20_000;

async function kioskLogin(page: Page): Promise<void> {
  // Handed the session a kiosk login leaves (the page's clock is installed first, which the face
  // check's colours and frame pacing cannot run under); a wipe after a real kiosk face login is
  // kiosk-three-citizens.video.spec.ts's.
  await signInAtTerminal(page, AZIZ);
  await expect(page).toHaveURL(/\/kiosk\/main$/);
}

/** What `GET /api/check_token` answers for `token` (spec §7: only 200 or not is read). */
async function checkTokenStatus(page: Page, token: string): Promise<number> {
  return (await page.request.get(AUTH_ROUTES.checkToken, { headers: { Authorization: `Bearer ${token}` } })).status();
}

test('idle: asked, "continue" keeps the session; unanswered, everything of the citizen goes (display aids too) and the terminal is back at its login', async ({
  cameraPage,
  baseURL,
}) => {
  const page = await cameraPage(AZIZ);
  const shell = await installKioskShell(page, baseURL!, { idleTimeoutS: IDLE_MS / 1000 });
  await installReactProbe(page);
  await page.clock.install();
  await kioskLogin(page);

  // The citizen reads their acts (server data in the query cache) in Russian.
  await page.getByRole('link', { name: 'Mening notarial harakatlarim' }).click();
  await expect(page.locator('a[href^="/kiosk/enotarial_act/"]').first()).toBeVisible();
  await page.getByRole('group', { name: 'Interfeys tili' }).getByRole('button', { name: 'Русский' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Мои нотариальные действия' })).toBeVisible();
  expect(await cachedQueries(page)).toContainEqual(expect.stringContaining(AZIZ.pin));
  // …with larger text and higher contrast (docs/decisions/0040-kiosk-display-aids-and-read-aloud.md).
  await page.getByRole('banner').getByRole('button', { name: 'Крупный текст' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Высокий контраст' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-large-text', '');
  await expect(page.locator('html')).toHaveAttribute('data-high-contrast', '');

  await page.clock.fastForward(IDLE_MS);
  const question = page.getByRole('alertdialog', { name: 'Вы ещё здесь?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Продолжить' }).click();
  await expect(question).toHaveCount(0);
  await page.clock.fastForward(COUNTDOWN_MS);
  await expect(page).toHaveURL(/\/kiosk\/my_notarial_act$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Выйти' })).toBeVisible();

  await page.clock.fastForward(IDLE_MS);
  await expect(question).toBeVisible();
  const token = await storedToken(page);
  expect(token).not.toBeNull();
  const clearsBefore = shell.sessionClears;
  await page.clock.fastForward(COUNTDOWN_MS);

  // Back at the login, in the terminal's default locale (oz), signed out.
  await expect(page).toHaveURL(/\/kiosk\/auth$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kioskda tizimga kirish' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'uz-Latn');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Chiqish' })).toHaveCount(0);
  await expect(page.getByText('Karimov')).toHaveCount(0);
  // The next citizen gets the terminal's normal display.
  await expect(page.locator('html')).not.toHaveAttribute('data-large-text');
  await expect(page.locator('html')).not.toHaveAttribute('data-high-contrast');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Katta matn' })).toHaveAttribute('aria-pressed', 'false');
  // The shell's main process cleared the window session (cookies, cache, storage).
  await expect.poll(() => shell.sessionClears).toBe(clearsBefore + 1);
  // Storage holds the terminal's settings only; no query of the citizen is cached.
  await expect.poll(() => page.evaluate(() => ({ ...localStorage }))).toEqual({ 'enotary.locale': '"oz"', 'enotary.mode': '"kiosk"' });
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  // The terminal's own self-test (its devices, no person's data) may be read again at once by the
  // login screen's out-of-service gate; nothing else may be cached.
  expect((await cachedQueries(page)).filter((key) => key !== JSON.stringify(['kiosk', 'self-test']))).toEqual([]);
  // The server ended the session: the last token the page held is refused.
  await expect.poll(() => checkTokenStatus(page, token!)).toBe(403);
});

/** Signed in as the kiosk login leaves a citizen: the first test wipes after a real login, this one after seeded sessions. */
test('logging out and a reload (a crashed renderer comes back the same way) wipe like the idle time does', async ({ cameraPage, baseURL }) => {
  const page = await cameraPage(AZIZ);
  const shell = await installKioskShell(page, baseURL!);
  await signInAtTerminal(page, AZIZ);
  let token = await storedToken(page);
  let clearsBefore = shell.sessionClears;
  await page.getByRole('banner').getByRole('button', { name: 'Chiqish' }).click();
  await expect(page).toHaveURL(/\/kiosk\/auth$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Chiqish' })).toHaveCount(0);
  await expect.poll(() => shell.sessionClears).toBe(clearsBefore + 1);
  await expect.poll(() => page.evaluate(() => ({ ...localStorage }))).toEqual({ 'enotary.locale': '"oz"', 'enotary.mode': '"kiosk"' });
  await expect.poll(() => checkTokenStatus(page, token!)).toBe(403);

  await signInAtTerminal(page, AZIZ);
  token = await storedToken(page);
  expect(token).not.toBeNull();
  clearsBefore = shell.sessionClears;
  await page.reload();
  await expect(page).toHaveURL(/\/kiosk\/auth$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kioskda tizimga kirish' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Chiqish' })).toHaveCount(0);
  expect(await storedToken(page)).toBeNull();
  expect(shell.sessionClears).toBe(clearsBefore + 1);
  await expect.poll(() => checkTokenStatus(page, token!)).toBe(403);
});
