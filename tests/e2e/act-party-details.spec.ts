import { expect, test, type Page } from '@playwright/test';
import { addPartyByPassport, isAnswer } from '../support/act-wizard-ui.ts';
import { AZIZ, SHERZOD } from '../support/demo-people.ts';
import { signInAs } from '../support/seeded-session.ts';

interface Draft {
  id: number;
  uuid: string;
}

/**
 * A minor travel consent 15034 in preparation with Aziz's son Jasur (16) chosen from the civil
 * registry, made through the API as the wizard's first steps make it, with the session the page holds.
 */
async function travelDraftWithJasur(page: Page): Promise<Draft> {
  return page.evaluate(async () => {
    const token = JSON.parse(localStorage.getItem('enotary.token') ?? 'null') as string;
    const call = async (method: string, url: string, body?: unknown) => {
      const response = await fetch(url, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': 'oz' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
      return response.json() as Promise<Record<string, unknown>>;
    };
    const act = (await call('POST', '/api/acts', { actTypeId: 15034, regtype: 1, language: 'oz', clientPhone: '901234567', notaryChoice: 'auto' })) as {
      id: number;
      uuid: string;
    };
    const { children } = (await call('GET', '/api/registry/children')) as { children: { pin: string; fullName: string }[] };
    const jasur = children.find((child) => child.fullName.startsWith('Karimov Jasur'));
    await call('POST', `/api/acts/${act.uuid}/children`, { pin: jasur?.pin });
    return { id: act.id, uuid: act.uuid };
  });
}

/**
 * The §3 party fields and the sign-language interpreter on the act page
 * (docs/decisions/0051-party-details.md): Aziz adds Sherzod as a sign-language interpreter — a
 * party of his own, found by pin and passport — and types Jasur's mother's birth date through the
 * incomplete-date mask: "3X.05.1990" is refused with the text kept, "XX.05.1990" is saved; after a
 * reload both are there (the parents' data as filled, read whole only by the person and the notary).
 */
test('web: a sign-language interpreter as a party, a parent’s incomplete birth date refused then saved, both kept after a reload', async ({ page }) => {
  await signInAs(page, AZIZ);
  await page.goto('/my_notarial_act');
  const draft = await travelDraftWithJasur(page);
  await page.goto(`/my_notarial_act/${draft.id}`);
  await page.getByRole('tab', { name: 'Ishtirokchilar' }).click();

  await page.getByRole('button', { name: 'Ishtirokchi qo‘shish' }).click();
  const addForm = page.getByRole('form', { name: 'Taraf qo‘shish' });
  await addForm.getByLabel(/^Harakatdagi roli/).selectOption({ label: 'Imo-ishora tili tarjimoni' });
  await addPartyByPassport(page, SHERZOD, 'Rahimov Sherzod Ravshan o‘g‘li');
  const interpreter = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Rahimov Sherzod/ }) });
  await expect(interpreter.getByRole('heading')).toContainText('Imo-ishora tili tarjimoni');

  const jasur = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Karimov Jasur/ }) });
  await jasur.getByRole('button', { name: /Karimov Jasur.*: ma’lumotlarni tahrirlash/ }).click();
  const editForm = page.getByRole('form', { name: 'Tarafni tahrirlash' });
  const parents = editForm.getByRole('group', { name: 'Ota-onasi' });
  await parents.getByRole('textbox', { name: /^Onasining F\.I\.Sh\./ }).fill('Karimova Nilufar');
  const birthDate = parents.getByRole('textbox', { name: /^Onasining tug‘ilgan sanasi/ });
  await birthDate.pressSequentially('3x051990');
  await expect(birthDate).toHaveValue('3X.05.1990');
  await editForm.getByRole('button', { name: 'Saqlash' }).click();
  await expect(birthDate).toHaveAccessibleDescription(/noma’lum kun yoki oy o‘rniga XX yozing/);
  await expect(birthDate).toHaveValue('3X.05.1990');

  await birthDate.fill('');
  await birthDate.pressSequentially('xx051990');
  await expect(birthDate).toHaveValue('XX.05.1990');
  const saved = page.waitForResponse(isAnswer('PATCH', /\/parties\/\d+$/));
  await editForm.getByRole('button', { name: 'Saqlash' }).click();
  const answer = await saved;
  expect(answer.status()).toBe(200);
  const stored = (await answer.json()) as { parties: { role: string; hiddenDetails?: string[] }[] };
  expect(stored.parties.find((party) => party.role === 'child')?.hiddenDetails).toEqual(['parents']);

  await page.reload();
  await page.getByRole('tab', { name: 'Ishtirokchilar' }).click();
  await expect(interpreter.getByRole('heading')).toContainText('Imo-ishora tili tarjimoni');
  await expect(jasur).toContainText('Faqat shaxsning o‘zi va notarius ko‘radi');
  await expect(jasur).toContainText('Ota-onasi');
});
