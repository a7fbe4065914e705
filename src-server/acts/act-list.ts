import type { ExpressionBuilder, Expression, SelectQueryBuilder, SqlBool } from 'kysely';
import { isActTypeId, regTypeOf } from '../../src-domain/acts/act-types.ts';
import { PROGRESS_TAB_STATES } from '../../src-domain/acts/my-acts-tabs.ts';
import { isActStep } from '../../src-domain/acts/steps.ts';
import { notifyReason } from '../../src-domain/auth/notify-rule.ts';
import type { ActListFilters, ActListResponse, ActListSort, ActSummary, MyActsQuery, NotaryActsQuery } from '../../src-domain/http/routes/acts-list.ts';
import type { Database, Db } from '../db/database.ts';
import type { ActPartyStatus } from '../db/tables/acts.ts';
import { dialectOf } from '../db/dialect.ts';
import { localized } from '../db/localized.ts';
import { actState, applyActFilters, applyActSort, countAll } from './act-list-filters.ts';
import { awaitsUser, memberActIds, takesPartIn } from './act-membership.ts';
import { keptTotal, pruneActChanges } from './act-list-totals.ts';

type ActEb = ExpressionBuilder<Database & { a: Database['notarial_acts'] }, 'a'>;

interface ListSpec {
  /** Which acts belong to the list besides the citizen's own (the tab's, the notary's queue). */
  scope: (eb: ActEb) => Expression<SqlBool>;
  filters: ActListFilters;
  sort: ActListSort;
  page: number;
  pageSize: number;
  /**
   * Whose list: a citizen's holds only the acts they take part in (how they do is shown per act),
   * and its total is kept between pages under `list`, its tab and filters (act-list-totals.ts).
   */
  viewer: { kind: 'citizen'; pin: string; list: string } | { kind: 'notary' };
}

function filtersOf<T extends ActListFilters & { sort: ActListSort; page: number; pageSize: number }>(query: T): ActListFilters {
  const { dateFrom, dateTo, state, regnum, regdate, visitDate, visitTime, type, office, notary, step, system, regtype } = query;
  return { dateFrom, dateTo, state, regnum, regdate, visitDate, visitTime, type, office, notary, step, system, regtype };
}

async function partyStatuses(db: Db, pin: string, actIds: readonly number[]): Promise<Map<number, ActPartyStatus>> {
  if (actIds.length === 0) return new Map();
  // No ORDER BY: sorted by id, SQLite walked all of the user's party rows (2 000 for the heavy
  // user of bench/acts.ts) in id order instead of probing (pin, act_id) for the page's 20 acts.
  const rows = await db
    .selectFrom('act_parties')
    .select(['act_id', 'status', 'id'])
    .where('pin', '=', pin)
    .where('act_id', 'in', [...actIds])
    .execute();
  const newest = new Map<number, { id: number; status: ActPartyStatus }>();
  // The newest row counts (a party invited again after declining), as in act-access.ts.
  for (const row of rows) {
    const kept = newest.get(row.act_id);
    if (kept === undefined || row.id > kept.id) newest.set(row.act_id, { id: row.id, status: row.status });
  }
  return new Map([...newest].map(([actId, row]) => [actId, row.status]));
}

/**
 * The number of acts a list matches, knowing its page that starts at `offset`: a page shorter
 * than a full one is the last, so it ends at the total — no count over all of the user's acts,
 * the largest query of a list (bench/acts.ts) and one most users, with fewer acts than a
 * page, never need. An empty page past the first says nothing: it is counted.
 */
async function totalOf(page: { offset: number; pageSize: number; rowCount: number }, count: () => Promise<number>): Promise<number> {
  const { offset, pageSize, rowCount } = page;
  return rowCount < pageSize && (rowCount > 0 || offset === 0) ? offset + rowCount : count();
}

/** The acts a list reads: all for the notary's queue, those the citizen takes part in for theirs. */
function actsOf(db: Db, spec: ListSpec): SelectQueryBuilder<Database & { a: Database['notarial_acts'] }, 'a', object> {
  const acts = db.selectFrom('notarial_acts as a');
  if (spec.viewer.kind === 'notary') return acts;
  const { pin } = spec.viewer;
  const direction = spec.sort === 'newest' ? 'desc' : spec.sort === 'oldest' ? 'asc' : null;
  // SQLite reads `takesPartIn`'s id list in id order already (act-membership.ts); the walk,
  // materialized and sorted there, made the heavy user's page 1.2 → 3.2 ms (bench/acts-seed.ts's
  // 10 000 acts).
  if (direction === null || dialectOf(db) === 'sqlite') return acts.where((eb) => takesPartIn(eb, pin));
  // Cast: the walk's alias `w` is named only here; the filters and the sort read `a`.
  return acts.innerJoin(memberActIds(db, pin, direction).as('w'), 'w.id', 'a.id') as unknown as typeof acts;
}

/**
 * One page of acts: a page query (its total from the page when it is the last one, else
 * counted over the same filters), the page joined with its notary, office and applicant name only.
 */
