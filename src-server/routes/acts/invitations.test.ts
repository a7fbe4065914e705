import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  actPartyInvitePath,
  invitationAcceptPath,
  invitationDeclinePath,
  invitationPath,
  InvitationSchema,
  InviteResponseSchema,
  type InviteResponse,
} from '../../../src-domain/http/routes/acts-invitations.ts';
import { CONTACT_PHONE_CONFIRM_PATH, CONTACT_PHONE_PATH } from '../../../src-domain/http/routes/contact-phone.ts';
import { actActionsPath, actPartiesPath, actPath, type ActDetails } from '../../../src-domain/http/routes/acts.ts';
import { DEMO_CAST } from '../../seed/demo-cast.ts';
import { type ActClient, type ActTestApp, createActTestApp, createDraftAct, ok, partyOf } from '../../test-support/act-test-app.ts';

const PUBLIC_ORIGIN = 'https://notary.example.uz';
const TOKEN_IN_LINK = /^https:\/\/notary\.example\.uz\/enotarial_act\/[0-9a-f-]{36}\?invite=([A-Za-z0-9_-]{32})$/;
const SMS_LIMITS = { perUser: { max: 6, timeWindowMs: 3_600_000 }, perAct: { max: 5, timeWindowMs: 3_600_000 }, perPhone: { max: 3, timeWindowMs: 3_600_000 } };

function tokenOf(link: string): string {
  const token = TOKEN_IN_LINK.exec(link)?.[1];
  if (!token) throw new Error(`not an invitation link: ${link}`);
  return token;
}

/**
 * Inviting the parties of an act by SMS, link and QR code, and the invitee's answer (spec §3
 * Party, §4 wizards "invite parties by SMS, link or QR and refresh"); SMS only to the party's
 * registry phone, limited per user, act and phone (docs/security.md "Invitations").
 */
