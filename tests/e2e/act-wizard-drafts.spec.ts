import { expect, test, type Locator, type Page } from '@playwright/test';
import { actChildrenPath, actPartiesPath, actPath, ACTS_PATH, type ActDetails } from '../../src-domain/http/routes/acts.ts';
import { DEMO_CAST, type DemoKey } from '../../src-server/seed/demo-cast.ts';
import { currentStep } from '../support/act-wizard-ui.ts';
import { openE2eDb } from '../support/e2e-db.ts';
import { openFamilySession } from '../support/family-session.ts';
import { openSeededSession } from '../support/seeded-session.ts';
import { apiAs } from '../support/video-call.ts';

/**
 * Nothing typed on a wizard step is lost (docs/decisions/0060-wizard-step-drafts.md): in three
 * wizards — a general power of attorney's powers, a minor's trip, a contract's terms — what is
 * typed and not yet sent is back after a refresh, stays on screen with the step's message when
 * "next" cannot reach the server, and goes once "next" has saved it; after a logout another
 * person signing in on the same tab finds none of it. The acts are put at the step under test
 * through the API (tests/support/act-api.ts does the same); the wizards' walks are their own specs'.
 */

/** Signs `key` in on this tab as a login leaves them (token and user): the tab's session storage stays. */
async function signInHere(page: Page, key: DemoKey): Promise<void> {
  const db = await openE2eDb();
  try {
    const stored = await openSeededSession(db, { pin: DEMO_CAST[key].pin, phone: DEMO_CAST[key].phone }, 'browser');
    await page.evaluate((session) => {
      localStorage.setItem('enotary.token', JSON.stringify(session.token));
      localStorage.setItem('enotary.user', JSON.stringify(session.user));
    }, stored);
  } finally {
    await db.destroy();
  }
}

async function ok(page: Page, method: 'POST' | 'PATCH', path: string, body: unknown): Promise<ActDetails> {
  const answer = await apiAs<ActDetails>(page, method, path, body);
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.json)}`).toBe(200);
  return answer.json;
}

/** A new act of `type` at its first step after the general info, as "next" on the general info leaves it. */
const newAct = (page: Page, actTypeId: number) =>
  ok(page, 'POST', ACTS_PATH, { actTypeId, regtype: 1, language: 'oz', clientPhone: '901234567', notaryChoice: 'manual', notaryId: 1, wizardStep: 1 });

const toStep = (page: Page, act: ActDetails, wizardStep: number, extras?: Record<string, unknown>) =>
  ok(page, 'PATCH', actPath(act.uuid), { wizardStep, ...(extras ? { extras } : {}), version: act.version });

const draftsInTab = (page: Page) => page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('enotary.draft:')));

const OFFLINE_KEPT = 'Aloqa yo‘q, hech narsa yuborilmadi. Kiritganlaringiz shu qurilmada saqlab qo‘yildi: aloqa tiklangach, qayta bosing.';

/** "next" pressed with the network down: nothing leaves, the step says what was kept, the values stay. */
async function nextOffline(page: Page, form: Locator, kept: () => Promise<void>): Promise<void> {
  await page.context().setOffline(true);
  await form.getByRole('button', { name: 'Keyingi' }).click();
  await expect(form.getByRole('alert').filter({ hasText: OFFLINE_KEPT })).toBeVisible();
  await kept();
  await page.context().setOffline(false);
}

test('a power of attorney’s powers: back after a refresh and kept offline; after a logout another person on the same tab finds nothing', async ({ page }) => {
  await page.goto('/');
  await signInHere(page, 'aziz');
  const sherzod = DEMO_CAST.sherzod;
  let act = await newAct(page, 11651);
  act = await ok(page, 'POST', actPartiesPath(act.uuid), {
    kind: 'individual',
    pin: sherzod.pin,
    docType: sherzod.documentTypeId,
    docSeries: sherzod.passportSeries,
    docNumber: sherzod.passportNumber,
    role: 'attorney',
    participationType: 1,
    version: act.version,
  });
  await toStep(page, act, 2);
  await page.goto(`/enotarial_act/${act.uuid}`);
  await expect(currentStep(page)).toHaveText('Huquqlar va muddat');

  const form = page.getByRole('form', { name: 'Beriladigan huquqlar va muddat' });
  const use = form.getByRole('checkbox', { name: 'Foydalanish' });
  const represent = form.getByRole('checkbox', { name: 'Manfaatlarini ifodalash' });
  const until = form.getByRole('textbox', { name: /^Amal qilish muddati/ });
  await use.check();
  await represent.check();
  await until.pressSequentially('31122027');
  await expect(until).toHaveValue('31.12.2027');

  await page.reload();
  await expect(currentStep(page)).toHaveText('Huquqlar va muddat');
  await expect(use).toBeChecked();
  await expect(represent).toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'Ijaraga berish' })).not.toBeChecked();
  await expect(until).toHaveValue('31.12.2027');

  await nextOffline(page, form, async () => {
    await expect(use).toBeChecked();
    await expect(until).toHaveValue('31.12.2027');
  });
  await page.reload();
  await expect(until).toHaveValue('31.12.2027');

  // Logout wipes the tab's drafts; Sherzod, signing in on the same tab, finds nothing of Aziz's.
  await page.getByRole('button', { name: /Karimov Aziz|Profil/ }).click();
  await page.getByRole('button', { name: 'Chiqish' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await draftsInTab(page)).toEqual([]);
  await signInHere(page, 'sherzod');
  await page.goto(`/enotarial_act/${act.uuid}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('31.12.2027')).toHaveCount(0);
  expect(await draftsInTab(page)).toEqual([]);
});

