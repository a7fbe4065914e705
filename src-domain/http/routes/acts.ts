import * as v from 'valibot';
import { ACT_STATES } from '../../acts/act-states.ts';
import { ACT_TYPE_IDS, REG_SYSTEMS } from '../../acts/act-types.ts';
import { INVOICE_STATES } from '../../acts/invoices/invoice-purposes.ts';
import { ACT_ACTIONS } from '../../acts/lifecycle/act-actions.ts';
import { ACT_ACTORS } from '../../acts/lifecycle/act-actors.ts';
import { PARTY_DETAIL_GROUPS, PartyDetailsWireSchema } from '../../acts/editor/party-details.ts';
import { SUBJECT_KINDS } from '../../acts/subject-kinds.ts';
import { ACT_STEP_VALUES } from '../../acts/steps.ts';
import { LOCALES } from '../../i18n/locale.ts';
import { VIDEO_HISTORY_ACTIONS } from '../../video/video-history.ts';
import { LocalizedTextSchema } from './localized-text.ts';

/**
 * The notarial act API (spec §4, §7; docs/decisions/0010-act-server-core.md): paths, the act details every
 * act route answers with, and the shapes of its parts. Request bodies are in acts-bodies.ts, the
 * my-acts list and the notary queue in acts-list.ts. Dates on the wire are ISO `YYYY-MM-DD`
 * (stored form), times `HH:mm` in Tashkent; bodies take dates as typed, DD.MM.YYYY (spec §5).
 * Every route needs a signed-in user; a caller who is not the applicant, a party, the act's
 * notary or an administrator gets 418 `pin_not_found_in_uuid`, an unknown act 418
 * `uuid_not_found` (spec §8). Every mutation answers 200 with the new ActDetails.
 */
export const ACTS_PATH = '/api/acts';
export const ACT_PATH = '/api/acts/:uuid';
export const ACT_BY_ID_PATH = '/api/acts/by-id/:rid';
export const ACT_PARTIES_PATH = '/api/acts/:uuid/parties';
export const ACT_PARTY_PATH = '/api/acts/:uuid/parties/:partyId';
export const ACT_CHILDREN_PATH = '/api/acts/:uuid/children';
export const ACT_CO_OWNERS_PATH = '/api/acts/:uuid/co-owners';
export const ACT_SPOUSE_PATH = '/api/acts/:uuid/spouse';
export const ACT_SUBJECTS_PATH = '/api/acts/:uuid/subjects';
export const ACT_SUBJECT_PATH = '/api/acts/:uuid/subjects/:subjectId';
export const ACT_ACTIONS_PATH = '/api/acts/:uuid/actions';
export const ACT_REMARKS_PATH = '/api/acts/:uuid/remarks';
export const ACT_HISTORY_PATH = '/api/acts/:uuid/history';
export const ACT_NOTARY_PATH = '/api/acts/:uuid/notary';
export const NOTARY_ACTS_PATH = '/api/notary/acts';

export const actPath = (uuid: string): string => `/api/acts/${encodeURIComponent(uuid)}`;
export const actByIdPath = (rid: number): string => `/api/acts/by-id/${rid}`;
export const actPartiesPath = (uuid: string): string => `${actPath(uuid)}/parties`;
export const actPartyPath = (uuid: string, partyId: number): string => `${actPath(uuid)}/parties/${partyId}`;
export const actChildrenPath = (uuid: string): string => `${actPath(uuid)}/children`;
export const actCoOwnersPath = (uuid: string): string => `${actPath(uuid)}/co-owners`;
export const actSpousePath = (uuid: string): string => `${actPath(uuid)}/spouse`;
export const actSubjectsPath = (uuid: string): string => `${actPath(uuid)}/subjects`;
export const actSubjectPath = (uuid: string, subjectId: number): string => `${actPath(uuid)}/subjects/${subjectId}`;
export const actActionsPath = (uuid: string): string => `${actPath(uuid)}/actions`;
export const actRemarksPath = (uuid: string): string => `${actPath(uuid)}/remarks`;
export const actHistoryPath = (uuid: string): string => `${actPath(uuid)}/history`;
export const actNotaryPath = (uuid: string): string => `${actPath(uuid)}/notary`;

