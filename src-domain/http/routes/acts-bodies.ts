import * as v from 'valibot';
import { ACT_TYPE_IDS } from '../../acts/act-types.ts';
import { WizardStepIndexSchema } from '../../acts/wizard/act-wizards.ts';
import { isRegtypeAllowed } from '../../acts/editor/simplified-act.ts';
import { SubjectCommonFieldsSchema } from '../../acts/editor/subject-common-fields.ts';
import { ACT_ACTIONS, type ActAction } from '../../acts/lifecycle/act-actions.ts';
import { PartyDetailsSchema } from '../../acts/editor/party-details.ts';
import { PARTY_ROLES } from '../../acts/party-roles.ts';
import { RELATIONSHIPS } from '../../fees/relationship.ts';
import { LOCALES } from '../../i18n/locale.ts';
import { InnSchema } from '../../identity/inn.ts';
import { PhoneSchema } from '../../identity/phone.ts';
import { TiyinSchema } from '../../money/tiyin-schema.ts';
import { PinSchema } from '../../identity/pin.ts';
import { parseDate, parseTime } from '../../time/parse-date.ts';

/**
 * Request bodies of the act routes (paths in acts.ts). The editor's forms validate with the same
 * schemas (react-hook-form + valibot resolver). `version` is the ActDetails.version the client
 * saw: required for actions, optional for edits; a stale one → 409 `act_version_conflict`.
 */
const MAX_TEXT = 500;
const text = (max = MAX_TEXT) => v.pipe(v.string('error_invalid_value'), v.trim(), v.maxLength(max, 'error_too_long'));
const requiredText = (max = MAX_TEXT) => v.pipe(v.string('error_required'), v.trim(), v.nonEmpty('error_required'), v.maxLength(max, 'error_too_long'));
const VersionSchema = v.pipe(v.number('error_invalid_value'), v.integer('error_invalid_value'), v.minValue(0, 'error_invalid_value'));
const IdSchema = v.pipe(v.number('error_invalid_value'), v.integer('error_invalid_value'), v.minValue(1, 'error_invalid_value'));

// ----- general info -------------------------------------------------------------------------

export const NOTARY_CHOICES = ['auto', 'manual'] as const;

/** `POST /api/acts`: a new act in step 1 (spec §4.5 "/enotarial_act/-1"). `extras` is checked against the type's schema. */
export const CreateActBodySchema = v.pipe(
  v.object({
    actTypeId: v.picklist(ACT_TYPE_IDS, 'error_invalid_value'),
    simplified: v.optional(v.boolean('error_invalid_value'), false),
    /** 1 in person, 2 video conference (spec §3). */
    regtype: v.picklist([1, 2], 'error_invalid_value'),
    language: v.optional(v.picklist(LOCALES, 'error_invalid_value'), 'oz'),
    clientPhone: PhoneSchema,
    notaryChoice: v.optional(v.picklist(NOTARY_CHOICES, 'error_invalid_value'), 'auto'),
    notaryId: v.optional(IdSchema),
    extras: v.optional(v.record(v.string(), v.unknown()), {}),
    /** The wizard's next step (1) when a type's wizard creates the act (src-domain/acts/wizard). */
    wizardStep: v.optional(v.literal(1, 'error_invalid_value')),
  }),
  v.forward(
    v.check((body) => body.notaryChoice !== 'manual' || body.notaryId !== undefined, 'error_required'),
    ['notaryId'],
  ),
  // A simplified act is registered in person only (docs/decisions/0009-act-editor-and-simplified-act.md).
  v.forward(
    v.check((body) => isRegtypeAllowed(body.simplified, body.regtype), 'error_invalid_value'),
    ['regtype'],
  ),
);
export type CreateActBody = v.InferOutput<typeof CreateActBodySchema>;
export type CreateActBodyInput = v.InferInput<typeof CreateActBodySchema>;

/** `PATCH /api/acts/:uuid`: general info (applicant, step 1). Absent fields stay as they are. */
export const PatchActBodySchema = v.object({
  regtype: v.optional(v.picklist([1, 2], 'error_invalid_value')),
  language: v.optional(v.picklist(LOCALES, 'error_invalid_value')),
  clientPhone: v.optional(PhoneSchema),
  simplified: v.optional(v.boolean('error_invalid_value')),
  extras: v.optional(v.record(v.string(), v.unknown())),
  /**
   * The wizard step to show next: one forward after the current step's rules pass (checked by
   * the server), any earlier one, or one past the last to finish (src-domain/acts/wizard).
   */
  wizardStep: v.optional(WizardStepIndexSchema),
  version: v.optional(VersionSchema),
});
export type PatchActBody = v.InferOutput<typeof PatchActBodySchema>;
export type PatchActBodyInput = v.InferInput<typeof PatchActBodySchema>;

