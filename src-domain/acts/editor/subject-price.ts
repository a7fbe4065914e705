import * as v from 'valibot';
import type { ActTypeId } from '../act-types.ts';
import { EditSubjectBodySchema, type EditSubjectBodyInput } from '../../http/routes/acts-bodies.ts';
import { formatAmount } from '../../money/format-amount.ts';
import { moneyOrNull, OptionalMoneyField, RequiredMoneyField } from './form-text.ts';

/**
 * Spec §4 wizards 1 and 4: "select vehicle (and sale price for a sale)": a sale's subject has a
 * price; other acts may state one (a pledge's value, other property's sum) or not.
 */
export const PRICE_REQUIRED_TYPES: readonly ActTypeId[] = [1];

export function subjectPriceRequired(type: ActTypeId): boolean {
  return PRICE_REQUIRED_TYPES.includes(type);
}

/** The price field of a subject form for `type`, as typed in the currency input. */
export function subjectPriceField(type: ActTypeId) {
  return subjectPriceRequired(type) ? RequiredMoneyField : OptionalMoneyField;
}

/** The typed price as the body carries it: tiyin, or null when not stated. */
export const priceTiyin = (text: string): number | null => moneyOrNull(text);

/** A found registry object's id, kept by the form as text; '' until a lookup found one. */
export const FoundIdField = v.pipe(v.string('error_required'), v.regex(/^\d+$/, 'error_required'), v.transform(Number));

/** A subject's new price → `PATCH …/subjects/:subjectId` body (the registry object itself does not change). */
export function subjectPriceEditSchema(type: ActTypeId) {
  return v.pipe(
    v.object({ price: subjectPriceField(type) }),
    v.transform((form): EditSubjectBodyInput => ({ priceTiyin: priceTiyin(form.price) })),
    EditSubjectBodySchema,
  );
}

/** A stored price as the currency field shows it. */
export function priceFormText(tiyin: number | null): string {
  return tiyin === null ? '' : formatAmount(tiyin);
}
