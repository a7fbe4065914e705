import * as v from 'valibot';
import { ACT_STATES } from '../../acts/act-states.ts';
import { ACT_TYPE_IDS, REG_SYSTEMS } from '../../acts/act-types.ts';
import { ACT_STEP_VALUES } from '../../acts/steps.ts';
import { MY_ACTS_TABS } from '../../acts/my-acts-tabs.ts';
import { parseDate, parseTime } from '../../time/parse-date.ts';
import { ActNotarySchema, ActOfficeSchema } from './acts.ts';
import { pagedSchema, PageQuerySchema, PageSizeQuerySchema } from './paging.ts';
import { PositiveIntegerTextSchema } from './query-values.ts';

/**
 * `GET /api/acts?tab=…` — my notarial acts (spec §2 screen 12): the two tabs and the twelve
 * filters (date from, date to, state, registry number, registry date, visit date and time,
 * type, office, notary, step, system, registration type), filtered, sorted and paged on the
 * server. `GET /api/notary/acts` (role notary) takes the same filters without `tab`: the
 * notary's queue. Dates are DD.MM.YYYY as typed (spec §5); `dateFrom`/`dateTo` bound the day
 * the act was created, in Tashkent.
 */
export const ACT_LIST_SORTS = ['newest', 'oldest', 'regdate_desc', 'regdate_asc', 'visit_asc', 'visit_desc', 'step_asc', 'step_desc'] as const;
export type ActListSort = (typeof ACT_LIST_SORTS)[number];

const DateQuery = v.optional(
  v.pipe(
    v.string('error_invalid_value'),
    v.trim(),
    v.check((text) => parseDate(text) !== null, 'error_invalid_date'),
  ),
);
const TimeQuery = v.optional(
  v.pipe(
    v.string('error_invalid_value'),
    v.trim(),
    v.check((text) => /^\d{2}:\d{2}$/.test(text) && parseTime(text) !== null, 'error_invalid_value'),
  ),
);
/** A number from the query limited to the values of `allowed`. */
const oneOf = <T extends number>(allowed: readonly T[]) =>
  v.optional(
    v.pipe(
      v.string('error_invalid_value'),
      v.trim(),
      v.regex(/^\d{1,9}$/, 'error_invalid_value'),
      v.transform(Number),
      v.check((value) => (allowed as readonly number[]).includes(value), 'error_invalid_value'),
      v.transform((value) => value as T),
    ),
  );

const ActFilterEntries = {
  dateFrom: DateQuery,
  dateTo: DateQuery,
  state: v.optional(v.picklist(ACT_STATES, 'error_invalid_value')),
  /** Registry number: its beginning, case-insensitive. */
  regnum: v.optional(
    v.pipe(v.string('error_invalid_value'), v.trim(), v.toUpperCase(), v.maxLength(30, 'error_too_long'), v.regex(/^[A-Z0-9/-]*$/, 'error_invalid_value')),
  ),
  regdate: DateQuery,
  visitDate: DateQuery,
  visitTime: TimeQuery,
  type: oneOf(ACT_TYPE_IDS),
  office: v.optional(PositiveIntegerTextSchema),
  notary: v.optional(PositiveIntegerTextSchema),
  step: oneOf(ACT_STEP_VALUES),
  system: oneOf(REG_SYSTEMS),
  regtype: oneOf([1, 2] as const),
  sort: v.optional(v.picklist(ACT_LIST_SORTS, 'error_invalid_value'), 'newest'),
  page: PageQuerySchema,
  pageSize: PageSizeQuerySchema,
};

export const MyActsQuerySchema = v.object({
  tab: v.optional(v.picklist(MY_ACTS_TABS, 'error_invalid_value'), 'progress'),
  ...ActFilterEntries,
});
export type MyActsQuery = v.InferOutput<typeof MyActsQuerySchema>;
export type MyActsQueryInput = v.InferInput<typeof MyActsQuerySchema>;

export const NotaryActsQuerySchema = v.object(ActFilterEntries);
export type NotaryActsQuery = v.InferOutput<typeof NotaryActsQuerySchema>;
export type NotaryActsQueryInput = v.InferInput<typeof NotaryActsQuerySchema>;

/** The filters both lists share, as the repository reads them. */
export type ActListFilters = Omit<NotaryActsQuery, 'page' | 'pageSize' | 'sort'>;

export const ActSummarySchema = v.object({
  id: v.number(),
  uuid: v.string(),
  actTypeId: v.picklist(ACT_TYPE_IDS),
  simplified: v.boolean(),
  step: v.picklist(ACT_STEP_VALUES),
  state: v.picklist(ACT_STATES),
  regsystemId: v.picklist(REG_SYSTEMS),
  regtypeId: v.picklist([1, 2]),
  regnum: v.nullable(v.string()),
  /** ISO date. */
  regdate: v.nullable(v.string()),
  /** ISO date and HH:mm, Tashkent. */
  visitDate: v.nullable(v.string()),
  visitTime: v.nullable(v.string()),
  office: v.nullable(ActOfficeSchema),
  notary: v.nullable(ActNotarySchema),
  applicantName: v.string(),
  /** ISO instant. */
  createdAt: v.string(),
  /** How the signed-in user takes part (a notary's queue: `notary`). */
  role: v.picklist(['applicant', 'party', 'notary']),
  partyStatus: v.nullable(v.picklist(['accepted', 'declined', 'exited'])),
  /** Why the act waits for this user (src-domain/auth/notify-rule.ts), or null. */
  awaiting: v.nullable(v.picklist(['decision', 'visit', 'invitation'])),
});
export type ActSummary = v.InferOutput<typeof ActSummarySchema>;

export const ActListResponseSchema = pagedSchema(ActSummarySchema);
export type ActListResponse = v.InferOutput<typeof ActListResponseSchema>;