// ----- parties ------------------------------------------------------------------------------

/**
 * What the applicant may set on a party (spec §3 Party, §2 screen 15 add-party form). The
 * party's document, phone and addresses are the civil registry's: the applicant proves they
 * know the person by typing the document, never types or reads another person's contacts
 * (docs/architecture.md "Trust"; docs/security.md "Act details").
 */
const PartyFieldsEntries = {
  role: v.picklist(PARTY_ROLES, 'error_invalid_value'),
  representativePin: v.optional(v.nullable(PinSchema)),
  participationType: v.optional(v.picklist([1, 2], 'error_invalid_value'), 1),
  isPayer: v.optional(v.boolean('error_invalid_value'), false),
  relationship: v.optional(v.nullable(v.picklist(RELATIONSHIPS, 'error_invalid_value'))),
  /**
   * The §3 party fields that apply to the party's role and kind (src-domain/acts/editor/party-details.ts,
   * docs/decisions/0051-party-details.md): on an edit, a group left out stays, `null` removes it.
   * The sign-language interpreter is a party of their own (role `sign_interpreter`), no longer a text here.
   */
  details: v.optional(PartyDetailsSchema),
  version: v.optional(VersionSchema),
};

/**
 * The person's document as the applicant typed it: type id (dictionary document_types), series
 * and number. The number's and series' §5 rules depend on the type: the server checks them with
 * `documentNumberSchema(docType)` (src-domain/identity) and `documentSeriesSchema(docType)`
 * (src-domain/acts/editor), and so does the form, so the messages are the same. Then the civil
 * registry must hold that series and number for the pin, or the answer is
 * `registry_person_not_found`, the same for an unknown pin as for a wrong document.
 */
const PartyDocumentEntries = {
  docType: v.pipe(v.number('error_required'), v.integer('error_invalid_value'), v.minValue(0, 'error_invalid_value')),
  docNumber: v.pipe(v.string('error_required_docnum'), v.trim(), v.toUpperCase(), v.nonEmpty('error_required_docnum'), v.maxLength(20, 'error_too_long')),
  docSeries: v.pipe(v.string('error_required'), v.trim(), v.toUpperCase(), v.nonEmpty('error_required'), v.maxLength(10, 'error_too_long')),
};

/** `POST /api/acts/:uuid/parties`: an individual by pin and document, or a legal entity by inn with its signer's pin and document. */
export const AddPartyBodySchema = v.variant('kind', [
  v.object({ kind: v.literal('individual'), pin: PinSchema, ...PartyDocumentEntries, ...PartyFieldsEntries }),
  v.object({ kind: v.literal('legal'), inn: InnSchema, pin: PinSchema, ...PartyDocumentEntries, ...PartyFieldsEntries }),
]);
export type AddPartyBody = v.InferOutput<typeof AddPartyBodySchema>;
export type AddPartyBodyInput = v.InferInput<typeof AddPartyBodySchema>;

/**
 * `POST /api/acts/:uuid/children` (travel consents 15034, 15035): a child from the caller's own
 * list of minor children in the civil registry (`GET /api/registry/children`, spec §5) joins as
 * `child`; the family link stands in for the typed document.
 */
export const AddChildBodySchema = v.object({ pin: PinSchema, version: v.optional(VersionSchema) });
export type AddChildBody = v.InferOutput<typeof AddChildBodySchema>;

/**
 * `POST /api/acts/:uuid/co-owners` (vehicle sale 1 and gift 4): every living co-owner the
 * traffic-safety database records for the act's vehicle joins as a seller or giver (spec §5
 * "co-owners must be added as sellers or givers and confirm"). The registry's owner list stands
 * in for the typed document, as the family link does for a child; each co-owner confirms by
 * answering their invitation.
 */
export const AddCoOwnersBodySchema = v.object({ version: v.optional(VersionSchema) });
export type AddCoOwnersBody = v.InferOutput<typeof AddCoOwnersBodySchema>;

/**
 * `POST /api/acts/:uuid/spouse` (spouse consent 15003, spec §4 "choose spouse"): the caller's
 * spouse as the civil registry records them (`GET /api/registry/spouse`) joins as `spouse`; the
 * family link stands in for the typed document, as it does for a child.
 */
export const AddSpouseBodySchema = v.object({ version: v.optional(VersionSchema) });
export type AddSpouseBody = v.InferOutput<typeof AddSpouseBodySchema>;