/** `:uuid` in a path: the act's public id (36 characters); longer text is refused as invalid. */
export const ActUuidParamsSchema = v.object({
  uuid: v.pipe(v.string('error_invalid_value'), v.trim(), v.nonEmpty('error_required'), v.maxLength(64, 'error_too_long')),
});
const positiveIdText = v.pipe(
  v.string('error_invalid_value'),
  v.regex(/^\d{1,9}$/, 'error_invalid_value'),
  v.transform(Number),
  v.minValue(1, 'error_invalid_value'),
);
export const ActRidParamsSchema = v.object({ rid: positiveIdText });
export const ActPartyParamsSchema = v.object({ ...ActUuidParamsSchema.entries, partyId: positiveIdText });
export const ActSubjectParamsSchema = v.object({ ...ActUuidParamsSchema.entries, subjectId: positiveIdText });

const nullableString = v.nullable(v.string());
const nullableNumber = v.nullable(v.number());

/** History rows also record edits that are no lifecycle action. */
export const ACT_EDIT_ACTIONS = [
  'create',
  'edit_general',
  'add_party',
  'edit_party',
  'remove_party',
  'add_subject',
  'edit_subject',
  'remove_subject',
  'choose_notary',
  'reject_notary',
  'add_remark',
  'add_invoice',
  'pay_invoice',
  'invite_party',
  'request_refund',
  'complete_refund',
  'reverse_payment',
  'fix_signing_document',
  'sign_document',
] as const;
export type ActEditAction = (typeof ACT_EDIT_ACTIONS)[number];

export const ActPartySchema = v.object({
  id: v.number(),
  kind: v.picklist(['individual', 'legal']),
  /** The individual, or the signer of a legal entity. */
  pin: v.string(),
  inn: nullableString,
  /** The registry name when the party was added. */
  fullName: v.string(),
  role: v.string(),
  /** null awaiting the answer (spec §3); the applicant's own row is `accepted`. */
  status: v.nullable(v.picklist(['accepted', 'declined', 'exited'])),
  isApplicant: v.boolean(),
  phone: nullableString,
  docType: nullableNumber,
  docNumber: nullableString,
  /** The document's series (AD of AD 2345678); the server always sends it (optional only so older fixtures stay valid). */
  docSeries: v.optional(nullableString),
  /** ISO date. */
  docDate: nullableString,
  docIssuer: nullableString,
  regAddress: nullableString,
  actAddress: nullableString,
  representativePin: nullableString,
  /** 1 meeting the notary, 2 video (spec §3). */
  participationType: v.picklist([1, 2]),
  isPayer: v.boolean(),
  /** The sign-language interpreter's name typed before the interpreter became a party of their own (docs/decisions/0051-party-details.md); read-only. */
  interpreter: nullableString,
  relationship: nullableString,
  /** The §3 party fields the viewer may read (src-domain/acts/editor/party-details.ts); optional only so older fixtures stay valid. */
  details: v.optional(PartyDetailsWireSchema),
  /** Personal groups the party has that the viewer may not read (src-domain/acts/party-disclosure.ts). */
  hiddenDetails: v.optional(v.array(v.picklist(PARTY_DETAIL_GROUPS))),
  /** An invitation (link, SMS or QR) exists; the token itself is only in the invite answer. */
  invited: v.boolean(),
  smsSent: v.boolean(),
  /** ISO instant of the answer. */
  decidedAt: nullableString,
});
export type ActParty = v.InferOutput<typeof ActPartySchema>;

const SnapshotValueSchema = v.union([v.string(), v.number(), v.boolean(), v.null(), v.array(v.string())]);

export const ActSubjectSchema = v.object({
  id: v.number(),
  kind: v.picklist(SUBJECT_KINDS),
  vehicleId: nullableNumber,
  realEstateId: nullableNumber,
  stateNumber: nullableString,
  cadastreNumber: nullableString,
  description: nullableString,
  priceTiyin: nullableNumber,
  /**
   * Registry fields copied when the subject was added (vehicle: make, model, year, colour,
   * techPassportSeries, techPassportNumber, engineNumber, bodyNumber, chassisNumber, horsepower,
   * valuationTiyin…; real estate: address, kind, objectName, totalArea, livingArea, rooms…) and
   * the common subject fields of spec §3 sent in the body's `common`.
   */
  data: v.record(v.string(), SnapshotValueSchema),
});
export type ActSubject = v.InferOutput<typeof ActSubjectSchema>;

export const ActInvoiceSchema = v.object({
  id: v.number(),
  number: v.string(),
  payerPartyId: nullableNumber,
  payerName: v.string(),
  purpose: v.picklist(['state_duty', 'service', 'other']),
  amountTiyin: v.number(),
  discountPercent: nullableNumber,
  state: v.picklist(INVOICE_STATES),
  createdAt: v.string(),
  paidAt: nullableString,
});
export type ActInvoice = v.InferOutput<typeof ActInvoiceSchema>;

