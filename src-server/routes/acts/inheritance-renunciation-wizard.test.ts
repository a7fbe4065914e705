import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actPartiesPath, actPath, type ActDetails } from '../../../src-domain/http/routes/acts.ts';
import { DEMO_NOTARY_ID } from '../../seed/demo-cast.ts';
import { type ActClient, type ActTestApp, createActTestApp, createDraftAct, ok, partyOf } from '../../test-support/act-test-app.ts';

/**
 * The inheritance renunciation 12047 through its wizard, server side (§3 inheritance case;
 * docs/decisions/0048-translation-and-inheritance-wizards.md): the case step is left only for an
 * open case of the registry, and the draft then holds what the public search shows of it.
 */
describe('inheritance renunciation wizard (12047)', () => {
  let t: ActTestApp;
  let otabek: ActClient;

  beforeAll(async () => {
    t = await createActTestApp();
    otabek = await t.as('otabek');
    await t.db
      .insertInto('inheritance_cases')
      .values({
        case_number: '77/2020',
        opened_at: '2020-03-01',
        deceased_pin: null,
        deceased_name: 'Saidov Bahodir Karim o‘g‘li',
        death_date: '2020-01-10',
        notary_id: DEMO_NOTARY_ID,
        state: 'closed',
      })
      .execute();
  });
  afterAll(() => t.close());

  const step = async (act: ActDetails, wizardStep: number, extras?: Record<string, unknown>) =>
    otabek.patch(actPath(act.uuid), { wizardStep, ...(extras ? { extras: { ...act.extras, ...extras } } : {}), version: act.version }, 'oz');

  it('links the registry’s open case by its number as typed on a kiosk, then finishes', async () => {
    let act = await createDraftAct(otabek, { actTypeId: 12047, wizardStep: 1 });
    expect((await step(act, 2)).json()).toMatchObject({ code: 'validation_failed', details: [{ path: 'extras.caseNumber', message: expect.any(String) }] });
    act = ok(await step(act, 2, { caseNumber: '145 2026', deceasedName: 'Someone Else', deathDate: '01.01.2000' }));
    // The registry's number, the deceased as initials and the date of death replace what was sent.
    expect(act).toMatchObject({ wizardStep: 2, extras: { caseNumber: '145/2026', deceasedName: 'T*** K***', deathDate: '15.08.2026' } });
    // In whose favour must be chosen (decision 0048).
    expect((await step(act, 3)).json()).toMatchObject({ code: 'validation_failed', details: [{ path: 'extras.renunciation' }] });
    act = ok(await step(act, 3, { renunciation: 'unconditional' }));
    expect(act).toMatchObject({ wizardStep: 3, extras: { renunciation: 'unconditional', caseNumber: '145/2026' } });
    act = ok(await step(act, 4));
    expect(act.wizardStep).toBeNull();
  });

  it('in favour of a named person: the beneficiary is a party; the choice and the people must agree', async () => {
    let act = await createDraftAct(otabek, { actTypeId: 12047, wizardStep: 1 });
    act = ok(await step(act, 2, { caseNumber: '145/2026' }));
    const nobodyNamed = await step(act, 3, { renunciation: 'in_favour' });
    expect(nobodyNamed.statusCode).toBe(400);
    expect(nobodyNamed.json()).toMatchObject({ details: [{ path: 'parties', message: 'Kimning foydasiga voz kechayotganingizni qo‘shing' }] });
    act = ok(await otabek.post(actPartiesPath(act.uuid), { ...partyOf('malika'), role: 'beneficiary', version: act.version }));
    expect(act.parties.filter((party) => party.role === 'beneficiary')).toHaveLength(1);
    const contradicting = await step(act, 3, { renunciation: 'unconditional' });
    expect(contradicting.json()).toMatchObject({
      details: [{ path: 'parties', message: 'Hech kimni ko‘rsatmasdan voz kechishda qo‘shilgan shaxslarni olib tashlang' }],
    });
    act = ok(await step(act, 3, { renunciation: 'in_favour' }));
    expect(act).toMatchObject({ wizardStep: 3, extras: { renunciation: 'in_favour' } });
    // Only the roles of the type: a buyer has no place in a renunciation.
    expect((await otabek.post(actPartiesPath(act.uuid), { ...partyOf('aziz'), role: 'buyer', version: act.version })).statusCode).toBe(400);
  });

  it.each([
    ['a number the registry does not know', '999/1999', 'Bunday raqamli meros ishi reyestrda topilmadi'],
    ['a closed case', '77/2020', 'Bu meros ishi yopilgan: undan voz kechish arizasi qabul qilinmaydi'],
  ])('refuses %s and keeps the step', async (_what, caseNumber, message) => {
    const act = await createDraftAct(otabek, { actTypeId: 12047, wizardStep: 1 });
    const refused = await step(act, 2, { caseNumber });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'validation_failed', details: [{ path: 'extras.caseNumber', message }] });
    const stored = ok<ActDetails>(await otabek.get(actPath(act.uuid)));
    expect(stored).toMatchObject({ wizardStep: 1 });
    expect(stored.extras).not.toHaveProperty('deceasedName');
  });
});