/** `PATCH /api/acts/:uuid/parties/:partyId`: who the party is (pin, inn, document) cannot change (remove and add instead). */
export const EditPartyBodySchema = v.partial(v.object(PartyFieldsEntries));
export type EditPartyBody = v.InferOutput<typeof EditPartyBodySchema>;
export type EditPartyBodyInput = v.InferInput<typeof EditPartyBodySchema>;

// ----- subjects -----------------------------------------------------------------------------

const PriceSchema = v.optional(v.nullable(TiyinSchema));

/**
 * `POST /api/acts/:uuid/subjects`: a vehicle or real estate found by the registry lookups
 * (src-domain/http/routes/registry-lookups.ts: /api/registry/…), or other property by description; the server copies the registry data.
 */
export const AddSubjectBodySchema = v.variant('kind', [
  v.object({
    kind: v.literal('vehicle'),
    vehicleId: IdSchema,
    priceTiyin: PriceSchema,
    common: v.optional(SubjectCommonFieldsSchema),
    version: v.optional(VersionSchema),
  }),
  v.object({
    kind: v.literal('real_estate'),
    realEstateId: IdSchema,
    priceTiyin: PriceSchema,
    common: v.optional(SubjectCommonFieldsSchema),
    version: v.optional(VersionSchema),
  }),
  v.object({
    kind: v.literal('other'),
    description: requiredText(1000),
    priceTiyin: PriceSchema,
    common: v.optional(SubjectCommonFieldsSchema),
    version: v.optional(VersionSchema),
  }),
]);
export type AddSubjectBody = v.InferOutput<typeof AddSubjectBodySchema>;
export type AddSubjectBodyInput = v.InferInput<typeof AddSubjectBodySchema>;

/** `PATCH /api/acts/:uuid/subjects/:subjectId`: price, description (other property) and common fields. */
export const EditSubjectBodySchema = v.object({
  priceTiyin: PriceSchema,
  description: v.optional(requiredText(1000)),
  common: v.optional(SubjectCommonFieldsSchema),
  version: v.optional(VersionSchema),
});
export type EditSubjectBody = v.InferOutput<typeof EditSubjectBodySchema>;
export type EditSubjectBodyInput = v.InferInput<typeof EditSubjectBodySchema>;

// ----- lifecycle ----------------------------------------------------------------------------

/** Every action a signed-in user may ask for; `no_show` belongs to the server's own sweep. */
export const USER_ACT_ACTIONS = ACT_ACTIONS.filter((action): action is Exclude<ActAction, 'no_show'> => action !== 'no_show');

/** `POST /api/acts/:uuid/actions` (src-domain/acts/lifecycle: applyAction decides). */
export const ActActionBodySchema = v.object({
  action: v.picklist(USER_ACT_ACTIONS, 'error_invalid_value'),
  reason: v.optional(text(2000)),
  remark: v.optional(text(2000)),
  confirmed: v.optional(v.boolean('error_invalid_value')),
  /** set_time: DD.MM.YYYY and HH:mm in Tashkent (spec §9). */
  visitDate: v.optional(
    v.pipe(
      v.string('error_invalid_value'),
      v.trim(),
      v.check((value) => parseDate(value) !== null, 'error_invalid_date'),
    ),
  ),
  visitTime: v.optional(
    v.pipe(
      v.string('error_invalid_value'),
      v.trim(),
      v.check((value) => /^\d{2}:\d{2}$/.test(value) && parseTime(value) !== null, 'error_invalid_value'),
    ),
  ),
  version: VersionSchema,
});
export type ActActionBody = v.InferOutput<typeof ActActionBodySchema>;
export type ActActionBodyInput = v.InferInput<typeof ActActionBodySchema>;

/**
 * `POST /api/acts/:uuid/notary` (applicant, steps 1–2; spec §1): `auto` picks a notary of the
 * applicant's region, `manual` takes the chosen one, `reject` refuses the assigned notary
 * (remembered: never picked automatically again for this act) and picks another automatically.
 */
export const NotaryChoiceBodySchema = v.variant('choice', [
  v.object({ choice: v.literal('auto'), version: v.optional(VersionSchema) }),
  v.object({ choice: v.literal('manual'), notaryId: IdSchema, version: v.optional(VersionSchema) }),
  v.object({ choice: v.literal('reject'), version: v.optional(VersionSchema) }),
]);
export type NotaryChoiceBody = v.InferOutput<typeof NotaryChoiceBodySchema>;
export type NotaryChoiceBodyInput = v.InferInput<typeof NotaryChoiceBodySchema>;

/** `POST /api/acts/:uuid/remarks` (the act's notary while checking, step 2). */
export const AddRemarkBodySchema = v.object({ text: requiredText(2000), version: v.optional(VersionSchema) });
export type AddRemarkBody = v.InferOutput<typeof AddRemarkBodySchema>;