export const ActRemarkSchema = v.object({
  id: v.number(),
  text: v.string(),
  authorName: v.string(),
  createdAt: v.string(),
  /** Set when the applicant sent the act again after it. */
  resolvedAt: nullableString,
});
export type ActRemark = v.InferOutput<typeof ActRemarkSchema>;

export const ActHistoryItemSchema = v.object({
  id: v.number(),
  /** ISO instant (display in Tashkent time). */
  at: v.string(),
  actorRole: v.picklist([...ACT_ACTORS, 'admin']),
  /** Null for the system (no-show). */
  actorName: nullableString,
  action: v.picklist([...ACT_ACTIONS, ...ACT_EDIT_ACTIONS, ...VIDEO_HISTORY_ACTIONS]),
  fromStep: v.number(),
  toStep: v.number(),
  fromState: v.picklist(ACT_STATES),
  toState: v.picklist(ACT_STATES),
  reason: nullableString,
});
export type ActHistoryItem = v.InferOutput<typeof ActHistoryItemSchema>;

/** A spec §5 rule that stops the act (src-server checkActBlocking), with its localized spec §8 text. */
export const ActBlockingIssueSchema = v.object({
  code: v.string(),
  params: v.record(v.string(), v.union([v.string(), v.number()])),
  message: v.string(),
});
export type ActBlockingIssue = v.InferOutput<typeof ActBlockingIssueSchema>;

export const ActNotarySchema = v.object({ id: v.number(), name: LocalizedTextSchema, phone: v.string() });
export const ActOfficeSchema = v.object({ id: v.number(), name: LocalizedTextSchema, address: LocalizedTextSchema });

export const ActDetailsSchema = v.object({
  /** The numeric id: `rid` of /my_notarial_act/{rid} (spec §2). */
  id: v.number(),
  uuid: v.string(),
  actTypeId: v.picklist(ACT_TYPE_IDS),
  simplified: v.boolean(),
  step: v.picklist(ACT_STEP_VALUES),
  state: v.picklist(ACT_STATES),
  regsystemId: v.picklist(REG_SYSTEMS),
  /** 1 in person, 2 video conference (spec §3). */
  regtypeId: v.picklist([1, 2]),
  language: v.picklist(LOCALES),
  regnum: nullableString,
  regdate: nullableString,
  office: v.nullable(ActOfficeSchema),
  notary: v.nullable(ActNotarySchema),
  notaryChoice: v.nullable(v.picklist(['auto', 'manual'])),
  rejectedNotaryIds: v.array(v.number()),
  applicantPin: v.string(),
  applicantName: v.string(),
  clientPhone: nullableString,
  visitDate: nullableString,
  visitTime: nullableString,
  freeOfCharge: v.boolean(),
  freeReason: nullableString,
  sumTiyin: nullableNumber,
  validUntil: nullableString,
  /** The refusal, cancellation, stop or annulment reason (spec §4). */
  reason: nullableString,
  cancelledAt: nullableString,
  annulledAt: nullableString,
  createdAt: v.string(),
  updatedAt: v.string(),
  /** Per-type extras (src-domain/acts/act-extras.ts). */
  extras: v.record(v.string(), v.unknown()),
  /** The wizard step the applicant is at (src-domain/acts/wizard); null or absent: no wizard in progress. */
  wizardStep: v.optional(v.nullable(v.number())),
  /** Send it back with every action and edit: a stale one is refused with 409 `act_version_conflict`. */
  version: v.number(),
  viewer: v.object({
    role: v.picklist([...ACT_ACTORS, 'admin']),
    partyId: nullableNumber,
    partyStatus: v.nullable(v.picklist(['accepted', 'declined', 'exited'])),
  }),
  /** Exactly what the server would accept from this caller now (src-domain lifecycle). */
  allowedActions: v.array(v.picklist(ACT_ACTIONS)),
  /** General info, parties and subjects may be changed (applicant, step 1). */
  editable: v.boolean(),
  parties: v.array(ActPartySchema),
  subjects: v.array(ActSubjectSchema),
  invoices: v.array(ActInvoiceSchema),
  remarks: v.array(ActRemarkSchema),
  history: v.array(ActHistoryItemSchema),
  /** What stops sending or confirming now; empty when nothing does or the check is not due. */
  blockingIssues: v.array(ActBlockingIssueSchema),
});
export type ActDetails = v.InferOutput<typeof ActDetailsSchema>;

export const ActRemarksResponseSchema = v.array(ActRemarkSchema);
export const ActHistoryResponseSchema = v.array(ActHistoryItemSchema);
