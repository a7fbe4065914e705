import { expect } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { test } from '../support/camera-test.ts';
import { AZIZ, MALIKA, OTABEK } from '../support/demo-people.ts';
import { installKioskShell } from '../support/kiosk-shell.ts';
import { signInAs } from '../support/seeded-session.ts';
import { smallTouchTargets } from '../support/touch-targets.ts';
import {
  closeLoginSuccess,
  expectLoginSuccess,
  freshPhone,
  loginFields,
  maskedPhone,
  phoneStep,
  restorePhone,
  smsCodeSentTo,
  storedToken,
  submitKioskLogin,
  tapKeys,
  typeLogin,
} from '../support/login-ui.ts';

/**
 * Full login through the real face check (docs/liveness.md): Chromium's fake camera plays the person's
 * own face (their registry photo's, cut from a photo inside an npm package) tilting and coming
 * closer; the server's liveness service analyses every frame and matches the best one with the
 * registry photo. No bypass in the logins; the token expiry test starts from a session as the
 * login leaves it (tests/support/seeded-session.ts).
 */

test('browser: pin + passport, face check, success, then my acts (spec §4 login flow)', async ({ cameraPage }) => {
  const page = await cameraPage(AZIZ);
  await page.goto('/');
  await typeLogin(page, AZIZ);
  await loginFields(page).submit.click();
  await expect(page.getByRole('dialog').first()).toBeVisible();
  await closeLoginSuccess(page);

  // The login form's phone (spec §5), asked now that the face check said who this is: prefilled
  // with Aziz's own number. He types a new one; a bad length is said in place, and the new number
  // is his contact phone only once he typed the code the SMS brought.
  const step = phoneStep(page);
  await expect(step.phone).toHaveValue(maskedPhone(AZIZ.phone ?? ''));
  const phone = freshPhone();
  await step.phone.fill(phone.slice(0, 5));
  await step.go.click();
  await expect(step.step).toContainText('Telefon raqami 9 ta raqamdan iborat bo‘lishi kerak');
  await expect(step.phone).toHaveValue(maskedPhone(phone).slice(0, 8));
  await expectNoAxeViolations(page);
  await step.phone.fill(phone);
  await expect(step.phone).toHaveValue(maskedPhone(phone));
  await step.go.click();
  await expect(step.code).toBeFocused();
  const code = await smsCodeSentTo(phone);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await step.code.fill(wrong);
  await step.confirm.click();
  await expect(step.step).toContainText('Kod noto‘g‘ri');
  await expect(step.code).toHaveValue(wrong);
  await step.code.fill(code);
  await step.confirm.click();

  await expect(page).toHaveURL(/\/my_notarial_act$/);
  expect(await storedToken(page)).toMatch(/^[A-Za-z0-9_-]{40,}$/);

  await page.goto('/profile');
  await expect(page.getByRole('main')).toContainText('Karimov');
  await expect(page.getByRole('main')).toContainText(AZIZ.pin);
  await expect(page.getByRole('main')).toContainText(maskedPhone(phone));
  await restorePhone(page, AZIZ.phone ?? '');

  // The web portal's entry to the notification list (decision 0013): Aziz has acts awaiting him.
  const bell = page.getByRole('banner').getByRole('button', { name: /^Bildirishnomalar [1-9]\d*$/ });
  await expect(bell).toBeVisible();
  const count = Number(await bell.locator('.notify-button__count').textContent());
  await bell.click();
  const list = page.getByRole('dialog', { name: 'Notarial harakatlaringiz bo‘yicha bildirishnomalar' });
  await expect(list.getByRole('link')).toHaveCount(count);
  // The seed's car sale to Malika waits for Aziz to confirm its visit time (src-server/seed/demo-acts.ts):
  // a webcam act, so its time is shown and it opens at the e-act path.
  const sale = list.getByRole('link', {
    name: /^Videokonferensiya orqali\s*Transport vositasini sotish shartnomasi\s*Qabul vaqti: \d{2}\.\d{2}\.\d{4} 11:00$/,
  });
  await expect(sale.first()).toHaveAttribute('href', /^\/enotarial_act\/[0-9a-f-]{36}$/);
  for (const href of await list.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
    expect(href).toMatch(/^\/(enotarial_act\/[0-9a-f-]{36}|my_notarial_act\/\d+)$/);
  }
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(bell).toBeFocused();
});

