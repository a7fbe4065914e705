import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actPartiesPath, actPath, type ActDetails } from '../../../src-domain/http/routes/acts.ts';
import { type ActClient, type ActTestApp, createActTestApp, createDraftAct, ok, partyOf } from '../../test-support/act-test-app.ts';

const appAs = async (key: 'aziz') => {
  const app = await createActTestApp();
  return { t: app, aziz: await app.as(key) };
};

/**
 * The translation certification 11962 through its wizard, server side (§3 translation languages,
 * party roles; docs/decisions/0048-translation-and-inheritance-wizards.md).
 */
describe('translation certification wizard (11962)', () => {
  let t: ActTestApp;
  let aziz: ActClient;
  beforeAll(async () => ({ t, aziz } = await appAs('aziz')));
  afterAll(() => t.close());

  const step = async (act: ActDetails, wizardStep: number, extras?: Record<string, unknown>) =>
    aziz.patch(actPath(act.uuid), { wizardStep, ...(extras ? { extras: { ...act.extras, ...extras } } : {}), version: act.version }, 'oz');

  it('the document with two languages of the list, the translator, then finishes', async () => {
    let act = await createDraftAct(aziz, { actTypeId: 11962, wizardStep: 1 });
    const document = { documentName: 'Diplom', pageCount: 2, fromLanguage: 'en', toLanguage: 'uz' };
    act = ok(await step(act, 2, document));
    expect(act).toMatchObject({ wizardStep: 2, extras: document });
    expect((await step(act, 3)).json()).toMatchObject({ code: 'validation_failed', details: [{ path: 'parties' }] });
    act = ok(await aziz.post(actPartiesPath(act.uuid), { ...partyOf('malika'), role: 'translator', version: act.version }));
    act = ok(await step(act, 3));
    act = ok(await step(act, 4));
    expect(act.wizardStep).toBeNull();
  });

  it.each([
    ['a language not on the list', { documentName: 'Diplom', pageCount: 2, fromLanguage: 'English', toLanguage: 'uz' }, 'extras.fromLanguage'],
    ['the same language both ways', { documentName: 'Diplom', pageCount: 2, fromLanguage: 'en', toLanguage: 'en' }, 'extras.toLanguage'],
  ])('refuses %s and keeps the step', async (_what, extras, path) => {
    const act = await createDraftAct(aziz, { actTypeId: 11962, wizardStep: 1 });
    const refused = await step(act, 2, extras);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'validation_failed', details: [{ path }] });
    expect(ok<ActDetails>(await aziz.get(actPath(act.uuid))).wizardStep).toBe(1);
  });
});