test('a minor’s trip: purpose and dates back after a refresh and kept offline; "next" saves them and the draft goes', async ({ page }) => {
  // A child no other test consents for (spec §5 refuses a second unfinished consent for a child).
  const family = await openFamilySession(page, 'browser', 7, '2009-01-01');
  await page.goto('/');
  let act = await newAct(page, 15034);
  act = await ok(page, 'POST', actChildrenPath(act.uuid), { pin: family.childPin, version: act.version });
  act = await toStep(page, act, 2);
  await toStep(page, act, 3, { departureCountryId: 860, destinationCountryIds: [792] });
  await page.goto(`/enotarial_act/${act.uuid}`);
  await expect(currentStep(page)).toHaveText('Maqsad va sanalar');

  const form = page.getByRole('form', { name: 'Safar maqsadi va sanalari' });
  const purpose = form.getByRole('textbox', { name: /^Safar maqsadi/ });
  const from = form.getByRole('textbox', { name: /^Chiqish sanasi/ });
  const to = form.getByRole('textbox', { name: /^Qaytish sanasi/ });
  await purpose.fill('Dam olish');
  await from.pressSequentially('01072027');
  await to.pressSequentially('15072027');

  await page.reload();
  await expect(purpose).toHaveValue('Dam olish');
  await expect(from).toHaveValue('01.07.2027');
  await expect(to).toHaveValue('15.07.2027');

  await nextOffline(page, form, async () => {
    await expect(purpose).toHaveValue('Dam olish');
    await expect(to).toHaveValue('15.07.2027');
  });

  // Back online, "next" sends what was kept; the draft goes with the step.
  const saved = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().endsWith(actPath(act.uuid)));
  await form.getByRole('button', { name: 'Keyingi' }).click();
  expect((await saved).status()).toBe(200);
  await expect(currentStep(page)).toHaveText('Kuzatuvchi shaxs');
  await expect.poll(() => draftsInTab(page)).toEqual([]);
});

test('a contract’s terms: what it is about and its term back after a refresh and kept offline', async ({ page }) => {
  await page.goto('/');
  await signInHere(page, 'aziz');
  const act = await newAct(page, 11680);
  await page.goto(`/enotarial_act/${act.uuid}`);
  const form = page.getByRole('form', { name: /Shartnoma shartlari/ });
  const purpose = form.getByRole('textbox', { name: /^Shartnoma predmeti/ });
  const start = form.getByRole('textbox', { name: /^Muddat boshlanishi/ });
  await purpose.fill('Ta’mirlash ishlari');
  await start.pressSequentially('01022027');

  await page.reload();
  await expect(purpose).toHaveValue('Ta’mirlash ishlari');
  await expect(start).toHaveValue('01.02.2027');

  await nextOffline(page, form, async () => {
    await expect(purpose).toHaveValue('Ta’mirlash ishlari');
    await expect(start).toHaveValue('01.02.2027');
  });
});
