import { expect, test } from '@playwright/test';
import { addPartyByPassport, createWizardAct, currentStep, finishWizard, isAnswer, nextStep } from '../support/act-wizard-ui.ts';
import { SHERZOD } from '../support/demo-people.ts';
import { openDemoSession } from '../support/open-session.ts';

/**
 * The inheritance renunciation 12047 as its wizard (spec §2 screen 16; §3 inheritance case;
 * docs/decisions/0048-translation-and-inheritance-wizards.md): Otabek renounces his share of his
 * late father's estate, the case found in the inheritance-case registry by its number; a number
 * the registry does not know is refused by the server; he renounces in favour of Sherzod, whom
 * "next" asks for until he is added; a refresh resumes at the review with the case as the
 * registry gave it and Sherzod named.
 */
test('web: the case from the registry by its number, an unknown number refused, in whose favour, a refresh resumes at the review', async ({ page }) => {
  await openDemoSession(page, 'otabek', 'browser', { keepRotated: true });
  await createWizardAct(page, 12047, 4);

  await expect(currentStep(page)).toHaveText('Meros ishi');
  const caseNumber = page.getByRole('textbox', { name: /^Meros ishi raqami/ });
  await page.getByRole('button', { name: 'Keyingi' }).click();
  await expect(caseNumber).toBeFocused();
  await expect(caseNumber).toHaveAccessibleDescription(/Ushbu maydonni to‘ldirish majburiy/);

  await caseNumber.pressSequentially('999/1999');
  const refused = page.waitForResponse(isAnswer('PATCH', /^\/api\/acts\/[^/]+$/));
  await page.getByRole('button', { name: 'Keyingi' }).click();
  expect((await refused).status()).toBe(400);
  // Only the registry knows the case: the server's refusal is shown at the field.
  await expect(caseNumber).toHaveAccessibleDescription(/Bunday raqamli meros ishi reyestrda topilmadi/);
  await expect(caseNumber).toBeFocused();
  await expect(currentStep(page)).toHaveText('Meros ishi');

  // A kiosk keyboard has no slash: a space separates the same way (the public search's rule).
  await caseNumber.fill('');
  await caseNumber.pressSequentially('145 2026');
  await nextStep(page);

  // In whose favour (decision 0048): a choice first, then the person it names.
  await expect(currentStep(page)).toHaveText('Kimning foydasiga');
  await page.getByRole('button', { name: 'Keyingi' }).click();
  await expect(page.getByRole('group', { name: 'Voz kechish tartibi' })).toHaveAccessibleDescription(/Ushbu maydonni to‘ldirish majburiy/);
  await page.getByRole('radio', { name: 'Ko‘rsatilgan shaxs(lar) foydasiga' }).check();
  await page.getByRole('button', { name: 'Keyingi' }).click();
  await expect(page.getByText('Kimning foydasiga voz kechayotganingizni qo‘shing')).toBeVisible();
  await page.getByRole('button', { name: 'Shaxsni qo‘shish' }).click();
  await addPartyByPassport(page, SHERZOD, 'Rahimov Sherzod Ravshan o‘g‘li');
  await expect(page.getByRole('list', { name: 'Foydasiga voz kechilgan shaxslar' })).toContainText('Rahimov Sherzod Ravshan o‘g‘li');
  await nextStep(page);

  await expect(currentStep(page)).toHaveText('Tekshirish');
  const facts = page.locator('dl.editor-facts');
  await expect(facts).toContainText('145/2026');
  await expect(facts).toContainText('T*** K***');
  await expect(facts).toContainText('15.08.2026');
  await expect(facts).toContainText('Rahimov Sherzod Ravshan o‘g‘li');

  await page.reload();
  await expect(currentStep(page)).toHaveText('Tekshirish');
  await expect(facts).toContainText('145/2026');
  await expect(facts).toContainText('T*** K***');
  await expect(facts).toContainText('Rahimov Sherzod Ravshan o‘g‘li');
  await finishWizard(page);
  await expect(page.getByText('Ko‘rsatilgan shaxs(lar) foydasiga')).toBeVisible();
});