async function pageOfActs(db: Db, spec: ListSpec): Promise<ActListResponse> {
  const base = applyActFilters(actsOf(db, spec).where(spec.scope), spec.filters);
  const offset = (spec.page - 1) * spec.pageSize;
  // The page's ids first, then the joins for those rows only: joined before the sort, a user
  // with 2 000 acts paid three lookups per act for a page of 20 (bench/acts.ts).
  const pageIds = applyActSort(base.select('a.id'), spec.sort).limit(spec.pageSize).offset(offset);
  const rows = await applyActSort(db.selectFrom('notarial_acts as a').where('a.id', 'in', pageIds), spec.sort)
    .leftJoin('notaries as n', 'n.id', 'a.notary_id')
    .leftJoin('notary_offices as o', 'o.id', 'a.office_id')
    .leftJoin('persons as ap', 'ap.pin', 'a.applicant_pin')
    .select([
      'a.id',
      'a.uuid',
      'a.act_type_id',
      'a.simplified',
      'a.step',
      'a.state',
      'a.regsystem_id',
      'a.regtype_id',
      'a.regnum',
      'a.regdate',
      'a.visit_date',
      'a.visit_time',
      'a.created_at',
      'a.applicant_pin',
      'n.id as notary_id',
      'n.name_oz',
      'n.name_uz',
      'n.name_ru',
      'n.phone as notary_phone',
      'o.id as office_id',
      'o.name_oz as office_name_oz',
      'o.name_uz as office_name_uz',
      'o.name_ru as office_name_ru',
      'o.address_oz as office_address_oz',
      'o.address_uz as office_address_uz',
      'o.address_ru as office_address_ru',
      'ap.surname',
      'ap.first_name',
      'ap.patronymic',
    ])
    .execute();
  const pin = spec.viewer.kind === 'citizen' ? spec.viewer.pin : null;
  const count = async () => Number((await base.select(countAll.as('total')).executeTakeFirstOrThrow()).total);
  const { viewer } = spec;
  const [total, statuses] = await Promise.all([
    totalOf(
      { offset, pageSize: spec.pageSize, rowCount: rows.length },
      viewer.kind === 'citizen' ? () => keptTotal(db, viewer.pin, viewer.list, count) : count,
    ),
    pin === null
      ? new Map<number, ActPartyStatus>()
      : partyStatuses(
          db,
          pin,
          rows.map((row) => row.id),
        ),
  ]);
  const items = rows.map((row): ActSummary => {
    const isApplicant = row.applicant_pin === pin;
    // null is an answer too (awaiting the invitation); undefined means "not a party".
    const partyStatus = statuses.has(row.id) ? statuses.get(row.id) : undefined;
    const step = isActStep(row.step) ? row.step : 1;
    return {
      id: row.id,
      uuid: row.uuid,
      actTypeId: isActTypeId(row.act_type_id) ? row.act_type_id : 11680,
      simplified: row.simplified === 1,
      step,
      state: row.state,
      regsystemId: row.regsystem_id === 2 || row.regsystem_id === 4 ? row.regsystem_id : 3,
      regtypeId: regTypeOf(row.regtype_id),
      regnum: row.regnum,
      regdate: row.regdate,
      visitDate: row.visit_date,
      visitTime: row.visit_time,
      notary:
        row.notary_id === null || row.name_oz === null || row.name_uz === null || row.name_ru === null
          ? null
          : { id: row.notary_id, name: { oz: row.name_oz, uz: row.name_uz, ru: row.name_ru }, phone: row.notary_phone ?? '' },
      office:
        row.office_id === null ||
        row.office_name_oz === null ||
        row.office_name_uz === null ||
        row.office_name_ru === null ||
        row.office_address_oz === null ||
        row.office_address_uz === null ||
        row.office_address_ru === null
          ? null
          : {
              id: row.office_id,
              name: localized({ name_oz: row.office_name_oz, name_uz: row.office_name_uz, name_ru: row.office_name_ru }, 'name'),
              address: localized({ address_oz: row.office_address_oz, address_uz: row.office_address_uz, address_ru: row.office_address_ru }, 'address'),
            },
      applicantName: row.surname === null ? row.applicant_pin : `${row.surname} ${row.first_name ?? ''} ${row.patronymic ?? ''}`.trim(),
      createdAt: row.created_at,
      role: spec.viewer.kind === 'notary' ? 'notary' : isApplicant ? 'applicant' : 'party',
      partyStatus: isApplicant || partyStatus === undefined ? null : partyStatus,
      awaiting:
        pin === null
          ? null
          : notifyReason({ state: row.state, step, visitDate: row.visit_date, isApplicant, partyStatus: isApplicant ? undefined : partyStatus }),
    };
  });
  return { items, total, page: spec.page, pageSize: spec.pageSize };
}

/**
 * "My notarial acts" (spec §2 screen 12): `progress` = every act the user applies for or takes
 * part in except deleted ones; `awaiting` = the notification rule (src-domain/auth/notify-rule.ts).
 */
export async function listMyActs(db: Db, pin: string, query: MyActsQuery): Promise<ActListResponse> {
  await pruneActChanges(db);
  const filters = filtersOf(query);
  const scope = query.tab === 'awaiting' ? (eb: ActEb) => awaitsUser(eb, pin) : (eb: ActEb) => eb(actState, 'in', [...PROGRESS_TAB_STATES]);
  const list = JSON.stringify({ tab: query.tab, filters });
  return pageOfActs(db, { scope, filters, sort: query.sort, page: query.page, pageSize: query.pageSize, viewer: { kind: 'citizen', pin, list } });
}

/**
 * The notary's queue (docs/decisions/0006-notary-workspace-and-act-pages.md): acts assigned to this notary that were sent to them —
 * step 2 onward — and not deleted. Drafts still in preparation are the applicant's business.
 */
export function listNotaryActs(db: Db, notaryId: number, query: NotaryActsQuery): Promise<ActListResponse> {
  const scope = (eb: ActEb) => eb.and([eb('a.notary_id', '=', notaryId), eb('a.step', '>', 1), eb(actState, '!=', 'destroyed')]);
  return pageOfActs(db, { scope, filters: filtersOf(query), sort: query.sort, page: query.page, pageSize: query.pageSize, viewer: { kind: 'notary' } });
}