describe('party invitations (spec §4)', () => {
  let t: ActTestApp;
  let aziz: ActClient;
  let malika: ActClient;
  let sherzod: ActClient;
  let act: ActDetails;
  let buyerId: number;

  beforeAll(async () => {
    t = await createActTestApp({ publicOrigin: PUBLIC_ORIGIN, inviteSmsLimits: SMS_LIMITS });
    [aziz, malika, sherzod] = [await t.as('aziz'), await t.as('malika'), await t.as('sherzod')];
    act = await createDraftAct(aziz, { notaryChoice: 'manual', notaryId: 1 });
    act = ok(await aziz.post(actPartiesPath(act.uuid), { ...partyOf('malika'), role: 'buyer', version: act.version }));
    buyerId = act.parties[1]?.id ?? 0;
  });
  afterAll(() => t.close());

  const invite = async (body: Record<string, unknown>, client = aziz): Promise<InviteResponse> =>
    v.parse(InviteResponseSchema, ok(await client.post(actPartyInvitePath(act.uuid, buyerId), body)));

  it('sends the link by SMS through the gateway: the outbox holds it, in the act’s language, and the party shows SMS sent', async () => {
    const answer = await invite({ channel: 'sms' });
    const token = tokenOf(answer.link);
    expect(answer).toMatchObject({ channel: 'sms', smsSent: true, smsTo: '*******22', qrSvg: null });
    const sms = await t.db.selectFrom('sms_outbox').selectAll().where('act_id', '=', act.id).execute();
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ phone: DEMO_CAST.malika.phone, purpose: 'act_invitation' });
    expect(sms[0]?.text).toBe(
      `Karimov Aziz sizni notarial harakatga taklif qildi: Transport vositasini sotish shartnomasi. Ko‘rish va javob berish: ${answer.link}`,
    );
    expect(answer.details.parties[1]).toMatchObject({ invited: true, smsSent: true, status: null });
    const stored = await t.db.selectFrom('act_parties').select('invite_token').where('id', '=', buyerId).executeTakeFirstOrThrow();
    expect(stored.invite_token).toBe(token);
    expect(answer.details.history.at(-1)).toMatchObject({ action: 'invite_party', actorRole: 'applicant', reason: 'sms: Y*** M***' });
  });

  it('keeps the open invitation’s token for the link and the QR code, which is an SVG of the link', async () => {
    const first = await invite({ channel: 'link' });
    const qr = await invite({ channel: 'qr' });
    expect(qr.link).toBe(first.link);
    expect(qr.qrSvg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(first).toMatchObject({ qrSvg: null, smsSent: false });
  });

  it('never sends to a number the applicant types: the SMS goes to the registry phone only', async () => {
    const answer = await invite({ channel: 'sms', phone: '(90) 111 22 33' });
    expect(answer.smsTo).toBe('*******22');
    const phones = await t.db.selectFrom('sms_outbox').select('phone').where('act_id', '=', act.id).execute();
    expect(phones.map((row) => row.phone)).toEqual([DEMO_CAST.malika.phone, DEMO_CAST.malika.phone]);
    expect((await aziz.post(actPartyInvitePath(act.uuid, buyerId), { channel: 'fax' })).statusCode).toBe(400);
  });

  it('sends at most three SMS an hour to one phone: the fourth is 429 with the wait', async () => {
    await invite({ channel: 'sms' });
    const fourth = await aziz.post(actPartyInvitePath(act.uuid, buyerId), { channel: 'sms' });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ code: 'too_many_requests' });
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    expect(await t.db.selectFrom('sms_outbox').select('id').where('act_id', '=', act.id).execute()).toHaveLength(3);
    // The link still works: only messages are limited.
    expect((await invite({ channel: 'link' })).smsSent).toBe(false);
  });

  it('builds links on the configured public origin, never on the Host a request names', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: actPartyInvitePath(act.uuid, buyerId),
      payload: { channel: 'link' },
      headers: { authorization: `Bearer ${aziz.token}`, host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(ok<InviteResponse>(response).link).toMatch(/^https:\/\/notary\.example\.uz\/enotarial_act\//);
  });

  it('lets only the applicant invite, and never the applicant’s own row', async () => {
    expect((await malika.post(actPartyInvitePath(act.uuid, buyerId), { channel: 'link' })).json()).toMatchObject({ code: 'act_not_allowed' });
    expect((await aziz.post(actPartyInvitePath(act.uuid, act.parties[0]?.id ?? 0), { channel: 'link' })).json()).toMatchObject({ code: 'act_not_allowed' });
    expect((await aziz.post(actPartyInvitePath(act.uuid, 999_999), { channel: 'link' })).statusCode).toBe(404);
    const stranger = await sherzod.post(actPartyInvitePath(act.uuid, buyerId), { channel: 'link' });
    expect(stranger.statusCode).toBe(418);
    expect(stranger.json()).toMatchObject({ code: 'pin_not_found_in_uuid' });
  });

  it('shows the invitee what is asked: the act, who invites, the role and the answers open', async () => {
    const token = tokenOf((await invite({ channel: 'link' })).link);
    const invitation = v.parse(InvitationSchema, ok(await malika.get(invitationPath(token))));
    expect(invitation).toEqual({
      uuid: act.uuid,
      actId: act.id,
      actTypeId: 1,
      step: 1,
      state: 'draft',
      inviterName: 'Karimov Aziz Alisher o‘g‘li',
      notaryName: expect.objectContaining({ oz: expect.stringContaining('Saidova') }),
      partyId: buyerId,
      role: 'buyer',
      status: null,
      decidedAt: null,
      allowedActions: ['accept_invitation', 'decline_invitation'],
    });
  });

  it('answers only the invited person: anyone else holding the link gets 418 pin_not_found_in_uuid (spec §8)', async () => {
    const token = tokenOf((await invite({ channel: 'link' })).link);
    for (const client of [sherzod, aziz]) {
      for (const response of [
        await client.get(invitationPath(token)),
        await client.post(invitationAcceptPath(token)),
        await client.post(invitationDeclinePath(token)),
      ]) {
        expect(response.statusCode).toBe(418);
        expect(response.json()).toMatchObject({ code: 'pin_not_found_in_uuid' });
      }
    }
    const unknown = await malika.get(invitationPath('A'.repeat(32)));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'invitation_not_found' });
    expect((await malika.get(invitationPath('not-a-token'))).statusCode).toBe(400);
  });

  it('records a decline with its history line; the same link cannot then accept', async () => {
    const token = tokenOf((await invite({ channel: 'link' })).link);
    act = ok(await malika.post(invitationDeclinePath(token)));
    expect(act.viewer).toMatchObject({ role: 'party', partyStatus: 'declined' });
    expect(act.parties[1]).toMatchObject({ status: 'declined', decidedAt: expect.any(String) });
    expect(act.history.at(-1)).toMatchObject({ action: 'decline_invitation', actorRole: 'party', actorName: 'Yusupova Malika Bobur qizi' });
    const again = await malika.post(invitationAcceptPath(token));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'act_not_allowed' });
    expect(ok<{ status: string }>(await malika.get(invitationPath(token))).status).toBe('declined');
  });

  it('invites a party that declined anew: a fresh token, the old link dead, the status back to awaiting', async () => {
    const old = (await t.db.selectFrom('act_parties').select('invite_token').where('id', '=', buyerId).executeTakeFirstOrThrow()).invite_token ?? '';
    const answer = await invite({ channel: 'link' });
    const token = tokenOf(answer.link);
    expect(token).not.toBe(old);
    expect(answer.details.parties[1]).toMatchObject({ status: null, decidedAt: null });
    expect((await malika.post(invitationAcceptPath(old))).json()).toMatchObject({ code: 'invitation_not_found' });
    act = ok(await malika.post(invitationAcceptPath(token)));
    expect(act.parties[1]).toMatchObject({ status: 'accepted' });
    expect(act.allowedActions).toEqual(['exit_deal']);
    // Refresh (spec §4 "and refresh"): the applicant sees the answer in the act.
    expect(ok<ActDetails>(await aziz.get(actPath(act.uuid))).parties[1]?.status).toBe('accepted');
  });

  it('does not invite a party that has accepted, nor answer twice', async () => {
    const response = await aziz.post(actPartyInvitePath(act.uuid, buyerId), { channel: 'link' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'invitation_answered', message: 'Эта сторона уже приняла приглашение' });
    const token = (await t.db.selectFrom('act_parties').select('invite_token').where('id', '=', buyerId).executeTakeFirstOrThrow()).invite_token ?? '';
    expect((await malika.post(invitationDeclinePath(token))).json()).toMatchObject({ code: 'act_not_allowed' });
  });

  it('lets a party that accepted exit the deal through the lifecycle, and then be invited again', async () => {
    act = ok(await malika.post(actActionsPath(act.uuid), { action: 'exit_deal', confirmed: true, version: act.version }));
    expect(act.parties[1]?.status).toBe('exited');
    const answer = await invite({ channel: 'link' });
    expect(answer.details.parties[1]?.status).toBeNull();
  });

  it('refuses invitations once the act is closed', async () => {
    await t.db.updateTable('notarial_acts').set({ state: 'cancelled' }).where('id', '=', act.id).execute();
    expect((await aziz.post(actPartyInvitePath(act.uuid, buyerId), { channel: 'link' })).json()).toMatchObject({ code: 'act_closed' });
  });
});

