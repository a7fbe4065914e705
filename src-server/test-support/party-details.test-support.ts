import { expect } from 'vitest';
import { issue } from '../../src-domain/acts/blocking/blocking-rule.ts';
import { formatBlockingIssue } from '../../src-domain/acts/blocking/blocking-messages.ts';
import { actPartiesPath, actPartyPath, actPath, type ActDetails, type ActParty } from '../../src-domain/http/routes/acts.ts';
import { gatherActFacts } from '../acts/blocking/gather-act-facts.ts';
import { DEMO_CAST } from '../seed/demo-cast.ts';
import { type ActTestApp, createDraftAct, ok, partyOf } from './act-test-app.ts';

const CONSULAR = { consulate: 'Bosh konsullik, Sankt-Peterburg', registeredAt: '12.03.2021 10:15:00' };

function partyIn(act: ActDetails, pin: string): ActParty {
  const party = act.parties.find((candidate) => candidate.pin === pin);
  expect(party, pin).toBeDefined();
  return party as ActParty;
}

/**
 * The §3 party fields and the sign-language interpreter through the party routes
 * (docs/decisions/0051-party-details.md), the same journey on SQLite and PostgreSQL: stored,
 * returned whole to the person, hidden from the applicant where personal, refused where they do
 * not apply, and an attorney's rights held to the §5 limits.
 */
export async function runPartyDetailsJourney(t: ActTestApp): Promise<void> {
  const aziz = await t.as('aziz');
  const malika = await t.as('malika');
  const country = await t.db.selectFrom('countries').select('id').orderBy('id').executeTakeFirstOrThrow();

  // A buyer registered at a consulate abroad: personal, so the applicant learns only that it is filled.
  let act = await createDraftAct(aziz);
  act = ok<ActDetails>(
    await aziz.post(actPartiesPath(act.uuid), { ...partyOf('malika'), role: 'buyer', details: { consular: { countryId: country.id, ...CONSULAR } } }),
  );
  expect(partyIn(act, DEMO_CAST.malika.pin)).toMatchObject({ details: {}, hiddenDetails: ['consular'] });
  const own = partyIn(ok<ActDetails>(await malika.get(actPath(act.uuid))), DEMO_CAST.malika.pin);
  expect(own.details).toEqual({ consular: { countryId: country.id, ...CONSULAR } });
  expect(own.hiddenDetails).toEqual([]);

  // Marriage data for a buyer does not apply: refused at the field, nothing stored.
  const refused = await aziz.post(actPartiesPath(act.uuid), {
    ...partyOf('dilnoza'),
    role: 'buyer',
    details: { marriage: { certificateNumber: 'I-TN 123456', registeredAt: '01.06.2015 11:00:00', office: 'Yunusobod FHDYo' } },
  });
  expect(refused.statusCode).toBe(400);
  expect(refused.json()).toMatchObject({ code: 'validation_failed', details: [{ path: 'details.marriage' }] });
  // A consular registration in a country the dictionary does not have.
  const unknownCountry = await aziz.post(actPartiesPath(act.uuid), {
    ...partyOf('dilnoza'),
    role: 'buyer',
    details: { consular: { countryId: 999_999, ...CONSULAR } },
  });
  expect(unknownCountry.json()).toMatchObject({ code: 'validation_failed', details: [{ path: 'details.consular.countryId' }] });
  // A date-time without its time (spec §5 date-time mask).
  const noTime = await aziz.post(actPartiesPath(act.uuid), {
    ...partyOf('dilnoza'),
    role: 'buyer',
    details: { consular: { countryId: country.id, consulate: 'X', registeredAt: '12.03.2021' } },
  });
  expect(noTime.json()).toMatchObject({ code: 'validation_failed', details: [{ path: 'details.consular.registeredAt' }] });
  expect(ok<ActDetails>(await aziz.get(actPath(act.uuid))).parties).toHaveLength(2);

  // The sign-language interpreter: a party of their own, a real person by pin and document.
  act = ok<ActDetails>(await aziz.post(actPartiesPath(act.uuid), { ...partyOf('dilnoza'), role: 'sign_interpreter' }));
  expect(partyIn(act, DEMO_CAST.dilnoza.pin)).toMatchObject({ role: 'sign_interpreter', status: null, fullName: 'Karimova Dilnoza Rustam qizi' });
  const notAPerson = await aziz.post(actPartiesPath(act.uuid), { ...partyOf('jasur'), docNumber: '7654321', role: 'sign_interpreter' });
  expect(notAPerson.json()).toMatchObject({ code: 'registry_person_not_found' });

  // An edit: the hidden group stays when left out, null removes it.
  const buyerId = partyIn(act, DEMO_CAST.malika.pin).id;
  act = ok<ActDetails>(await aziz.patch(actPartyPath(act.uuid, buyerId), { isPayer: true }));
  expect(partyIn(act, DEMO_CAST.malika.pin).hiddenDetails).toEqual(['consular']);
  act = ok<ActDetails>(await aziz.patch(actPartyPath(act.uuid, buyerId), { details: { consular: null } }));
  expect(partyIn(act, DEMO_CAST.malika.pin).hiddenDetails).toEqual([]);

  // An attorney of a general power of attorney: rights within the §5 limits are stored and shown to the applicant.
  let proxy = await createDraftAct(aziz, { actTypeId: 11651 });
  const tooMuch = await aziz.post(actPartiesPath(proxy.uuid), {
    ...partyOf('malika'),
    role: 'attorney',
    details: { attorneyRights: { rights: ['use', 'sell'], delegation: false } },
  });
  expect(tooMuch.statusCode).toBe(400);
  expect(tooMuch.json()).toEqual({ code: 'act_blocked', message: formatBlockingIssue(issue('general_proxy_disposal_forbidden', { rights: 'sell' }), 'ru') });
  proxy = ok<ActDetails>(
    await aziz.post(actPartiesPath(proxy.uuid), {
      ...partyOf('malika'),
      role: 'attorney',
      details: { attorneyRights: { rights: ['use', 'represent'], delegation: true } },
    }),
  );
  expect(partyIn(proxy, DEMO_CAST.malika.pin).details).toEqual({ attorneyRights: { rights: ['use', 'represent'], delegation: true } });
  // Sending checks them again with the act's own rights (spec §5): the blocking facts hold both.
  await t.db
    .updateTable('notarial_acts')
    .set({ extras_json: JSON.stringify({ rights: ['manage'] }) })
    .where('id', '=', proxy.id)
    .execute();
  expect((await gatherActFacts(t.db, proxy.id)).proxy.rights).toEqual(['manage', 'use', 'represent']);
}
