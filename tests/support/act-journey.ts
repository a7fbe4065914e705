import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { toIsoDate } from '../../src-domain/time/format-date.ts';
import { todayInTashkent } from '../../src-domain/time/tashkent.ts';
import type { CameraFixtures } from './camera-test.ts';
import type { Person } from './demo-people.ts';
import { expectLoginSuccess, loginFields, typeLogin } from './login-ui.ts';

/**
 * A fresh browser context for `person`, whose fake camera shows their face: the token rotates on
 * every 200, so two people (or two tabs of one) must never share stored state.
 */
export async function personPage(cameraPage: CameraFixtures['cameraPage'], person: Person): Promise<{ context: BrowserContext; page: Page }> {
  const page = await cameraPage(person);
  return { context: page.context(), page };
}

/**
 * Signs in on the main page through the real face check (≈ 20 s with the test camera), pressing
 * "Qayta urinish" as a user would when a check does not complete (login-ui.ts
 * `awaitFaceCheckSuccess`). The login flow itself is tested in login.camera.spec.ts.
 */
export async function webLogin(page: Page, person: Person): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/');
  await typeLogin(page, person);
  await loginFields(page).submit.click();
  await expectLoginSuccess(page);
}

/** The act details' action buttons (exactly the server's `allowedActions`). */
export function actions(page: Page): Locator {
  return page.getByRole('region', { name: 'Amallar' });
}

export async function runAction(page: Page, name: string): Promise<void> {
  await actions(page).getByRole('button', { name, exact: true }).click();
}

/** The step the act is at: the list item marked `aria-current="step"` among the nine. */
export async function expectStep(page: Page, step: number): Promise<void> {
  const steps = page.getByRole('navigation', { name: 'Notarial harakat bosqichlari' }).getByRole('listitem');
  await expect(steps).toHaveCount(9);
  await expect(steps.nth(step - 1)).toHaveAttribute('aria-current', 'step', { timeout: 15_000 });
}

export async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

/** Reloads the act as its user sees it now (another person acted in their own browser). */
export async function reloadAct(page: Page, uuid: string, tab?: string): Promise<void> {
  await page.goto(`/enotarial_act/${uuid}${tab ? `?tab=${tab}` : ''}`);
  await expect(page.getByRole('navigation', { name: 'Notarial harakat bosqichlari' })).toBeVisible();
}

/** Tomorrow in Tashkent as the date input wants it (YYYY-MM-DD): a registration time always in the future. */
export function tomorrowIso(now = new Date()): string {
  const tomorrow = new Date(now.getTime() + 24 * 60 * 60_000);
  return toIsoDate(todayInTashkent(tomorrow));
}

/**
 * A new act of the type named `typeName`, registered in person, from "my acts": the general
 * form's create button ("next" for a type with a wizard, whose step 1 then opens), then the act
 * page at step 1. Returns the act's uuid.
 */
export async function createInPersonAct(page: Page, typeName: string, create = 'Harakatni yaratish'): Promise<string> {
  await page.getByRole('link', { name: 'Yangi notarial harakat' }).click();
  await page.getByRole('button', { name: typeName }).click();
  const general = page.getByRole('form', { name: 'Umumiy ma’lumotlar' });
  await general.getByRole('radio', { name: 'Shaxsan, notarius huzurida' }).check();
  await general.getByRole('button', { name: create }).click();
  await expect(page).toHaveURL(/\/enotarial_act\/[0-9a-f-]{36}/, { timeout: 15_000 });
  const match = /\/enotarial_act\/([0-9a-f-]{36})/.exec(page.url());
  if (!match?.[1]) throw new Error(`no act uuid in ${page.url()}`);
  return match[1];
}

/** The demo notary Gulnora, chosen by hand (spec §1 "may choose a notary freely"). */
export async function chooseGulnora(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Notariusni o‘zim tanlayman' }).click();
  await page.getByLabel('Notariusning ismi yoki familiyasi').fill('Saidova');
  await page.getByRole('radio', { name: /Saidova Gulnora/ }).check();
  await page.getByRole('button', { name: 'Shu notariusni tanlash' }).click();
  await expect(page.getByText('Notarius siz tomoningizdan tanlangan.')).toBeVisible({ timeout: 20_000 });
}

/**
 * Pays every invoice on the act's payments tab the way a citizen does (decision 0032): the pay
 * button leads to the payment provider's checkout (the local stand-in), whose "pay" makes the
 * provider's calls to our server and comes back to the payments tab. Returns how many were paid.
 */
export async function payAtCheckout(page: Page, uuid: string): Promise<number> {
  await reloadAct(page, uuid, 'payments');
  const payButtons = page.getByRole('button', { name: /ni Payme orqali to‘lash$/ });
  await expect(payButtons.first()).toBeVisible({ timeout: 20_000 });
  const invoices = await payButtons.count();
  for (let left = invoices - 1; left >= 0; left -= 1) {
    await payButtons.first().click();
    await expect(page).toHaveURL(/\/pay-sandbox\/[A-Za-z0-9_-]+$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'To‘lov (sinov provayderi)' })).toBeVisible();
    await page.getByRole('button', { name: 'To‘lash' }).click();
    await expect(page).toHaveURL(new RegExp(`/enotarial_act/${uuid}\\?tab=payments&payment=\\d+$`), { timeout: 20_000 });
    await expect(page.getByText(/hisob-fakturasi to‘landi\.$/)).toBeVisible({ timeout: 20_000 });
    await expect(payButtons).toHaveCount(left, { timeout: 20_000 });
  }
  return invoices;
}
