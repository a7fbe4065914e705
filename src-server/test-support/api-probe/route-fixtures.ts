import type { Db } from '../../db/database.ts';
import { DEMO_CAST } from '../../seed/demo-cast.ts';

/**
 * Real values for the path parameters of the API routes, all belonging to the "owner" of the
 * probes (Aziz), and none to the "outsider" (Sherzod): an act of Aziz's with one of its parties,
 * subjects and invoices, one of his queue bookings, an invitation addressed to him.
 */
export interface RouteFixtures {
  uuid: string;
  rid: string;
  partyId: string;
  subjectId: string;
  invoiceId: string;
  bookingId: string;
  inviteToken: string;
  /** An account the administrator's routes name: the outsider's (never the administrator's own). */
  userId: string;
  /** A recording of the act (none exists: the routes answer for the act first, then 404). */
  recordingId: string;
  seq: string;
  /** A digital signature on the act (none exists: the routes answer for the act first, then 404). */
  signatureId: string;
  /** A refund of the act's payments (none exists: the routes answer for the act first, then 404). */
  refundId: string;
}

export const OWNER = 'aziz' as const;
export const OUTSIDER = 'sherzod' as const;

/** The invitation token the fixture gives the owner's party row of the act (as inviting them would). */
const INVITE_TOKEN = 'probeInvitationToken0123456789ab';

export async function loadRouteFixtures(db: Db): Promise<RouteFixtures> {
  const owner = DEMO_CAST[OWNER].pin;
  const outsider = DEMO_CAST[OUTSIDER].pin;
  const act = await db
    .selectFrom('notarial_acts as a')
    .innerJoin('act_parties as p', (join) => join.onRef('p.act_id', '=', 'a.id').on('p.pin', '=', owner))
    .select(['a.id', 'a.uuid', 'p.id as partyId'])
    .where('a.applicant_pin', '=', owner)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('act_parties as o').select('o.id').whereRef('o.act_id', '=', 'a.id').where('o.pin', '=', outsider))))
    .orderBy(
      (eb) =>
        eb
          .selectFrom('act_subjects as s')
          .select((s) => s.fn.countAll().as('n'))
          .whereRef('s.act_id', '=', 'a.id'),
      'desc',
    )
    .orderBy('a.id')
    .executeTakeFirstOrThrow();
  const subject = await db.selectFrom('act_subjects').select('id').where('act_id', '=', act.id).orderBy('id').executeTakeFirst();
  const invoice = await db.selectFrom('act_invoices').select('id').where('act_id', '=', act.id).orderBy('id').executeTakeFirst();
  const booking = await db
    .selectFrom('equeue_bookings as b')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .select('b.id')
    .where('u.pin', '=', owner)
    .orderBy('b.id')
    .executeTakeFirstOrThrow();
  await db.updateTable('act_parties').set({ invite_token: INVITE_TOKEN }).where('id', '=', act.partyId).execute();
  const account = await db.selectFrom('users').select('id').where('pin', '=', outsider).executeTakeFirstOrThrow();
  return {
    uuid: act.uuid,
    rid: String(act.id),
    partyId: String(act.partyId),
    // An act without subjects or invoices still answers for its own: a missing item is a 404 to its members only.
    subjectId: String(subject?.id ?? 999_999),
    invoiceId: String(invoice?.id ?? 999_999),
    bookingId: String(booking.id),
    inviteToken: INVITE_TOKEN,
    userId: String(account.id),
    recordingId: 'probeRecording0123456789',
    seq: '0',
    signatureId: '999999',
    refundId: '999999',
  };
}

export interface ConcreteRoute {
  url: string;
  /** The path names a resource of the owner's (an act, a booking, an invitation). */
  owned: boolean;
}

/** Public things any caller may name: a catalogue service, a notary, a dictionary. */
const PUBLIC_PARAMS: Record<string, Record<string, string>> = {
  '/api/catalogue/:id': { id: '1' },
  '/api/notaries/:id': { id: '1' },
  '/api/dictionaries/:name': { name: 'regions' },
  // The kiosk fleet: a terminal id and an update channel name nobody owns (staff roles decide).
  '/api/terminals/:terminalId': { terminalId: 'PROBE-TERMINAL' },
  '/api/update-channels/:channel': { channel: 'latest' },
};

/** The values for the parameters of `pattern`, and whether they name a resource of the owner. */
function parameterValues(pattern: string, fixtures: RouteFixtures): { values: Readonly<Record<string, string>>; owned: boolean } {
  const publicPrefix = Object.keys(PUBLIC_PARAMS).find((prefix) => pattern === prefix || pattern.startsWith(`${prefix}/`));
  if (publicPrefix) return { values: PUBLIC_PARAMS[publicPrefix] ?? {}, owned: false };
  if (pattern.startsWith('/api/equeue/bookings/')) return { values: { id: fixtures.bookingId }, owned: true };
  if (pattern.startsWith('/api/admin/users/')) return { values: { id: fixtures.userId }, owned: false };
  // The notary's side of the queue names a booking by id; the role decides first, then the notary's own bookings.
  if (pattern.startsWith('/api/notary/equeue/bookings/')) return { values: { id: fixtures.bookingId }, owned: false };
  // A statement entry is the notary's own: the route answers another's (or none) as unknown.
  if (pattern.startsWith('/api/notary/bank-statements/entries/')) return { values: { entryId: '999999' }, owned: false };
  const { uuid, rid, partyId, subjectId, invoiceId, inviteToken, recordingId, seq, signatureId, refundId } = fixtures;
  return { values: { uuid, rid, partyId, subjectId, invoiceId, token: inviteToken, recordingId, seq, signatureId, refundId }, owned: true };
}

/**
 * The route pattern with real values for its parameters. A parameter this table does not know
 * is an error: a new route with a new kind of parameter must be given a fixture here before the
 * access table and the fuzz run can probe it.
 */
export function concreteRoute(pattern: string, fixtures: RouteFixtures): ConcreteRoute {
  const { values, owned } = parameterValues(pattern, fixtures);
  let parameters = 0;
  const url = pattern.replace(/:(\w+)/g, (_whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no fixture for the parameter :${name} of ${pattern} (test-support/api-probe/route-fixtures.ts)`);
    parameters += 1;
    return encodeURIComponent(value);
  });
  return { url, owned: owned && parameters > 0 };
}

/** Every value a fixture offers for `name`, for the fuzz run to mix with bad ones. */
export function fixtureValues(fixtures: RouteFixtures): string[] {
  return [...Object.values(fixtures), '1', 'regions'];
}
