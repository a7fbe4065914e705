import * as v from 'valibot';
import { type ActTypeId, type RegType, regTypeOf } from '../act-types.ts';
import { allowedPartyRoles, PARTY_ROLES, type PartyRole } from '../party-roles.ts';
import { RELATIONSHIPS } from '../../fees/relationship.ts';
import { AddPartyBodySchema, EditPartyBodySchema, type AddPartyBodyInput, type EditPartyBodyInput } from '../../http/routes/acts-bodies.ts';
import { documentNumberSchema } from '../../identity/document-number.ts';
import { InnSchema } from '../../identity/inn.ts';
import { PinSchema } from '../../identity/pin.ts';
import { documentSeriesSchema } from './document-fields.ts';
import { textOrNull } from './form-text.ts';
import { emptyPartyDetailsForm, partyDetailsBody, partyDetailsFormOf, PartyDetailsFormSchema, type PartyDetailsFormValues } from './party-details-form.ts';
import { PARTY_DETAIL_GROUPS, type PartyDetailGroup, type PartyDetails } from './party-details.ts';

/**
 * The add-party form (spec §2 screen 15; §3 Party): an individual by pin and document, or a legal
 * entity by inn with its signer's pin and document; representative, participation type (1
 * meeting the notary, 2 video), payer flag, relationship degree, the role the act type allows
 * and the §3 party fields that role has (party-details.ts; a sign-language interpreter is a party
 * of their own, role `sign_interpreter`). The document is typed to prove the applicant knows the person:
 * the server only answers whether the civil registry holds it for the pin, and copies the
 * person's data from the registry for the notary, never back to the applicant (docs/security.md).
 * `partyAddSchema` turns the form into `POST /api/acts/:uuid/parties`'s body and validates that
 * with the server's schema.
 */
export interface PartyFormValues {
  kind: 'individual' | 'legal';
  role: PartyRole | '';
  pin: string;
  inn: string;
  /** Document type id as the select holds it, '' until chosen. */
  docType: string;
  docSeries: string;
  docNumber: string;
  /** The representative's (or proxy holder's) pin, '' when the party acts in person. */
  representativePin: string;
  participationType: '1' | '2';
  isPayer: boolean;
  relationship: (typeof RELATIONSHIPS)[number] | '';
  details: PartyDetailsFormValues;
  /** Groups the party has that the viewer may not read: an edit leaves them as stored. */
  hiddenDetails: PartyDetailGroup[];
}

const DocumentTypeField = v.pipe(v.string('error_required'), v.nonEmpty('error_required'), v.regex(/^\d{1,6}$/, 'error_invalid_value'), v.transform(Number));

const editableEntries = {
  kind: v.picklist(['individual', 'legal'], 'error_invalid_value'),
  role: v.picklist(PARTY_ROLES, 'error_required'),
  pin: v.string('error_invalid_value'),
  inn: v.string('error_invalid_value'),
  representativePin: v.pipe(
    v.string('error_invalid_value'),
    v.trim(),
    v.check((text) => text === '' || v.is(PinSchema, text), 'error_wrong_pin_length'),
  ),
  participationType: v.picklist(['1', '2'], 'error_required'),
  isPayer: v.boolean('error_invalid_value'),
  relationship: v.picklist(['', ...RELATIONSHIPS], 'error_invalid_value'),
  details: PartyDetailsFormSchema,
  hiddenDetails: v.array(v.picklist(PARTY_DETAIL_GROUPS)),
};

/** A new party: who it is (pin, inn of a legal entity) and the document that proves it. */
const addTextSchema = v.pipe(
  v.object({
    ...editableEntries,
    pin: PinSchema,
    docType: DocumentTypeField,
    docSeries: v.string('error_invalid_value'),
    docNumber: v.string('error_invalid_value'),
  }),
  // A legal entity is found by its inn (spec §5 mask: 9 digits).
  v.forward(
    v.partialCheck([['kind'], ['inn']], (form) => form.kind !== 'legal' || v.is(InnSchema, form.inn), 'error_wrong_inn_length'),
    ['inn'],
  ),
  // Series and number follow the rules of the chosen document type (spec §5); the first problem
  // is reported. The series is required: the civil registry holds one for every document.
  v.forward(
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const result = v.safeParse(v.pipe(documentSeriesSchema(dataset.value.docType), v.nonEmpty('error_required')), dataset.value.docSeries);
      if (!result.success) addIssue({ message: result.issues[0].message });
    }),
    ['docSeries'],
  ),
  v.forward(
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const result = v.safeParse(documentNumberSchema(dataset.value.docType), dataset.value.docNumber);
      if (!result.success) addIssue({ message: result.issues[0].message });
    }),
    ['docNumber'],
  ),
);
type AddText = v.InferOutput<typeof addTextSchema>;

