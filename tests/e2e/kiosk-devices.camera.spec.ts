import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { test } from '../support/camera-test.ts';
import { AZIZ, JAMSHID } from '../support/demo-people.ts';
import { installKioskShell, type KioskShell } from '../support/kiosk-shell.ts';
import { loginFields } from '../support/login-ui.ts';
import { handSessionAtKioskLogin } from '../support/seeded-session.ts';
import { smallTouchTargets } from '../support/touch-targets.ts';

/**
 * The terminal's devices for real (docs/kiosk-devices.md, decision 0024), in Chromium with the
 * real main-process handlers bridged in: a silent microphone fails the self-test and the
 * technician's headset check with spec §8 "no microphone"; with a live one the headset check
 * listens, plays its tone, and the technician's answer goes into the report main keeps. The
 * kiosk dictionaries page shows the offline cache and its age with the API's dictionaries down.
 * The kiosk login is not the subject: the technician and the citizen are handed a session once
 * the terminal has started (handSessionAtKioskLogin).
 */

const headset = (page: Page) => page.getByRole('region', { name: 'Quloqchin tekshiruvi' });

/** The terminal started (its self-test done), then the person signed in and at the main menu. */
async function atTerminal(page: Page, baseURL: string, person: { pin: string }, terminalId: string): Promise<KioskShell> {
  const shell = await installKioskShell(page, baseURL, { terminalId });
  await page.goto('/kiosk/auth');
  await expect(loginFields(page).pin).toBeVisible({ timeout: 30_000 });
  await handSessionAtKioskLogin(page, person);
  await page.getByRole('link', { name: 'e-Notarius — bosh sahifa' }).click();
  await expect(page).toHaveURL(/\/kiosk\/main$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kiosk bosh menyusi' })).toBeVisible();
  return shell;
}

test('a silent microphone: the self-test and the headset check fail it with the §8 message; the tone confirmed is kept', async ({ cameraPage, baseURL }) => {
  const page = await cameraPage(JAMSHID, { microphone: 'silent', touch: true });
  const shell = await atTerminal(page, baseURL!, JAMSHID, 'E2E-SILENT-MIC');
  // Not critical: the terminal serves citizens, the technician is told.
  expect(shell.deps.selfTest.last()).toMatchObject({ outOfService: false });
  expect(shell.deps.selfTest.last()?.checks.find((c) => c.check === 'microphone')).toMatchObject({
    ok: false,
    code: 'no-microphone',
    figures: { level: -100 },
  });

  await page.getByRole('link', { name: 'Terminal diagnostikasi' }).tap();
  await expect(page.getByRole('row', { name: /^Mikrofon/ })).toContainText('O‘tmadi — Mikrofon topilmadi');

  await headset(page).getByRole('button', { name: 'Quloqchinni tekshirish' }).tap();
  await expect(headset(page).getByRole('meter', { name: 'Mikrofon ovozi darajasi' })).toBeVisible();
  // Ten seconds of silence (the listening time), then the verdict.
  await expect(headset(page).getByText('Mikrofon: O‘tmadi — Mikrofon topilmadi (eng baland ovoz -100 dBFS)')).toBeVisible({ timeout: 30_000 });
  const play = headset(page).getByRole('button', { name: 'Sinov ovozini chalish' });
  await expect(play).toBeFocused();
  await play.tap();
  await headset(page).getByRole('button', { name: 'Ha, eshitdim' }).tap();
  await expect(headset(page).getByText('Natija o‘z-o‘zini tekshirish hisobotiga yozildi.')).toBeVisible({ timeout: 30_000 });
  const report = shell.deps.selfTest.last();
  expect(report?.checks.find((c) => c.check === 'microphone')).toMatchObject({ code: 'no-microphone', figures: { level: -100 } });
  expect(report?.checks.find((c) => c.check === 'audio-output')).toMatchObject({ ok: true, figures: { tone: 'heard' } });
  expect(await smallTouchTargets(page)).toEqual([]);
  await expectNoAxeViolations(page);
});

test('a live microphone passes the headset check; a tone the technician did not hear fails the audio output', async ({ cameraPage, baseURL }) => {
  const page = await cameraPage(JAMSHID, { touch: true });
  const shell = await atTerminal(page, baseURL!, JAMSHID, 'E2E-HEADSET');
  expect(shell.deps.selfTest.last()?.checks.find((c) => c.check === 'microphone')).toMatchObject({ ok: true, code: 'ok' });

  await page.getByRole('link', { name: 'Terminal diagnostikasi' }).tap();
  await headset(page).getByRole('button', { name: 'Quloqchinni tekshirish' }).tap();
  // Chromium's fake microphone beeps: heard as speech.
  await expect(headset(page).getByText(/^Mikrofon: O‘tdi — Ishlayapti \(eng baland ovoz -\d+(\.\d)? dBFS\)$/)).toBeVisible({ timeout: 30_000 });
  await headset(page).getByRole('button', { name: 'Yo‘q, eshitmadim' }).tap();
  await expect(headset(page).getByText('Natija hisobotga yozildi: sinov ovozi eshitilmadi.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('row', { name: /^Ovoz chiqishi/ })).toContainText('O‘tmadi — Sinov ovozi quloqchinda eshitilmadi');
  expect(shell.deps.selfTest.last()?.checks.find((c) => c.check === 'audio-output')).toMatchObject({
    ok: false,
    code: 'tone-not-heard',
    figures: { tone: 'not heard' },
  });
  expect(shell.deps.selfTest.last()?.checks.find((c) => c.check === 'microphone')).toMatchObject({ ok: true });
});

test('the kiosk dictionaries page: the cache, its age and a dictionary’s items from the cache, with the API down, in three locales', async ({
  cameraPage,
  baseURL,
}) => {
  const page = await cameraPage(AZIZ, { touch: true });
  const shell = await atTerminal(page, baseURL!, AZIZ, 'E2E-DICTIONARIES');
  const cached = shell.deps.dictionaries.status();
  expect(cached).toMatchObject({ healthy: true, missing: [] });
  let asked = 0;
  await page.route('**/api/dictionaries**', (route) => {
    asked += 1;
    return route.abort('connectionrefused');
  });

  await page.getByRole('link', { name: 'Terminal ma’lumotnomalari' }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Terminal ma’lumotnomalari' })).toBeVisible();
  // Synced when the shell started, moments ago.
  await expect(page.getByText(/^Kesh yoshi: (bir daqiqadan kam|1 daqiqa) \(server ma’lumotnomalarni shuncha vaqt oldin tasdiqlagan\)$/)).toBeVisible();
  await expect(page.getByText(/^Oxirgi yangilash: \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}, muvaffaqiyatli$/)).toBeVisible();
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(cached.dictionaries.length);
  const regions = cached.dictionaries.find((d) => d.name === 'regions')!;
  await expect(page.locator('tr[data-dictionary="regions"] td').nth(1)).toHaveText(String(regions.itemCount));
  await page.getByRole('button', { name: 'Tarkibini ko‘rish: Hududlar' }).tap();
  await expect(page.getByRole('heading', { name: 'Ma’lumotnoma tarkibi: Hududlar' })).toBeVisible();
  await expect(page.getByText('Toshkent shahri').first()).toBeVisible();
  expect(await smallTouchTargets(page)).toEqual([]);
  await expectNoAxeViolations(page);

  const languages = page.getByRole('group', { name: 'Interfeys tili' });
  await languages.getByRole('button', { name: 'Ўзбекча' }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Терминал маълумотномалари' })).toBeVisible();
  await expect(page.getByText(/^Кеш ёши: /)).toBeVisible();
  await page.getByRole('group', { name: 'Интерфейс тили' }).getByRole('button', { name: 'Русский' }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Справочники терминала' })).toBeVisible();
  await expect(page.getByText(/^Возраст кэша: /)).toBeVisible();
  await expect(page.getByText('город Ташкент').first()).toBeVisible();
  expect(asked).toBe(0);
});
