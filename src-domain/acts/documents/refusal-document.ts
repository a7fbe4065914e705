import { ACT_TYPE_NAMES } from '../act-types.ts';
import type { ActDetails } from '../../http/routes/acts.ts';
import { label } from './document-labels.ts';
import { printInstant, printInstantDate } from './document-format.ts';
import type { PrintDocument } from './print-document.ts';

export type RefusedAct = Pick<ActDetails, 'id' | 'actTypeId' | 'language' | 'state' | 'reason' | 'notary' | 'office' | 'applicantName' | 'history'>;

/** When the notary refused: the last `refuse` line of the history (spec §4, audit entry). */
export function refusalInstant(act: Pick<ActDetails, 'history'>): string | null {
  const refusals = act.history.filter((item) => item.action === 'refuse');
  return refusals.at(-1)?.at ?? null;
}

/**
 * The notary's refusal decision (spec §4 "The notary can refuse (the refusal decision can be
 * downloaded)"): the act, the applicant, the notary and office, the date and the reason, in the
 * act's language. Only a refused act has one (the route answers 409 otherwise).
 */
export function refusalDocument(act: RefusedAct, printedAt: Date): PrintDocument {
  const locale = act.language;
  const typeName = ACT_TYPE_NAMES[act.actTypeId][locale];
  const notaryName = act.notary?.name[locale] ?? '';
  const at = refusalInstant(act);
  return {
    lang: locale,
    title: label('refusalTitle', locale),
    subtitle: `${label('actNumber', locale)} ${act.id}`,
    notice: null,
    sections: [
      {
        heading: label('generalInfo', locale),
        rows: [
          { label: label('act', locale), value: typeName },
          { label: label('actNumber', locale), value: String(act.id) },
          { label: label('applicant', locale), value: act.applicantName },
          ...(at ? [{ label: label('refusalDate', locale), value: printInstantDate(at) }] : []),
          ...(act.notary ? [{ label: label('notary', locale), value: notaryName }] : []),
          ...(act.office
            ? [
                { label: label('office', locale), value: act.office.name[locale] },
                { label: label('address', locale), value: act.office.address[locale] },
              ]
            : []),
        ],
      },
      {
        heading: label('refusalReason', locale),
        paragraphs: [label('refusalText', locale, { notary: notaryName, type: typeName, number: act.id }), act.reason ?? '', label('appeal', locale)],
      },
    ],
    qr: null,
    footer: [
      `${label('signature', locale)}: ____________________  ${notaryName}`,
      `${label('printedAt', locale)}: ${printInstant(printedAt)}`,
      label('portal', locale),
    ],
    fileName: `refusal-${act.id}`,
  };
}
