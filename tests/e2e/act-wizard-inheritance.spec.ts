import { expect, test } from '@playwright/test';
import { createWizardAct, currentStep, finishWizard, isAnswer, nextStep } from '../support/act-wizard-ui.ts';
import { openDemoSession } from '../support/open-session.ts';

/**
 * The inheritance renunciation 12047 as its wizard (spec §2 screen 16; §3 inheritance case;
 * docs/decisions/0048-translation-and-inheritance-wizards.md): Otabek renounces his share of his
 * late father's estate, the case found in the inheritance-case registry by its number; a number
 * the registry does not know is refused by the server; a refresh resumes at the review with the
 * case as the registry gave it.
 */
test('web: the case from the registry by its number, an unknown number refused, a refresh resumes at the review', async ({ page }) => {
  await openDemoSession(page, 'otabek', 'browser', { keepRotated: true });
  await createWizardAct(page, 12047, 3);

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

  await expect(currentStep(page)).toHaveText('Tekshirish');
  const facts = page.locator('dl.editor-facts');
  await expect(facts).toContainText('145/2026');
  await expect(facts).toContainText('T*** K***');
  await expect(facts).toContainText('15.08.2026');

  await page.reload();
  await expect(currentStep(page)).toHaveText('Tekshirish');
  await expect(facts).toContainText('145/2026');
  await expect(facts).toContainText('T*** K***');
  await finishWizard(page);
});