test('kiosk: typed on the on-screen keyboard, face check, kiosk main page, then the notification list (spec §4.5–6)', async ({ cameraPage, baseURL }) => {
  const page = await cameraPage(AZIZ);
  await installKioskShell(page, baseURL!);
  await page.goto('/kiosk/auth');
  // Aziz has an act awaiting his decision in the seed, so the notification list has an item.
  await submitKioskLogin(page, AZIZ);
  await closeLoginSuccess(page);
  // The phone on the numeric on-screen keyboard: a new number, then the SMS code.
  const step = phoneStep(page);
  const keyboard = page.locator('.simple-keyboard');
  await step.phone.click();
  await expect(keyboard).toBeVisible();
  await expect(keyboard.locator('button[data-skbtn="q"]')).toHaveCount(0);
  for (let taps = 0; taps < 20 && (await step.phone.inputValue()) !== ''; taps += 1) {
    await keyboard.locator('button[data-skbtn="{bksp}"]').click();
  }
  await expect(step.phone).toHaveValue('');
  const phone = freshPhone();
  await tapKeys(page, phone);
  await expect(step.phone).toHaveValue(maskedPhone(phone));
  await step.go.click();
  await expect(step.code).toBeFocused();
  await step.code.click();
  await expect(keyboard).toBeVisible();
  // Spec §1 kiosk: a finger reaches every control of the step, the keyboard's keys too.
  expect(await smallTouchTargets(page)).toEqual([]);
  await tapKeys(page, await smsCodeSentTo(phone));
  await step.confirm.click();
  await expect(page).toHaveURL(/\/kiosk\/main$/);
  expect(await storedToken(page)).not.toBeNull();
  const notifications = page.getByRole('dialog', { name: 'Notarial harakatlaringiz bo‘yicha bildirishnomalar' });
  await expect(notifications).toBeVisible();
  // Spec §2 screen 7: in kiosk mode every link is prefixed /kiosk.
  const links = notifications.getByRole('link');
  await expect(links).not.toHaveCount(0);
  for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) expect(href).toMatch(/^\/kiosk\//);
  await restorePhone(page, AZIZ.phone ?? '');
});

test('terms of use: disagree logs out, agree accepts and goes on (spec §4 Terms)', async ({ cameraPage }) => {
  const page = await cameraPage(MALIKA);
  await page.goto('/');
  await typeLogin(page, MALIKA);
  await loginFields(page).submit.click();
  await expectLoginSuccess(page);
  const offer = page.getByRole('dialog');
  await expect(offer).toContainText('видеоконференция', { ignoreCase: true });
  await offer.getByRole('button', { name: 'Rozi emasman va tizimdan chiqaman' }).click();
  await expect(offer).toBeHidden();
  await expect.poll(() => storedToken(page)).toBeNull();
  await expect(page).toHaveURL(/\/$/);

  await typeLogin(page, MALIKA);
  await loginFields(page).submit.click();
  await expectLoginSuccess(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Roziman' }).click();
  await expect(page).toHaveURL(/\/my_notarial_act$/);
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem('enotary.user') ?? 'null') as { termsofuse: number } | null);
  expect(user?.termsofuse).toBe(1);
});

// The session as the login leaves it: what happens after the login is the subject, not the login.
test('a session ended on the server mid-session: token_expired toast, session cleared, path saved (spec §4 Token expiry)', async ({ page, request }) => {
  await signInAs(page, OTABEK);
  await page.goto('/my_notarial_act');
  // Let the page finish its own calls first: one of them answered 403 after the logout below
  // would end the session on that page, before /profile is opened.
  await expect(page.getByRole('heading', { level: 1, name: 'Mening notarial harakatlarim' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const token = await storedToken(page);
  expect(token).not.toBeNull();

  // The session ends on the server (as an idle time-out or a logout elsewhere would end it);
  // revocation ends every token of the session, including the rotated ones.
  const logout = await request.post('/api/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(logout.status()).toBe(200);

  // Watch from the moment the page commits: the 3 s toast can come and go before a slow 'load'.
  // The app starts after the first paint and then asks the server: on a loaded CI machine that
  // can take longer than the default 5 s before the toast appears.
  await page.goto('/profile', { waitUntil: 'commit' });
  await expect(page.getByText('Avtorizatsiya muddati tugadi, tizimga qaytadan kiring')).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => storedToken(page)).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('enotary.redirectUrl'))).toBe(JSON.stringify('/profile'));
});
