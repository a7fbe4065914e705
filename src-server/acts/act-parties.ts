import * as v from 'valibot';
import { allowedPartyRoles, APPLICANT_ROLE } from '../../src-domain/acts/party-roles.ts';
import type { AddChildBody, AddCoOwnersBody, AddPartyBody, AddSpouseBody, EditPartyBody } from '../../src-domain/http/routes/acts-bodies.ts';
import { CO_OWNER_ROLE } from '../../src-domain/acts/blocking/co-owners-rule.ts';
import { issue } from '../../src-domain/acts/blocking/blocking-rule.ts';
import { formatBlockingIssue } from '../../src-domain/acts/blocking/blocking-messages.ts';
import type { PartyRole } from '../../src-domain/acts/party-roles.ts';
import type { ActDetails } from '../../src-domain/http/routes/acts.ts';
import { documentSeriesSchema } from '../../src-domain/acts/editor/document-fields.ts';
import {
  attorneyRightsIssues,
  inapplicableDetailGroups,
  mergePartyDetails,
  readPartyDetails,
  type PartyDetailContext,
  type PartyDetails,
  type PartyDetailsInput,
} from '../../src-domain/acts/editor/party-details.ts';
import type { ActTypeId } from '../../src-domain/acts/act-types.ts';
import { documentNumberSchema } from '../../src-domain/identity/document-number.ts';
import { documentMatches } from '../../src-domain/identity/document-match.ts';
import { maskPersonName } from '../../src-domain/searches/mask-person-name.ts';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import { parseInput } from '../http/parse-input.ts';
import type { CivilPerson } from '../registries/civil-registry.ts';
import type { RequestUser } from '../sessions/request-auth.ts';
import { minorChildrenOf, registrySpouseOf } from '../registry-lookups/registry-family.ts';
import { fullNameOf } from '../registry-lookups/registry-wire.ts';
import type { ActAccess } from './act-access.ts';
import { withActTransaction } from './act-access.ts';
import { editEntry, writeHistory } from './act-audit.ts';
import { assertNotBlocked } from './act-blocking.ts';
import type { ActRequestContext } from './act-context.ts';
import { applicantPartyId } from './act-details.ts';
import { assertEditable } from './act-editable.ts';
import { detailsAfter } from './act-reload.ts';
import { jsonObject } from './act-wire.ts';
import type { PartyRow } from './act-rows.ts';

/** Spec §5: the document number's and series' rules depend on its type. */
function checkDocumentFormat(body: AddPartyBody): void {
  parseInput(
    v.object({ docNumber: documentNumberSchema(body.docType), docSeries: documentSeriesSchema(body.docType) }),
    { docNumber: body.docNumber, docSeries: body.docSeries },
    'body',
  );
}

