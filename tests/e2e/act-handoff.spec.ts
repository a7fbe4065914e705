import { expect, test, type Page } from '@playwright/test';
import { currentStep, expectTouchSized, isAnswer, nextStep } from '../support/act-wizard-ui.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { openFamilySession, openParentSession } from '../support/family-session.ts';
import { tapKeys } from '../support/login-ui.ts';
import { openDemoSession } from '../support/open-session.ts';

/**
 * From the terminal to home and back (docs/decisions/0044-act-handoff-code.md): a parent starts
 * a travel consent at a kiosk, takes the code home and the web opens the wizard at the same
 * step from the QR code's link; the code works once. The web gives a new code, which another
 * citizen's login cannot use, and the kiosk, typed on its on-screen keyboard, continues with it.
 */

const CODE = /^[2-9A-Z]{4}-[2-9A-Z]{4}$/;

/** Asks for a code beside the wizard and reads it off the screen, as the citizen would. */
async function takeCode(page: Page): Promise<string> {
  const panel = page.getByRole('complementary', { name: 'Boshqa qurilmada davom ettirish' });
  const asked = page.waitForResponse(isAnswer('POST', /\/handoff$/));
  await panel.getByRole('button', { name: /kod/i }).click();
  expect((await asked).status()).toBe(200);
  await expect(panel.getByRole('img', { name: 'Davom ettirish havolasining QR kodi' })).toBeVisible();
  const code = (await panel.locator('.act-handoff__code').textContent()) ?? '';
  expect(code).toMatch(CODE);
  return code;
}

test('kiosk → web → kiosk: the act continues at the same step on the other channel, each code once and only for its person', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const family = await openFamilySession(page, 'kiosk', 3, '2009-01-01');
  await page.goto('/kiosk/enotarial_act/-1?type=15034');
  const phone = page.getByRole('form', { name: 'Umumiy ma’lumotlar' }).getByRole('textbox', { name: /Aloqa uchun telefon raqami/ });
  await phone.fill('');
  await phone.pressSequentially('901112233');
  const created = page.waitForResponse(isAnswer('POST', /^\/api\/acts$/));
  await page.getByRole('button', { name: 'Keyingi' }).click();
  const act = (await (await created).json()) as { uuid: string };
  await expect(currentStep(page)).toHaveText('Bolalar');
  const added = page.waitForResponse(isAnswer('POST', /\/children$/));
  await page.getByRole('checkbox', { name: new RegExp(family.childName) }).click();
  expect((await added).status()).toBe(200);
  await nextStep(page);
  await expect(currentStep(page)).toHaveText('Davlatlar');

  // At the terminal: the code, touch-sized, readable by a screen reader, with its QR code.
  await expectTouchSized(page.getByRole('button', { name: 'Davom ettirish kodini olish' }));
  const kioskCode = await takeCode(page);
  await expectNoAxeViolations(page);

  // At home: the QR code's link, after the parent's own login, opens the wizard where it was left.
  const home = await browser.newPage();
  try {
    await openParentSession(home, family.parentPin, 'browser');
    await home.goto(`/my_notarial_act?handoff=${kioskCode.replace('-', '')}`);
    await expect(home).toHaveURL(new RegExp(`/enotarial_act/${act.uuid}$`));
    await expect(currentStep(home)).toHaveText('Davlatlar');

    // Used once: typed again, it is refused beside the field, and what was typed stays.
    await home.goto('/my_notarial_act');
    const field = home.getByRole('textbox', { name: /Davom ettirish kodi/ });
    await field.fill(kioskCode);
    await home.getByRole('button', { name: 'Davom ettirish', exact: true }).click();
    await expect(field).toHaveAccessibleDescription(/Kod noto‘g‘ri, muddati o‘tgan yoki allaqachon ishlatilgan/);
    await expect(field).toHaveValue(kioskCode);

    // Back to the terminal: a new code from the web.
    await home.goto(`/enotarial_act/${act.uuid}`);
    await expect(currentStep(home)).toHaveText('Davlatlar');
    const webCode = await takeCode(home);

    // Another citizen holding it (a photo of the screen) is refused, and does not use it up.
    const stranger = await browser.newPage();
    try {
      await openDemoSession(stranger, 'aziz', 'browser');
      await stranger.goto(`/my_notarial_act?handoff=${webCode.replace('-', '')}`);
      await expect(stranger.getByRole('textbox', { name: /Davom ettirish kodi/ })).toHaveAccessibleDescription(/Kod noto‘g‘ri/);
      await expect(stranger).toHaveURL(/\/my_notarial_act$/);
    } finally {
      await stranger.close();
    }

    // The kiosk: the code typed on the on-screen keyboard (in capitals, as the field asks).
    await page.goto('/kiosk/my_notarial_act');
    await page.getByRole('textbox', { name: /Davom ettirish kodi/ }).click();
    await tapKeys(page, webCode.replace('-', ''));
    await page.getByRole('button', { name: 'Davom ettirish', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/kiosk/enotarial_act/${act.uuid}$`));
    await expect(currentStep(page)).toHaveText('Davlatlar');
  } finally {
    await home.close();
  }
});
