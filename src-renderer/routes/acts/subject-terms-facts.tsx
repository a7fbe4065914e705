import { useLingui } from '@lingui/react/macro';
import {
  isConsentType,
  isOwnerType,
  isPaymentMethod,
  maskedCardNumber,
  type SubjectCommonField,
} from '../../../src-domain/acts/editor/subject-common-fields.ts';
import type { ActDetails, ActSubject } from '../../../src-domain/http/routes/acts.ts';
import { formatMoney } from '../../../src-domain/i18n/format-number.ts';
import { FactList, type Fact } from '../../ui/fact-list.tsx';
import { useShownLocale } from '../../ui/use-shown-locale.ts';
import { OWNER_TYPE_LABELS, PAYMENT_METHOD_LABELS, TERMS_FIELD_LABELS } from '../../features/act-editor/subject-terms-labels.ts';
import { useConsentTypeLabels } from '../../features/act-editor/wizard/spouse-consent-labels.ts';

/** The common fields shown as they are stored (text, dates DD.MM.YYYY). */
const TEXT_FACTS: readonly SubjectCommonField[] = [
  'ownershipBasis',
  'registryNumber',
  'registryDate',
  'creditOrganisation',
  'bank',
  'bankLetter',
  'account',
  'insuranceCompany',
  'policyNumber',
  'policyDate',
];
const MONEY_FACTS: readonly SubjectCommonField[] = ['advanceTiyin', 'ownFundsTiyin', 'remainingTiyin', 'creditSumTiyin'];

/**
 * A subject's terms (spec §3 common subject fields) as the act details list them, in the words of
 * the terms form: the card as its last four digits (all the server keeps, and only for the
 * applicant and the notary), the share as 1/2 with its recipient named as the parties tab names
 * them (docs/decisions/0050-subject-common-fields.md). Nothing when none is stated.
 */
export function SubjectTermsFacts({ act, subject }: { act: ActDetails; subject: ActSubject }) {
  const { t, i18n } = useLingui();
  const locale = useShownLocale();
  const consentLabels = useConsentTypeLabels();
  const read = (field: string) => subject.data[`common.${field}`];
  const label = (field: SubjectCommonField) => i18n._(TERMS_FIELD_LABELS[field]);
  const method = read('paymentMethod');
  const owner = read('ownerType');
  const last4 = read('cardLast4');
  const numerator = read('shareNumerator');
  const denominator = read('shareDenominator');
  const recipient = act.parties.find((party) => party.id === read('shareRecipientPartyId'));
  const consent = read('consentTypes');
  const facts: Fact[] = [
    ...TEXT_FACTS.flatMap((field) => {
      const value = read(field);
      return typeof value === 'string' && value !== '' ? [{ label: label(field), value }] : [];
    }),
    ...(isOwnerType(owner) ? [{ label: label('ownerType'), value: i18n._(OWNER_TYPE_LABELS[owner]) }] : []),
    ...(isPaymentMethod(method) ? [{ label: label('paymentMethod'), value: i18n._(PAYMENT_METHOD_LABELS[method]) }] : []),
    ...(typeof last4 === 'string' ? [{ label: label('cardNumber'), value: maskedCardNumber(last4) }] : []),
    ...(typeof last4 === 'string' && typeof read('cardExpiry') === 'string' ? [{ label: label('cardExpiry'), value: String(read('cardExpiry')) }] : []),
    ...MONEY_FACTS.flatMap((field) => {
      const value = read(field);
      return typeof value === 'number' ? [{ label: label(field), value: formatMoney(value, locale) }] : [];
    }),
    ...(typeof numerator === 'number' && typeof denominator === 'number'
      ? [{ label: t({ id: 'act.terms.share', message: 'Ulush' }), value: `${String(numerator)}/${String(denominator)}` }]
      : []),
    ...(recipient ? [{ label: label('shareRecipientPartyId'), value: recipient.fullName }] : []),
    ...(Array.isArray(consent) && consent.some(isConsentType)
      ? [
          {
            label: label('consentTypes'),
            value: consent
              .filter(isConsentType)
              .map((type) => consentLabels[type])
              .join(', '),
          },
        ]
      : []),
  ];
  if (facts.length === 0) return null;
  return (
    <section className="act-section" aria-label={t({ id: 'act.terms.title', message: 'Mulk shartlari' })}>
      <h4>{t({ id: 'act.terms.title', message: 'Mulk shartlari' })}</h4>
      <FactList className="act-facts" facts={facts} />
    </section>
  );
}
