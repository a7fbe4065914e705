import * as v from 'valibot';
import { AddSubjectBodySchema, EditSubjectBodySchema, type AddSubjectBodyInput, type EditSubjectBodyInput } from '../../http/routes/acts-bodies.ts';
import { moneyOrNull, OptionalMoneyField, RequiredTextField } from './form-text.ts';

/** The add-other-property form (spec §2 screen 15; §3 "Other property: description, sum"). */
export interface OtherPropertyFormValues {
  description: string;
  sum: string;
}

export const DESCRIPTION_MAX = 1000;

export function newOtherPropertyForm(): OtherPropertyFormValues {
  return { description: '', sum: '' };
}

const FormTextSchema = v.object({ description: RequiredTextField(DESCRIPTION_MAX), sum: OptionalMoneyField });

/** → `POST /api/acts/:uuid/subjects` body. */
export const otherPropertyAddSchema = v.pipe(
  FormTextSchema,
  v.transform((form): AddSubjectBodyInput => ({ kind: 'other', description: form.description, priceTiyin: moneyOrNull(form.sum) })),
  AddSubjectBodySchema,
);

/** → `PATCH …/subjects/:subjectId` body. */
export const otherPropertyEditSchema = v.pipe(
  FormTextSchema,
  v.transform((form): EditSubjectBodyInput => ({ description: form.description, priceTiyin: moneyOrNull(form.sum) })),
  EditSubjectBodySchema,
);