describe('SMS invitations limited per act and per user, and only to a registry phone', () => {
  let t: ActTestApp;
  let aziz: ActClient;

  beforeAll(async () => {
    t = await createActTestApp({
      inviteSmsLimits: {
        perUser: { max: 4, timeWindowMs: 3_600_000 },
        perAct: { max: 2, timeWindowMs: 3_600_000 },
        perPhone: { max: 10, timeWindowMs: 3_600_000 },
      },
    });
    aziz = await t.as('aziz');
  });
  afterAll(() => t.close());

  async function actWith(key: 'malika' | 'dilnoza' | 'sherzod'): Promise<{ uuid: string; partyId: number }> {
    let act = await createDraftAct(aziz, { notaryChoice: 'manual', notaryId: 1 });
    act = ok(await aziz.post(actPartiesPath(act.uuid), { ...partyOf(key), role: 'buyer', version: act.version }));
    return { uuid: act.uuid, partyId: act.parties[1]?.id ?? 0 };
  }
  const sms = ({ uuid, partyId }: { uuid: string; partyId: number }) => aziz.post(actPartyInvitePath(uuid, partyId), { channel: 'sms' });

  it('refuses a third SMS on one act, then the user’s fifth attempt on another act (each attempt counts)', async () => {
    const first = await actWith('malika');
    expect((await sms(first)).statusCode).toBe(200);
    expect((await sms(first)).statusCode).toBe(200);
    expect((await sms(first)).json()).toMatchObject({ code: 'too_many_requests' });
    const second = await actWith('sherzod');
    expect((await sms(second)).statusCode).toBe(200);
    expect((await sms(second)).json()).toMatchObject({ code: 'too_many_requests' });
  });

  it('says so when the civil registry has no phone for the party: nothing is sent', async () => {
    await t.db.updateTable('persons').set({ phone: null }).where('pin', '=', DEMO_CAST.dilnoza.pin).execute();
    const act = await actWith('dilnoza');
    const before = await t.db.selectFrom('sms_outbox').select('id').execute();
    const response = await aziz.post(actPartyInvitePath(act.uuid, act.partyId), { channel: 'sms' }, 'oz');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invite_phone_unknown', message: expect.stringContaining('reestrida telefon raqami yo‘q') });
    expect(await t.db.selectFrom('sms_outbox').select('id').execute()).toHaveLength(before.length);
  });
});