/** The party's editable columns from a body; absent fields are left out (PATCH keeps them). */
function partyColumns(body: EditPartyBody) {
  const columns = {
    role: body.role,
    representative_pin: body.representativePin,
    participation_type: body.participationType,
    is_payer: body.isPayer === undefined ? undefined : body.isPayer ? 1 : 0,
    relationship: body.relationship,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

/** A consular registration names a country of the countries dictionary. */
async function checkDetailCountry(db: Db, details: PartyDetailsInput | undefined): Promise<void> {
  const countryId = details?.consular?.countryId;
  if (countryId === undefined) return;
  const country = await db.selectFrom('countries').select('id').where('id', '=', countryId).executeTakeFirst();
  if (!country) throw new ApiError('validation_failed', { issues: [{ path: 'details.consular.countryId', type: 'check', message: 'error_invalid_value' }] });
}

/**
 * The party's details as they will be stored: each group must apply to the party's role and kind
 * (docs/decisions/0051-party-details.md), and an attorney's rights obey the §5 limits of the
 * act type with the rule's own message.
 */
function checkedDetails(type: ActTypeId, party: PartyDetailContext, details: PartyDetails, locale: ActRequestContext['locale']): PartyDetails {
  const inapplicable = inapplicableDetailGroups(party, details);
  if (inapplicable.length > 0) {
    throw new ApiError('validation_failed', {
      issues: inapplicable.map((group) => ({ path: `details.${group}`, type: 'check', message: 'error_party_detail_not_applicable' })),
    });
  }
  const refused = attorneyRightsIssues(type, details);
  if (refused.length > 0) {
    throw new ApiError('act_blocked', {
      params: { message: refused.map((found) => formatBlockingIssue(found, locale)).join('\n'), code: refused[0]?.code ?? '' },
    });
  }
  return details;
}

function detailContext(role: PartyRole, kind: 'individual' | 'legal', representativePin: string | null | undefined): PartyDetailContext {
  return { role, kind, represented: representativePin !== null && representativePin !== undefined };
}

interface Registered {
  person: CivilPerson;
  fullName: string;
}

/**
 * Who the party is, from the registries (spec §3: the name is the registry's, not typed). The
 * typed document must be the one the civil registry holds for the pin; an unknown pin and a
 * wrong document get the same answer, so the route cannot tell whether a pin exists.
 */
async function registeredParty(ctx: ActRequestContext, body: AddPartyBody): Promise<Registered> {
  const person = await ctx.registries.civil.findPerson(body.pin);
  if (!person || !documentMatches(person.document, { series: body.docSeries, number: body.docNumber })) throw new ApiError('registry_person_not_found');
  if (body.kind === 'individual') return { person, fullName: fullNameOf(person) };
  const entity = await ctx.db.selectFrom('legal_entities').select('name').where('inn', '=', body.inn).executeTakeFirst();
  if (!entity) throw new ApiError('legal_entity_not_found');
  return { person, fullName: entity.name };
}

async function findParty(trx: Db, actId: number, partyId: number): Promise<PartyRow> {
  const row = await trx.selectFrom('act_parties').selectAll().where('act_id', '=', actId).where('id', '=', partyId).executeTakeFirst();
  if (!row) throw new ApiError('act_item_not_found');
  return row;
}

/**
 * `POST /api/acts/:uuid/parties` (spec §2 screen 15 add-party form): the person is looked up in
 * the civil registry first (outside the transaction) and must hold the typed document; the row
 * starts awaiting its answer (status null) with the registry's document, phone and addresses,
 * which only the person and the act's notary read back (src-domain/acts/party-disclosure.ts);
 * then the §5 rules for an added party run on the act as it now is.
 */
export async function addParty(ctx: ActRequestContext, user: RequestUser, uuid: string, body: AddPartyBody): Promise<ActDetails> {
  checkDocumentFormat(body);
  await checkDetailCountry(ctx.db, body.details);
  const registered = await registeredParty(ctx, body);
  return insertParty(
    ctx,
    user,
    uuid,
    registered,
    {
      pin: body.pin,
      role: body.role,
      kind: body.kind,
      inn: body.kind === 'legal' ? body.inn : null,
      columns: partyColumns(body),
      details: mergePartyDetails({}, body.details ?? {}),
      representativePin: body.representativePin ?? null,
    },
    body.version,
  );
}

/**
 * `POST /api/acts/:uuid/children` (spec §5 "The minor list for 15034 and 15035 comes from the
 * registry"): a child chosen from the caller's own list of minor children joins as `child`. The
 * registry's family link stands in for the typed document: anyone else's pin is refused with
 * the §8 "child or spouse missing" answer.
 */
export async function addChild(ctx: ActRequestContext, user: RequestUser, uuid: string, body: AddChildBody): Promise<ActDetails> {
  const children = await minorChildrenOf(ctx.registries.civil, user.pin, ctx.now());
  const child = children.find((candidate) => candidate.pin === body.pin);
  const person = child ? await ctx.registries.civil.findPerson(child.pin) : undefined;
  if (!child || !person) throw familyMissing(ctx);
  return insertParty(
    ctx,
    user,
    uuid,
    { person, fullName: child.fullName },
    { pin: child.pin, role: 'child', kind: 'individual', inn: null, columns: {} },
    body.version,
  );
}

/**
 * `POST /api/acts/:uuid/spouse` (spec §4 "15003: choose spouse"): the caller's spouse in the civil
 * registry joins as `spouse`, the family link standing in for the typed document. Only the
 * caller's own spouse can be named, so the route reveals no one else. A spouse recorded deceased
 * and an unfinished consent for the same spouse are the §5 rules for an added party (refused,
 * nothing stored).
 */
export async function addSpouse(ctx: ActRequestContext, user: RequestUser, uuid: string, body: AddSpouseBody): Promise<ActDetails> {
  const spouse = await registrySpouseOf(ctx.registries.civil, user.pin);
  if (!spouse) throw familyMissing(ctx);
  return insertParty(
    ctx,
    user,
    uuid,
    { person: spouse, fullName: fullNameOf(spouse) },
    { pin: spouse.pin, role: 'spouse', kind: 'individual', inn: null, columns: {} },
    body.version,
  );
}

/** Spec §8 "child or spouse missing, contact helpline 1008", as the family rule says it. */
function familyMissing(ctx: ActRequestContext): ApiError {
  return new ApiError('act_blocked', {
    params: { message: formatBlockingIssue(issue('child_or_spouse_missing'), ctx.locale), code: 'child_or_spouse_missing' },
  });
}

interface NewParty {
  pin: string;
  role: PartyRole;
  kind: 'individual' | 'legal';
  inn: string | null;
  columns: ReturnType<typeof partyColumns>;
  /** The §3 party fields (checked against the act type in the transaction). */
  details?: PartyDetails;
  representativePin?: string | null;
}

/** Whether `pin` is already in the act (awaiting or accepted) or is its applicant: then it cannot join again. */
async function isInAct(trx: Db, access: ActAccess, pin: string): Promise<boolean> {
  const existing = await trx
    .selectFrom('act_parties')
    .select('id')
    .where('act_id', '=', access.act.id)
    .where('pin', '=', pin)
    .where((eb) => eb.or([eb('status', 'is', null), eb('status', '=', 'accepted')]))
    .executeTakeFirst();
  return existing !== undefined || pin === access.act.applicant_pin;
}

/** The party row with the registry's document, phone and addresses, awaiting its answer (status null). */
async function insertPartyRow(trx: Db, access: ActAccess, registered: Registered, party: NewParty, now: Date): Promise<void> {
  const { person, fullName } = registered;
  await trx
    .insertInto('act_parties')
    .values({
      act_id: access.act.id,
      pin: party.pin,
      role: party.role,
      status: null,
      created_at: now.toISOString(),
      kind: party.kind,
      inn: party.inn,
      full_name: fullName,
      phone: person.phone,
      doc_type: person.document.typeId,
      doc_number: person.document.number,
      doc_date: person.document.issueDate,
      doc_issuer: person.document.issuedBy,
      reg_address: person.registeredAddress,
      act_address: person.actualAddress,
      data_json: JSON.stringify({
        docSeries: person.document.series,
        ...(party.details && Object.keys(party.details).length > 0 ? { details: party.details } : {}),
      }),
      ...party.columns,
    })
    .execute();
}

/** The party row, its history line, then the §5 rules for an added party. */
async function insertParty(
  ctx: ActRequestContext,
  user: RequestUser,
  uuid: string,
  registered: Registered,
  party: NewParty,
  version: number | undefined,
): Promise<ActDetails> {
  const now = ctx.now();
  return withActTransaction(
    ctx.db,
    uuid,
    user,
    async (trx, access) => {
      const type = assertEditable(access);
      if (!allowedPartyRoles(type).includes(party.role)) throw new ApiError('party_role_not_allowed');
      if (await isInAct(trx, access, party.pin)) throw new ApiError('party_exists');
      if (party.details) checkedDetails(type, detailContext(party.role, party.kind, party.representativePin), party.details, ctx.locale);
      await insertPartyRow(trx, access, registered, party, now);
      await writeHistory(trx, access.act.id, editEntry(access, 'add_party', now));
      await assertNotBlocked(ctx.blocking, trx, access.act.id, 'add_party', ctx.locale);
      return detailsAfter(trx, access, now);
    },
    { version, now },
  );
}

/**
 * `POST /api/acts/:uuid/co-owners` (spec §5 "Vehicle in shared ownership: co-owners must be added
 * as sellers or givers and confirm"): every living co-owner the traffic-safety database records
 * for the act's vehicles, not yet in the act, joins in the type's co-owner role (seller, giver),
 * awaiting their answer; the registry's owner list stands in for the typed document, so the
 * applicant never needs a co-owner's pin or passport. A deceased co-owner is the deceased
 * co-owner rule's refusal, not a party. Nothing to add leaves the act as it is.
 */
export async function addCoOwners(ctx: ActRequestContext, user: RequestUser, uuid: string, body: AddCoOwnersBody): Promise<ActDetails> {
  const now = ctx.now();
  return withActTransaction(
    ctx.db,
    uuid,
    user,
    async (trx, access) => {
      const type = assertEditable(access);
      const role = CO_OWNER_ROLE[type];
      if (!role) throw new ApiError('party_role_not_allowed');
      const registries = ctx.registriesIn(trx);
      const subjects = await trx
        .selectFrom('act_subjects')
        .select('vehicle_id')
        .where('act_id', '=', access.act.id)
        .where('vehicle_id', 'is not', null)
        .execute();
      let added = 0;
      for (const { vehicle_id: vehicleId } of subjects) {
        for (const owner of vehicleId === null ? [] : await registries.vehicles.owners(vehicleId)) {
          const person = await registries.civil.findPerson(owner.pin);
          if (!person || person.deathDate !== null || (await isInAct(trx, access, owner.pin))) continue;
          const registered = { person, fullName: fullNameOf(person) };
          await insertPartyRow(trx, access, registered, { pin: owner.pin, role, kind: 'individual', inn: null, columns: {} }, now);
          added += 1;
        }
      }
      if (added > 0) {
        await writeHistory(trx, access.act.id, editEntry(access, 'add_party', now));
        await assertNotBlocked(ctx.blocking, trx, access.act.id, 'add_party', ctx.locale);
      }
      return detailsAfter(trx, access, now);
    },
    { version: body.version, now },
  );
}

/** `PATCH /api/acts/:uuid/parties/:partyId`: the applicant's own row keeps its role. */
export async function editParty(ctx: ActRequestContext, user: RequestUser, uuid: string, partyId: number, body: EditPartyBody): Promise<ActDetails> {
  const now = ctx.now();
  await checkDetailCountry(ctx.db, body.details);
  return withActTransaction(
    ctx.db,
    uuid,
    user,
    async (trx, access) => {
      const type = assertEditable(access);
      const party = await findParty(trx, access.act.id, partyId);
      const parties = await trx.selectFrom('act_parties').select(['id', 'pin']).where('act_id', '=', access.act.id).orderBy('id').execute();
      const isApplicantRow = party.id === applicantPartyId(parties, access.act.applicant_pin);
      if (body.role !== undefined && body.role !== party.role) {
        if (isApplicantRow ? body.role !== APPLICANT_ROLE[type] : !allowedPartyRoles(type).includes(body.role)) throw new ApiError('party_role_not_allowed');
      }
      const data = jsonObject(party.data_json);
      const role = body.role ?? party.role;
      const representativePin = body.representativePin === undefined ? party.representative_pin : body.representativePin;
      // The groups stored and changed must all apply to the party as edited (a role change may leave some behind).
      const details = checkedDetails(
        type,
        detailContext(role as PartyRole, party.kind, representativePin),
        mergePartyDetails(readPartyDetails(data.details), body.details ?? {}),
        ctx.locale,
      );
      const columns = { ...partyColumns(body), data_json: JSON.stringify({ ...data, details }) };
      if (Object.keys(columns).length > 0) await trx.updateTable('act_parties').set(columns).where('id', '=', party.id).execute();
      await writeHistory(trx, access.act.id, editEntry(access, 'edit_party', now));
      return detailsAfter(trx, access, now);
    },
    { version: body.version, now },
  );
}

/** `DELETE /api/acts/:uuid/parties/:partyId`: any party but the applicant's own row. */
export async function removeParty(ctx: ActRequestContext, user: RequestUser, uuid: string, partyId: number, version?: number): Promise<ActDetails> {
  const now = ctx.now();
  return withActTransaction(
    ctx.db,
    uuid,
    user,
    async (trx, access) => {
      assertEditable(access);
      const party = await findParty(trx, access.act.id, partyId);
      const parties = await trx.selectFrom('act_parties').select(['id', 'pin']).where('act_id', '=', access.act.id).orderBy('id').execute();
      if (party.id === applicantPartyId(parties, access.act.applicant_pin)) throw new ApiError('act_not_allowed');
      await trx.updateTable('act_invoices').set({ payer_party_id: null }).where('payer_party_id', '=', party.id).execute();
      await trx.deleteFrom('act_parties').where('id', '=', party.id).execute();
      await writeHistory(trx, access.act.id, editEntry(access, 'remove_party', now, maskPersonName(party.full_name ?? '')));
      return detailsAfter(trx, access, now);
    },
    { version, now },
  );
}
