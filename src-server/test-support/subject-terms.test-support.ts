import { expect } from 'vitest';
import { invitationAcceptPath, actPartyInvitePath } from '../../src-domain/http/routes/acts-invitations.ts';
import { actPath, actPartiesPath, actSubjectPath, actSubjectsPath, type ActDetails } from '../../src-domain/http/routes/acts.ts';
import { REGISTRY_OWN_VEHICLES_PATH, type RegistryOwnVehiclesResponse } from '../../src-domain/http/routes/registry-lookups.ts';
import type { Db } from '../db/database.ts';
import { type ActTestApp, createDraftAct, ok, partyOf } from './act-test-app.ts';

const CARD = '4111 1111 1111 1111';

/**
 * The common subject fields through the subject routes (spec §3 "Subjects … Common", §5 card
 * masks; docs/decisions/0050-subject-common-fields.md), for the tests on both engines: Sherzod
 * sells his Malibu to Aziz and states the terms; a wrong card number, an expired card, a share of
 * 3/2, a recipient who is no party and a field a sale does not ask are refused with their
 * localized messages; the card is kept as its last four digits, which Aziz, invited, does not read.
 */
export async function runSubjectTerms(t: ActTestApp & { db: Db }): Promise<ActDetails> {
  const sherzod = await t.as('sherzod');
  let act = await createDraftAct(sherzod, { actTypeId: 1 });
  const { vehicles } = ok<RegistryOwnVehiclesResponse>(await sherzod.get(REGISTRY_OWN_VEHICLES_PATH));
  act = ok(await sherzod.post(actSubjectsPath(act.uuid), { kind: 'vehicle', vehicleId: vehicles[0]?.id, priceTiyin: 14_500_000_000, version: act.version }));
  act = ok(await sherzod.post(actPartiesPath(act.uuid), { ...partyOf('aziz'), role: 'buyer', version: act.version }));
  const buyerId = act.parties.find((party) => party.role === 'buyer')?.id ?? 0;
  const subjectPath = actSubjectPath(act.uuid, act.subjects[0]?.id ?? 0);
  const refused = async (common: Record<string, unknown>, locale = 'ru') => {
    const response = await sherzod.patch(subjectPath, { common, version: act.version }, locale);
    expect(response.statusCode).toBe(400);
    return response.json<{ code: string; details: { path: string; message: string }[] }>();
  };

  expect(await refused({ paymentMethod: 'bank_card', cardNumber: '4111 1111 1111 1112', cardExpiry: '12/30' }, 'oz')).toEqual({
    code: 'validation_failed',
    message: expect.any(String),
    details: [{ path: 'common.cardNumber', message: 'Karta raqami noto‘g‘ri: 16 ta raqamni tekshirib kiriting' }],
  });
  expect((await refused({ shareNumerator: 3, shareDenominator: 2 })).details).toEqual([
    { path: 'common.shareNumerator', message: 'Числитель доли не может быть больше знаменателя' },
  ]);
  expect((await refused({ paymentMethod: 'bank_card', cardNumber: CARD, cardExpiry: '10/26' }, 'uz')).details).toEqual([
    { path: 'common.cardExpiry', message: 'Картанинг амал қилиш муддати тугаган' },
  ]);
  expect((await refused({ paymentMethod: 'bank_card' })).details).toEqual([
    { path: 'common.cardNumber', message: 'Это поле обязательно для заполнения' },
    { path: 'common.cardExpiry', message: 'Это поле обязательно для заполнения' },
  ]);
  expect((await refused({ shareNumerator: 1, shareDenominator: 2, shareRecipientPartyId: 999_999 })).details).toEqual([
    { path: 'common.shareRecipientPartyId', message: 'Получатель доли должен быть участником действия' },
  ]);
  expect((await refused({ insuranceCompany: 'Kafolat' })).details).toEqual([
    { path: 'common.insuranceCompany', message: 'Это поле не относится к данному виду действия' },
  ]);
  expect((await refused({ account: '123' })).details).toEqual([{ path: 'common.account', message: 'Номер счёта состоит из 20 цифр' }]);

  act = ok(
    await sherzod.patch(subjectPath, {
      common: {
        paymentMethod: 'bank_card',
        cardNumber: CARD,
        cardExpiry: '12/30',
        advanceTiyin: 2_000_000_000,
        remainingTiyin: 12_500_000_000,
        ownershipBasis: 'Oldi-sotdi shartnomasi',
        registryDate: '01.02.2020',
        shareNumerator: 1,
        shareDenominator: 2,
        shareRecipientPartyId: buyerId,
      },
      version: act.version,
    }),
  );
  expect(act.subjects[0]?.data).toMatchObject({
    'common.paymentMethod': 'bank_card',
    'common.cardLast4': '1111',
    'common.cardExpiry': '12/30',
    'common.advanceTiyin': 2_000_000_000,
    'common.shareNumerator': 1,
    'common.shareRecipientPartyId': buyerId,
  });
  expect(act.subjects[0]?.data).not.toHaveProperty('common.cardNumber');
  const stored = await t.db
    .selectFrom('act_subjects')
    .select('data_json')
    .where('id', '=', act.subjects[0]?.id ?? 0)
    .executeTakeFirstOrThrow();
  expect(stored.data_json).not.toContain('4111111111111111');

  // The terms edited again without the card typed: the stored card stays.
  act = ok(await sherzod.patch(subjectPath, { common: { paymentMethod: 'bank_card', advanceTiyin: 1_000_000_000 }, version: act.version }));
  expect(act.subjects[0]?.data).toMatchObject({ 'common.cardLast4': '1111', 'common.advanceTiyin': 1_000_000_000 });
  expect(act.subjects[0]?.data).not.toHaveProperty('common.shareNumerator');

  // Aziz, invited, reads the terms but not Sherzod's card.
  const invite = ok<{ link: string }>(await sherzod.post(actPartyInvitePath(act.uuid, buyerId), { channel: 'link' }));
  const token = new URL(invite.link).searchParams.get('invite') ?? '';
  const aziz = await t.as('aziz');
  ok(await aziz.post(invitationAcceptPath(token)));
  const asAziz = ok<ActDetails>(await aziz.get(actPath(act.uuid)));
  expect(asAziz.subjects[0]?.data).toMatchObject({ 'common.paymentMethod': 'bank_card', 'common.advanceTiyin': 1_000_000_000 });
  expect(asAziz.subjects[0]?.data).not.toHaveProperty('common.cardLast4');
  return act;
}