function editableFields(form: v.InferOutput<v.ObjectSchema<typeof editableEntries, undefined>>, mode: 'add' | 'edit') {
  const party = { role: form.role, kind: form.kind, represented: form.representativePin !== '' };
  return {
    role: form.role,
    representativePin: textOrNull(form.representativePin),
    participationType: form.participationType === '2' ? 2 : 1,
    isPayer: form.isPayer,
    relationship: form.relationship === '' ? null : form.relationship,
    details: partyDetailsBody(form.details, party, mode, form.hiddenDetails),
  } satisfies EditPartyBodyInput;
}

function documentFields(form: AddText) {
  return { docType: form.docType, docSeries: form.docSeries.trim().toUpperCase(), docNumber: form.docNumber.trim().toUpperCase() };
}

/** New party → `POST /api/acts/:uuid/parties` body (the caller adds the act's `version`). */
export const partyAddSchema = v.pipe(
  addTextSchema,
  v.transform((form): AddPartyBodyInput => {
    const fields = { pin: form.pin, ...documentFields(form), ...editableFields(form, 'add') };
    return form.kind === 'legal' ? { kind: 'legal', inn: form.inn.trim(), ...fields } : { kind: 'individual', ...fields };
  }),
  AddPartyBodySchema,
);

/** Edited party → `PATCH /api/acts/:uuid/parties/:partyId` body: who the party is does not change. */
export const partyEditSchema = v.pipe(
  v.object({ ...editableEntries, docType: v.string(), docSeries: v.string(), docNumber: v.string() }),
  v.transform((form): EditPartyBodyInput => editableFields(form, 'edit')),
  EditPartyBodySchema,
);

/** A new party's starting values: an individual in the first role the act type allows, meeting the notary. */
export function newParty(type: ActTypeId): PartyFormValues {
  return {
    kind: 'individual',
    role: allowedPartyRoles(type)[0] ?? '',
    pin: '',
    inn: '',
    docType: '',
    docSeries: '',
    docNumber: '',
    representativePin: '',
    participationType: '1',
    isPayer: false,
    relationship: '',
    details: emptyPartyDetailsForm(),
    hiddenDetails: [],
  };
}

/**
 * A party of an act (the details answer) back as the form shows it for editing. The document
 * is not edited (and the applicant reads it masked), so it stays empty.
 */
export function partyFormOf(party: {
  readonly kind: 'individual' | 'legal';
  readonly role: string;
  readonly pin: string;
  readonly inn: string | null;
  readonly representativePin: string | null;
  readonly participationType: RegType;
  readonly isPayer: boolean;
  readonly relationship: string | null;
  readonly details?: PartyDetails | undefined;
  readonly hiddenDetails?: readonly PartyDetailGroup[] | undefined;
}): PartyFormValues {
  return {
    kind: party.kind,
    role: (PARTY_ROLES as readonly string[]).includes(party.role) ? (party.role as PartyRole) : '',
    pin: party.pin,
    inn: party.inn ?? '',
    docType: '',
    docSeries: '',
    docNumber: '',
    representativePin: party.representativePin ?? '',
    participationType: `${regTypeOf(party.participationType)}`,
    isPayer: party.isPayer,
    relationship: (RELATIONSHIPS as readonly string[]).includes(party.relationship ?? '') ? (party.relationship as PartyFormValues['relationship']) : '',
    details: partyDetailsFormOf(party.details),
    hiddenDetails: [...(party.hiddenDetails ?? [])],
  };
}
