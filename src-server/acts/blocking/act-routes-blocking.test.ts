import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actActionsPath, actPartiesPath, actPath, actSubjectsPath, type ActDetails } from '../../../src-domain/http/routes/acts.ts';
import { actBansPath, REGISTRY_VEHICLES_PATH } from '../../../src-domain/http/routes/registry-lookups.ts';
import { DEMO_CAST } from '../../seed/demo-cast.ts';
import { type ActTestApp, createActTestApp, createDraftAct, ok, partyOf } from '../../test-support/act-test-app.ts';

const c = DEMO_CAST;

/** The §5 rules as a citizen meets them through the act routes (lookup → add → send). */
describe('blocking rules through the act routes (spec §5, §8)', () => {
  let t: ActTestApp;
  beforeAll(async () => {
    t = await createActTestApp({ scale: 0.3 });
  });
  afterAll(() => t.close());

  it('lets Otabek add his banned car but not send the act: 400 act_blocked listing the debt and the ban, in his locale', async () => {
    const otabek = await t.as('otabek');
    const car = ok<{ id: number }>(await otabek.get(`${REGISTRY_VEHICLES_PATH}?stateNumber=01T517KA`));
    let act = await createDraftAct(otabek, { actTypeId: 101 });
    act = ok<ActDetails>(await otabek.post(actPartiesPath(act.uuid), { ...partyOf('malika'), role: 'attorney', version: act.version }));
    act = ok<ActDetails>(await otabek.post(actSubjectsPath(act.uuid), { kind: 'vehicle', vehicleId: car.id, version: act.version }));
    const shown = ok<ActDetails>(await otabek.get(actPath(act.uuid)));
    expect(shown.blockingIssues.map((found) => found.code)).toEqual(['enforcement_debt', 'vehicle_restricted']);
    expect(shown.blockingIssues[1]?.message).toBe(
      'На транспортное средство 01T517KA в базе ГУБДД есть запрет, арест или неоплаченный штраф. Продолжить можно после снятия запретов и оплаты штрафов',
    );

    const sent = await otabek.post(actActionsPath(act.uuid), { action: 'send_to_notary', confirmed: true, version: shown.version }, 'oz');
    expect(sent.statusCode, sent.body).toBe(400);
    const { code, message } = sent.json<{ code: string; message: string }>();
    expect(code).toBe('act_blocked');
    expect(message.split('\n')).toEqual([
      `Shaxsning (JShShIR ${c.otabek.pin}) Majburiy ijro byurosida to‘lanmagan qarzdorligi bor: 4\u00A0500\u00A0000,00 so‘m. Qarzni to‘liq to‘lang, so‘ng byuro saytida tekshiring`,
      '01T517KA transport vositasiga YHXB bazasida taqiq, hibs yoki to‘lanmagan jarima mavjud. Taqiqlar olib tashlanib, jarimalar to‘langanidan keyin davom ettirish mumkin',
    ]);
    expect(ok<ActDetails>(await otabek.get(actPath(act.uuid))).step).toBe(1);
    // The ban list view shows why (spec §2 screen 13).
    expect(ok<{ subjects: { restrictions: unknown[] }[] }>(await otabek.get(actBansPath(act.uuid))).subjects[0]?.restrictions).toHaveLength(2);
  });

  it('refuses a second unfinished sale of the same car with a link to the first (spec §5 duplicates)', async () => {
    const aziz = await t.as('aziz');
    const car = ok<{ id: number }>(await aziz.get(`${REGISTRY_VEHICLES_PATH}?stateNumber=01A777AA`));
    const first = await createDraftAct(aziz);
    ok<ActDetails>(await aziz.post(actSubjectsPath(first.uuid), { kind: 'vehicle', vehicleId: car.id, version: first.version }));
    const second = await createDraftAct(aziz);
    const refused = await aziz.post(actSubjectsPath(second.uuid), { kind: 'vehicle', vehicleId: car.id, version: second.version });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toEqual({
      code: 'act_blocked',
      message: `По этому же объекту или лицу уже есть незавершённое нотариальное действие: /enotarial_act/${first.uuid}`,
    });
    expect(ok<ActDetails>(await aziz.get(actPath(second.uuid))).subjects).toEqual([]);
  });

  it('refuses someone else’s car added by id, although the lookup would not have shown it', async () => {
    const aziz = await t.as('aziz');
    const malibu = await t.db.selectFrom('vehicles').select('id').where('state_number', '=', '01B345CA').executeTakeFirstOrThrow();
    const act = await createDraftAct(aziz, { actTypeId: 4 });
    const refused = await aziz.post(actSubjectsPath(act.uuid), { kind: 'vehicle', vehicleId: malibu.id, version: act.version });
    expect(refused.json()).toEqual({ code: 'act_blocked', message: 'Вы не значитесь в реестре собственником 01B345CA' });
  });
});