describe('SMS invitations go to the contact phone the party confirmed (docs/decisions/0058-contact-phone-at-login.md)', () => {
  let t: ActTestApp;

  beforeAll(async () => {
    t = await createActTestApp({ inviteSmsLimits: SMS_LIMITS });
  });
  afterAll(() => t.close());

  it('sends to Malika’s confirmed number instead of the registry’s, and shows the applicant its last two digits only', async () => {
    const malika = await t.as('malika');
    expect((await malika.post(CONTACT_PHONE_PATH, { phone: '(93) 555 99 00' })).json()).toMatchObject({ status: 'code_sent' });
    const sent = await t.db.selectFrom('sms_outbox').select('text').where('phone', '=', '935559900').executeTakeFirstOrThrow();
    const code = /\b(\d{6})\b/.exec(sent.text)?.[1] ?? '';
    expect((await malika.post(CONTACT_PHONE_CONFIRM_PATH, { phone: '935559900', code })).json()).toEqual({ status: 'confirmed', phone: '935559900' });

    const aziz = await t.as('aziz');
    let act = await createDraftAct(aziz, { notaryChoice: 'manual', notaryId: 1 });
    act = ok(await aziz.post(actPartiesPath(act.uuid), { ...partyOf('malika'), role: 'buyer', version: act.version }));
    const response = await aziz.post(actPartyInvitePath(act.uuid, act.parties[1]?.id ?? 0), { channel: 'sms' });
    const answer = v.parse(InviteResponseSchema, ok(response));
    expect(answer.smsTo).toBe('*******00');
    expect(response.body).not.toContain('935559900');
    const phones = await t.db.selectFrom('sms_outbox').select('phone').where('act_id', '=', act.id).execute();
    expect(phones).toEqual([{ phone: '935559900' }]);
    expect((await aziz.get(actPath(act.uuid))).body).not.toContain('935559900');
  });
});
