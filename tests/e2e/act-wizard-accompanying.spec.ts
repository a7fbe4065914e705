import { expect, test } from '@playwright/test';
import { currentStep, isAnswer, nextStep, startActWizard, wizardSteps } from '../support/act-wizard-ui.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { openFamilySession } from '../support/family-session.ts';

/**
 * Accompanying a minor abroad 15035 as its wizard (spec §2 screen 16, §4 "15035: children by
 * personal id, then countries"): a parent of the seeded world types a pin the registry does not
 * record as their minor child and is refused with the spec's "child missing" text, then types their
 * own child's pin, chooses the countries, and a refresh on the review resumes there with the data.
 */
test('web: children by personal id, a pin that is not the applicant’s child refused, countries, a refresh resumes at the review', async ({ page }) => {
  const family = await openFamilySession(page, 'browser', 2, '2010-01-01');
  expect((await startActWizard(page, 15035)).status()).toBe(200);
  await expect(currentStep(page)).toHaveText('Bolalar');
  await expectNoAxeViolations(page);

  const pin = page.getByRole('textbox', { name: /^Bolaning JShShIR/ });
  const addChild = async (typed: string): Promise<number> => {
    await pin.fill(typed);
    const added = page.waitForResponse(isAnswer('POST', /\/children$/));
    await page.getByRole('button', { name: 'Bolani qo‘shish' }).click();
    return (await added).status();
  };
  // Someone the registry does not record as this parent's minor child: the same answer whoever it is.
  expect(await addChild('12345678901234')).toBe(400);
  await expect(page.getByRole('region', { name: '4 qadamdan 2-qadam' }).getByRole('alert')).toContainText('1008');
  expect(await addChild(family.childPin)).toBe(200);
  await expect(page.getByRole('list', { name: 'Qo‘shilgan bolalar' })).toContainText(family.childName);
  await expect(pin).toHaveValue('');
  await nextStep(page);

  // The travel consent's countries step, from the dictionary.
  await expect(currentStep(page)).toHaveText('Davlatlar');
  await page.getByLabel(/^Chiqish davlati/).selectOption({ label: 'O‘zbekiston' });
  await page.getByLabel(/^Boradigan davlat/).selectOption({ label: 'Turkiya' });
  await nextStep(page);

  await expect(currentStep(page)).toHaveText('Tekshirish');
  await page.reload();
  await expect(currentStep(page)).toHaveText('Tekshirish');
  const review = page.getByRole('form', { name: 'Arizani tekshiring' });
  await expect(review).toContainText(family.childName);
  await expect(review).toContainText('Turkiya');
  await nextStep(page, 'Yakunlash');
  await expect(wizardSteps(page)).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Ishtirokchilar' })).toBeVisible();
});
