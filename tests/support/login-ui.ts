import { expect, type Page, type Request, test } from '@playwright/test';
import type { Person } from './demo-people.ts';
import { openE2eDb } from './e2e-db.ts';
import { serverLogLines } from './server-log.ts';

/** The three login fields as a citizen finds them (labels of the oz locale, the default). */
export function loginFields(page: Page) {
  return {
    pin: page.getByLabel(/JShShIR/),
    series: page.getByLabel('Pasport seriyasi'),
    number: page.getByLabel('Pasport raqami'),
    submit: page.getByRole('button', { name: /Identifikatsiyadan o‘tish|Tekshirilmoqda/ }),
  };
}

export async function typeLogin(page: Page, person: Person): Promise<void> {
  const fields = loginFields(page);
  // The home page first shows a static copy of the form and loads the real one on focus
  // (docs/performance.md); typing is handed over, which prerender.spec.ts tests. Here the real form's
  // own rules are under test, so type once it is there.
  await fields.pin.focus();
  await expect(page.locator('input[name="pin"]')).toBeAttached({ timeout: 30_000 });
  await fields.pin.fill(person.pin);
  await fields.series.fill(person.series.toLowerCase());
  // Spec §5: focus moves to the number once the series has 2 characters.
  await expect(fields.number).toBeFocused();
  await fields.number.fill(person.number);
}

/** Presses on-screen keys one by one, as a finger on the kiosk would. */
export async function tapKeys(page: Page, text: string): Promise<void> {
  for (const char of text) {
    await page.locator(`.simple-keyboard button[data-skbtn="${char}"]`).click();
  }
}

/** At a kiosk: types the person's identity on the on-screen keyboard and starts the face check. */
export async function submitKioskLogin(page: Page, person: Person): Promise<void> {
  const fields = loginFields(page);
  await fields.pin.click();
  await tapKeys(page, person.pin);
  await fields.series.click();
  await tapKeys(page, person.series);
  await tapKeys(page, person.number);
  await fields.submit.click();
}

/** The login form's phone step, after the face check (spec §5; docs/decisions/0058-contact-phone-at-login.md). */
export function phoneStep(page: Page) {
  const step = page.getByRole('region', { name: 'Telefon raqamingiz' });
  return {
    step,
    phone: step.getByLabel('Telefon raqami', { exact: true }),
    go: step.getByRole('button', { name: 'Davom etish' }),
    code: step.getByLabel('SMS dagi kod', { exact: true }),
    confirm: step.getByRole('button', { name: 'Tasdiqlash', exact: true }),
  };
}

/**
 * Waits for the face check's success (spec §2 screen 3). A check that does not complete, or one
 * of the face match's rare false rejects (docs/liveness.md, figures), is offered "Qayta urinish"
 * (spec §2 screens 2, 4), and a person presses it: so does this, at most twice.
 */
export async function awaitFaceCheckSuccess(page: Page, timeout = 150_000): Promise<void> {
  // The face each refused login was matched with (the token's bestshot), for the failure's report.
  const sent: string[] = [];
  const onRequest = (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/auth')
      sent.push(String((request.postDataJSON() as { jwt?: string }).jwt ?? ''));
  };
  page.on('request', onRequest);
  try {
    await retryFaceCheck(page, timeout, sent);
  } finally {
    page.off('request', onRequest);
  }
}

async function retryFaceCheck(page: Page, timeout: number, sent: string[]): Promise<void> {
  const success = page.getByRole('dialog', { name: 'Shaxsingiz tasdiqlandi' });
  const faceRetry = page.getByRole('dialog', { name: 'Yuzni tekshirish' }).getByRole('button', { name: 'Qayta urinish' });
  const errorRetry = page.getByRole('alertdialog', { name: 'Xatolik' }).getByRole('button', { name: 'Qayta urinish' });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await expect(success.or(faceRetry).or(errorRetry)).toBeVisible({ timeout });
    if (await success.isVisible()) return;
    const bestshot = bestshotOf(sent.at(-1));
    if (bestshot) await test.info().attach(`bestshot of refused attempt ${attempt + 1}`, { body: bestshot, contentType: 'image/jpeg' });
    const refusals = serverLogLines('liveness not live');
    if (refusals.length > 0)
      await test.info().attach(`the server's latest refusals at attempt ${attempt + 1}`, { body: refusals.join('\n'), contentType: 'text/plain' });
    if (attempt === 2) break;
    await ((await faceRetry.isVisible()) ? faceRetry : errorRetry).click();
  }
  await expect(success, 'the face check failed three times').toBeVisible();
}

/** The JPEG of a face-check token's bestshot (spec §3), if `jwt` is one. */
function bestshotOf(jwt: string | undefined): Buffer | null {
  const payload = jwt?.split('.')[1];
  if (!payload) return null;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { bestshot?: string };
  const data = claims.bestshot?.split(',').at(-1);
  return data ? Buffer.from(data, 'base64') : null;
}

/** Closes the success dialog (spec §2 screen 3) and waits for the phone step. */
export async function closeLoginSuccess(page: Page, timeout = 150_000): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Shaxsingiz tasdiqlandi' });
  await awaitFaceCheckSuccess(page, timeout);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  await expect(phoneStep(page).phone).toBeVisible();
}

/**
 * Waits for the success dialog of the login, closes it and keeps the phone the step offers (the
 * demo people's registry numbers): the login as far as the page it leads to.
 */
export async function expectLoginSuccess(page: Page, timeout = 150_000): Promise<void> {
  await closeLoginSuccess(page, timeout);
  const { step, phone, go } = phoneStep(page);
  await expect(phone).not.toHaveValue('');
  await go.click();
  await expect(step).toBeHidden();
}

/** The code of the newest SMS to `phone` (9 digits) in the SMS gateway's outbox, as its owner reads it. */
export async function smsCodeSentTo(phone: string): Promise<string> {
  const db = await openE2eDb();
  try {
    let code: string | undefined;
    await expect
      .poll(async () => {
        const sms = await db
          .selectFrom('sms_outbox')
          .select('text')
          .where('phone', '=', phone)
          .where('purpose', '=', 'phone_confirmation')
          .orderBy('id', 'desc')
          .executeTakeFirst();
        code = sms && /\b(\d{6})\b/.exec(sms.text)?.[1];
        return code;
      })
      .toMatch(/^\d{6}$/);
    return code ?? '';
  } finally {
    await db.destroy();
  }
}

/** A mobile number nobody else uses in this run: the limits count codes per receiving number. */
export function freshPhone(): string {
  return `93${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}

/** `(93) 123 45 67`: a 9-digit number as the field shows it (spec §5 mask). */
export function maskedPhone(phone: string): string {
  return `(${phone.slice(0, 2)}) ${phone.slice(2, 5)} ${phone.slice(5, 7)} ${phone.slice(7)}`;
}

/** Makes `phone` the contact phone of the page's signed-in person again (a registry number needs no code). */
export async function restorePhone(page: Page, phone: string): Promise<void> {
  const token = await storedToken(page);
  const response = await page.request.post('/api/profile/phone', { data: { phone }, headers: { Authorization: `Bearer ${token ?? ''}` } });
  expect(await response.json()).toEqual({ status: 'confirmed', phone });
}

export async function storedToken(page: Page): Promise<string | null> {
  const raw = await page.evaluate(() => localStorage.getItem('enotary.token'));
  return raw === null ? null : (JSON.parse(raw) as string | null);
}
