import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatHandoffCode, HANDOFF_CODE_ALPHABET, HANDOFF_CODE_LENGTH } from '../../../src-domain/acts/handoff/handoff-code.ts';
import { actHandoffPath, HANDOFF_REDEEM_PATH, type ActHandoffResponse, type HandoffRedeemResponse } from '../../../src-domain/http/routes/act-handoff.ts';
import { type ActClient, type ActTestApp, createActTestApp, createDraftAct, ok } from '../../test-support/act-test-app.ts';

/** An act carried between a terminal and the web by a one-time code (docs/decisions/0044-act-handoff-code.md). */
describe('act handoff', () => {
  let t: ActTestApp;
  let aziz: ActClient;
  let dilnoza: ActClient;

  beforeAll(async () => {
    t = await createActTestApp();
    [aziz, dilnoza] = await Promise.all([t.as('aziz'), t.as('dilnoza')]);
  });
  afterAll(() => t.close());

  const handoff = async (client: ActClient, uuid: string) => ok<ActHandoffResponse>(await client.post(actHandoffPath(uuid)));
  const redeem = (client: ActClient, code: string, locale?: string) => client.post(HANDOFF_REDEEM_PATH, { code }, locale);

  it('gives the applicant a code, a link and its QR code, and keeps only the code’s digest', async () => {
    const act = await createDraftAct(aziz, { actTypeId: 15034, wizardStep: 1 });
    const answer = await handoff(aziz, act.uuid);
    expect(answer.code).toMatch(new RegExp(`^[${HANDOFF_CODE_ALPHABET}]{${HANDOFF_CODE_LENGTH}}$`));
    expect(answer.link).toMatch(new RegExp(`/my_notarial_act\\?handoff=${answer.code}$`));
    expect(answer.qrSvg).toMatch(/^<svg/);
    expect(Date.parse(answer.expiresAt) - t.clock.now().getTime()).toBe(30 * 60_000);
    const stored = await t.db.selectFrom('act_handoffs').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(answer.code);
  });

  it('opens the act for the same person once, typed as printed, and at the wizard’s step', async () => {
    const act = await createDraftAct(aziz, { actTypeId: 15034, wizardStep: 1 });
    const { code } = await handoff(aziz, act.uuid);

    // Someone else holding the code (a photo of the terminal's screen) gets the one refusal, and does not use it up.
    const stranger = await redeem(dilnoza, code, 'ru');
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({
      code: 'handoff_code_invalid',
      message: 'Код неверен, истёк или уже использован. Получите новый код на другом устройстве.',
    });

    expect(ok<HandoffRedeemResponse>(await redeem(aziz, formatHandoffCode(code).toLowerCase()))).toEqual({ uuid: act.uuid, wizardStep: 1 });
    const again = await redeem(aziz, code);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'handoff_code_invalid' });
  });

  it('keeps one live code per act: a new one ends the earlier', async () => {
    const act = await createDraftAct(aziz, { actTypeId: 15034, wizardStep: 1 });
    const first = await handoff(aziz, act.uuid);
    const second = await handoff(aziz, act.uuid);
    expect((await redeem(aziz, first.code)).statusCode).toBe(404);
    expect(ok<HandoffRedeemResponse>(await redeem(aziz, second.code)).uuid).toBe(act.uuid);
  });

  it('refuses an expired code the same way', async () => {
    const act = await createDraftAct(aziz, { actTypeId: 15034, wizardStep: 1 });
    const { code } = await handoff(aziz, act.uuid);
    await t.db.updateTable('act_handoffs').set({ expires_at: t.clock.now().toISOString() }).where('used_at', 'is', null).execute();
    expect((await redeem(aziz, code)).json()).toMatchObject({ code: 'handoff_code_invalid' });
  });

  it('gives codes only to the applicant of an act in preparation', async () => {
    const act = await createDraftAct(aziz, { actTypeId: 15034, wizardStep: 1 });
    const outsider = await dilnoza.post(actHandoffPath(act.uuid));
    expect(outsider.statusCode).toBe(418);
    expect(outsider.json()).toMatchObject({ code: 'pin_not_found_in_uuid' });
    await t.db.updateTable('notarial_acts').set({ step: 2 }).where('uuid', '=', act.uuid).execute();
    const sent = await aziz.post(actHandoffPath(act.uuid));
    expect(sent.json()).toMatchObject({ code: 'act_not_editable' });
  });

  it('says what a code looks like when the text cannot be one', async () => {
    const wrong = await redeem(aziz, 'ABC-01', 'oz');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'validation_failed',
      details: [{ path: 'code', message: 'Kod 8 ta harf va raqamdan iborat: uni boshqa ekranda ko‘rsatilganidek kiriting' }],
    });
  });

  it('limits guessing: the eleventh try in ten minutes is 429', async () => {
    const otabek = await t.as('otabek');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await redeem(otabek, 'ABCD-EFGH')).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(statuses[10]).toBe(429);
  });
});
