import * as v from 'valibot';
import type { ActTypeId } from '../act-types.ts';
import { allowedPartyRoles, PARTY_ROLES, type PartyRole } from '../party-roles.ts';
import { RELATIONSHIPS } from '../../fees/relationship.ts';
import { AddPartyBodySchema, EditPartyBodySchema, type AddPartyBodyInput, type EditPartyBodyInput } from '../../http/routes/acts-bodies.ts';
import { documentNumberSchema } from '../../identity/document-number.ts';
import { InnSchema } from '../../identity/inn.ts';
import { PhoneSchema } from '../../identity/phone.ts';
import { PinSchema } from '../../identity/pin.ts';
import { applyMask } from '../../masks/apply-mask.ts';
import { MASKS } from '../../masks/masks.ts';
import { formatCalendarDate } from '../../time/format-date.ts';
import { parseIsoDate } from '../../time/parse-date.ts';
import { documentSeriesSchema } from './document-fields.ts';
import { OptionalDateField, OptionalTextField, textOrNull } from './form-text.ts';

/**
 * The add-party form (spec §2 screen 15; §3 Party): an individual by pin and document, or a legal
 * entity by inn with its signer's pin and document; addresses, representative, participation
 * type (1 meeting the notary, 2 video), payer flag, sign-language interpreter, relationship
 * degree, and the role the act type allows. `partyAddSchema` turns it into
 * `POST /api/acts/:uuid/parties`'s body and validates that with the server's schema.
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
  docDate: string;
  docIssuer: string;
  regAddress: string;
  actAddress: string;
  /** The representative's (or proxy holder's) pin, '' when the party acts in person. */
  representativePin: string;
  participationType: '1' | '2';
  isPayer: boolean;
  interpreter: string;
  relationship: (typeof RELATIONSHIPS)[number] | '';
  /** As typed in the (99) 999 99 99 mask; '' when not given. */
  phone: string;
}

const DocumentTypeField = v.pipe(v.string('error_required'), v.nonEmpty('error_required'), v.regex(/^\d{1,6}$/, 'error_invalid_value'), v.transform(Number));

/**
 * `seriesRequired`: a new party's passport-like document needs its series (the registry lookup
 * reads it). The act's party record does not keep the series yet (ACTS.md "Requests from U1"),
 * so an edited party's series is checked only when one is typed.
 */
const formTextSchema = (seriesRequired: boolean) => v.pipe(
  v.object({
    kind: v.picklist(['individual', 'legal'], 'error_invalid_value'),
    role: v.picklist(PARTY_ROLES, 'error_required'),
    pin: PinSchema,
    inn: v.string('error_invalid_value'),
    docType: DocumentTypeField,
    docSeries: v.string('error_invalid_value'),
    docNumber: v.string('error_invalid_value'),
    docDate: OptionalDateField,
    docIssuer: OptionalTextField,
    regAddress: OptionalTextField,
    actAddress: OptionalTextField,
    representativePin: v.pipe(v.string('error_invalid_value'), v.trim(), v.check((text) => text === '' || v.is(PinSchema, text), 'error_wrong_pin_length')),
    participationType: v.picklist(['1', '2'], 'error_required'),
    isPayer: v.boolean('error_invalid_value'),
    interpreter: OptionalTextField,
    relationship: v.picklist(['', ...RELATIONSHIPS], 'error_invalid_value'),
    phone: v.pipe(v.string('error_invalid_value'), v.trim(), v.check((text) => text === '' || v.is(PhoneSchema, text), 'error_wrong_phone_length')),
  }),
  // A legal entity is found by its inn (spec §5 mask: 9 digits).
  v.forward(
    v.partialCheck([['kind'], ['inn']], (form) => form.kind !== 'legal' || v.is(InnSchema, form.inn), 'error_wrong_inn_length'),
    ['inn'],
  ),
  // Series and number follow the rules of the chosen document type (spec §5); the first problem is reported.
  v.forward(
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed || (!seriesRequired && dataset.value.docSeries.trim() === '')) return;
      const result = v.safeParse(documentSeriesSchema(dataset.value.docType), dataset.value.docSeries);
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
type FormText = v.InferOutput<ReturnType<typeof formTextSchema>>;

function editableFields(form: FormText) {
  return {
    role: form.role,
    phone: form.phone === '' ? null : form.phone,
    docType: form.docType,
    docNumber: form.docNumber.trim().toUpperCase(),
    docDate: textOrNull(form.docDate),
    docIssuer: textOrNull(form.docIssuer),
    regAddress: textOrNull(form.regAddress),
    actAddress: textOrNull(form.actAddress),
    representativePin: textOrNull(form.representativePin),
    participationType: form.participationType === '2' ? 2 : 1,
    isPayer: form.isPayer,
    interpreter: textOrNull(form.interpreter),
    relationship: form.relationship === '' ? null : form.relationship,
  } satisfies EditPartyBodyInput;
}

/** New party → `POST /api/acts/:uuid/parties` body (the caller adds the act's `version`). */
export const partyAddSchema = v.pipe(
  formTextSchema(true),
  v.transform((form): AddPartyBodyInput => (form.kind === 'legal' ? { kind: 'legal', pin: form.pin, inn: form.inn.trim(), ...editableFields(form) } : { kind: 'individual', pin: form.pin, ...editableFields(form) })),
  AddPartyBodySchema,
);

/** Edited party → `PATCH /api/acts/:uuid/parties/:partyId` body: who the party is does not change. */
export const partyEditSchema = v.pipe(
  formTextSchema(false),
  v.transform((form): EditPartyBodyInput => editableFields(form)),
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
    docDate: '',
    docIssuer: '',
    regAddress: '',
    actAddress: '',
    representativePin: '',
    participationType: '1',
    isPayer: false,
    interpreter: '',
    relationship: '',
    phone: '',
  };
}

/** A party of an act (the details answer) back as the form shows it for editing. */
export function partyFormOf(party: {
  readonly kind: 'individual' | 'legal';
  readonly role: string;
  readonly pin: string;
  readonly inn: string | null;
  readonly docType: number | null;
  readonly docNumber: string | null;
  readonly docDate: string | null;
  readonly docIssuer: string | null;
  readonly regAddress: string | null;
  readonly actAddress: string | null;
  readonly representativePin: string | null;
  readonly participationType: 1 | 2;
  readonly isPayer: boolean;
  readonly interpreter: string | null;
  readonly relationship: string | null;
  readonly phone: string | null;
  readonly docSeries?: string | null;
}): PartyFormValues {
  const isoDate = party.docDate === null ? null : parseIsoDate(party.docDate);
  return {
    kind: party.kind,
    role: (PARTY_ROLES as readonly string[]).includes(party.role) ? (party.role as PartyRole) : '',
    pin: party.pin,
    inn: party.inn ?? '',
    docType: party.docType === null ? '' : String(party.docType),
    docSeries: party.docSeries ?? '',
    docNumber: party.docNumber ?? '',
    docDate: isoDate ? formatCalendarDate(isoDate) : '',
    docIssuer: party.docIssuer ?? '',
    regAddress: party.regAddress ?? '',
    actAddress: party.actAddress ?? '',
    representativePin: party.representativePin ?? '',
    participationType: party.participationType === 2 ? '2' : '1',
    isPayer: party.isPayer,
    interpreter: party.interpreter ?? '',
    relationship: (RELATIONSHIPS as readonly string[]).includes(party.relationship ?? '') ? (party.relationship as PartyFormValues['relationship']) : '',
    phone: party.phone ? applyMask(MASKS.phone, party.phone) : '',
  };
}
