import * as v from 'valibot';
import { ACT_TYPE_IDS, type ActTypeId, type RegType, regTypeOf } from '../act-types.ts';
import { LOCALES, type Locale } from '../../i18n/locale.ts';
import { PhoneSchema } from '../../identity/phone.ts';
import { applyMask } from '../../masks/apply-mask.ts';
import { MASKS } from '../../masks/masks.ts';
import { CreateActBodySchema, NOTARY_CHOICES, PatchActBodySchema, type CreateActBodyInput, type PatchActBodyInput } from '../../http/routes/acts-bodies.ts';
import { ALL_EXTRAS_FIELDS, extrasFromText, extrasToText, type ExtrasFieldKind, type ExtrasText } from './extras-fields.ts';
import { OptionalCountField, OptionalDateField, OptionalMoneyField, OptionalPercentField, OptionalTextField } from './form-text.ts';
import { isRegtypeAllowed } from './simplified-act.ts';

/**
 * The general-info form (spec §2 screen 13 "general info"; §3 Notarial act): what the user
 * types. `generalInfoCreateSchema` turns it into `POST /api/acts`'s body and validates that with
 * the server's `CreateActBodySchema`; `generalInfoEditSchema` does the same for `PATCH`.
 */
export interface GeneralInfoFormValues {
  /** '' until a type is chosen. */
  actTypeId: string;
  simplified: boolean;
  /** 1 in person, 2 video conference (spec §3). */
  regtype: '1' | '2';
  language: Locale;
  /** As typed in the (99) 999 99 99 mask. */
  clientPhone: string;
  notaryChoice: (typeof NOTARY_CHOICES)[number];
  /** '' unless the notary is chosen by hand. */
  notaryId: string;
  extras: ExtrasText;
}

const FIELD_BY_KIND: Readonly<Record<ExtrasFieldKind, v.GenericSchema<string, string>>> = {
  date: OptionalDateField,
  money: OptionalMoneyField,
  count: OptionalCountField,
  percent: OptionalPercentField,
  text: OptionalTextField,
  // '' (none chosen) or a code of the list; the extras schema names a wrong code.
  language: OptionalTextField,
};

const ExtrasTextSchema = v.object(Object.fromEntries(ALL_EXTRAS_FIELDS.map((field) => [field.name, v.optional(FIELD_BY_KIND[field.kind], '')])));

const ActTypeField = v.pipe(v.string('error_required'), v.nonEmpty('error_required'), v.transform(Number), v.picklist(ACT_TYPE_IDS, 'error_invalid_value'));

const FormTextSchema = v.pipe(
  v.object({
    actTypeId: ActTypeField,
    simplified: v.boolean('error_invalid_value'),
    regtype: v.pipe(v.picklist(['1', '2'], 'error_required'), v.transform(Number)),
    language: v.picklist(LOCALES, 'error_invalid_value'),
    clientPhone: PhoneSchema,
    notaryChoice: v.picklist(NOTARY_CHOICES, 'error_invalid_value'),
    notaryId: v.string('error_invalid_value'),
    extras: ExtrasTextSchema,
  }),
  v.forward(
    v.check((form) => isRegtypeAllowed(form.simplified, form.regtype), 'error_invalid_value'),
    ['regtype'],
  ),
);
type FormText = v.InferOutput<typeof FormTextSchema>;

function createBody(form: FormText): CreateActBodyInput {
  const manual = form.notaryChoice === 'manual';
  return {
    actTypeId: form.actTypeId,
    simplified: form.simplified,
    regtype: regTypeOf(form.regtype),
    language: form.language,
    clientPhone: form.clientPhone,
    notaryChoice: form.notaryChoice,
    ...(manual && form.notaryId !== '' ? { notaryId: Number(form.notaryId) } : {}),
    extras: extrasFromText(form.actTypeId, form.extras),
  };
}

/** New act → `POST /api/acts` body. */
export const generalInfoCreateSchema = v.pipe(FormTextSchema, v.transform(createBody), CreateActBodySchema);

/** Edited general info → `PATCH /api/acts/:uuid` body (the caller adds the act's `version`). */
export const generalInfoEditSchema = v.pipe(
  FormTextSchema,
  v.transform((form): PatchActBodyInput => ({
    regtype: regTypeOf(form.regtype),
    language: form.language,
    clientPhone: form.clientPhone,
    simplified: form.simplified,
    extras: extrasFromText(form.actTypeId, form.extras),
  })),
  PatchActBodySchema,
);

export interface GeneralInfoDefaults {
  actTypeId?: ActTypeId | undefined;
  simplified?: boolean;
  language?: Locale;
  /** The signed-in user's phone (9 digits) to start from. */
  phone?: string | null | undefined;
}

/** A new act's starting values: in person, the interface language, automatic notary choice. */
export function newGeneralInfo({ actTypeId, simplified = false, language = 'oz', phone }: GeneralInfoDefaults): GeneralInfoFormValues {
  return {
    actTypeId: actTypeId === undefined ? '' : String(actTypeId),
    simplified,
    regtype: '1',
    language,
    clientPhone: phone ? applyMask(MASKS.phone, phone) : '',
    notaryChoice: 'auto',
    notaryId: '',
    extras: {},
  };
}

/** An act's general info as the form shows it for editing. */
export function generalInfoOf(act: {
  readonly actTypeId: ActTypeId;
  readonly simplified: boolean;
  readonly regtypeId: RegType;
  readonly language: Locale;
  readonly clientPhone: string | null;
  readonly notaryChoice: 'auto' | 'manual' | null;
  readonly notary: { readonly id: number } | null;
  readonly extras: Readonly<Record<string, unknown>>;
}): GeneralInfoFormValues {
  return {
    actTypeId: String(act.actTypeId),
    simplified: act.simplified,
    regtype: `${regTypeOf(act.regtypeId)}`,
    language: act.language,
    clientPhone: act.clientPhone ? applyMask(MASKS.phone, act.clientPhone) : '',
    notaryChoice: act.notaryChoice ?? 'auto',
    notaryId: act.notaryChoice === 'manual' && act.notary ? String(act.notary.id) : '',
    extras: extrasToText(act.actTypeId, act.extras),
  };
}
