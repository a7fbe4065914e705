import { expect, test } from '@playwright/test';
import { addPartyByPassport, createWizardAct, currentStep, finishWizard, nextStep } from '../support/act-wizard-ui.ts';
import { SHERZOD } from '../support/demo-people.ts';
import { openDemoSession } from '../support/open-session.ts';

/**
 * The translation certification 11962 as its wizard (spec §2 screen 16; §3 translation
 * languages, party roles; docs/decisions/0048-translation-and-inheritance-wizards.md): Aziz has
 * his diploma's translation certified — the languages chosen from the list, a document
 * "translated" into its own language refused, a refresh at the translator step resuming with the
 * document as typed, Sherzod added as the translator.
 */
test('web: the document and two languages from the list, the translator, a review; a refresh resumes at the same step', async ({ page }) => {
  await openDemoSession(page, 'aziz', 'browser', { keepRotated: true });
  await createWizardAct(page, 11962, 4);

  await expect(currentStep(page)).toHaveText('Hujjat va tillar');
  const document = page.getByRole('form', { name: 'Tarjima qilinadigan hujjat' });
  const from = document.getByRole('combobox', { name: /^Qaysi tildan/ });
  const to = document.getByRole('combobox', { name: /^Qaysi tilga/ });
  await document.getByRole('textbox', { name: /^Tarjima qilinadigan hujjat/ }).fill('Diplom');
  await document.getByRole('textbox', { name: /^Sahifalar soni/ }).pressSequentially('2');
  await from.selectOption({ label: 'Ingliz tili' });
  await to.selectOption({ label: 'Ingliz tili' });
  await document.getByRole('button', { name: 'Keyingi' }).click();
  await expect(to).toHaveAccessibleDescription(/Tarjima tili asl hujjat tilidan farq qilishi kerak/);
  await to.selectOption({ label: 'O‘zbek tili' });
  await nextStep(page);

  await expect(currentStep(page)).toHaveText('Tarjimon');
  await page.reload();
  await expect(currentStep(page)).toHaveText('Tarjimon');
  await page.getByRole('button', { name: 'Oldingi' }).click();
  await expect(document.getByRole('textbox', { name: /^Tarjima qilinadigan hujjat/ })).toHaveValue('Diplom');
  await expect(document.getByRole('textbox', { name: /^Sahifalar soni/ })).toHaveValue('2');
  await expect(from).toHaveValue('en');
  await expect(to).toHaveValue('uz');
  await nextStep(page);

  await expect(currentStep(page)).toHaveText('Tarjimon');
  await page.getByRole('button', { name: 'Keyingi' }).click();
  await expect(page.getByText('Tarjimonni qo‘shing')).toBeVisible();
  await page.getByRole('button', { name: 'Tarjimonni qo‘shish' }).click();
  await addPartyByPassport(page, SHERZOD, 'Rahimov Sherzod Ravshan o‘g‘li');
  await expect(page.getByRole('list', { name: 'Qo‘shilgan tarjimonlar' })).toContainText('Rahimov Sherzod');
  await nextStep(page);

  await expect(currentStep(page)).toHaveText('Tekshirish');
  const facts = page.locator('dl.editor-facts');
  for (const text of ['Diplom', 'Ingliz tili', 'O‘zbek tili', 'Rahimov Sherzod']) await expect(facts).toContainText(text);
  await finishWizard(page);
});
