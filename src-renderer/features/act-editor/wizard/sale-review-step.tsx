import { useLingui } from '@lingui/react/macro';
import { CO_OWNER_ROLE } from '../../../../src-domain/acts/blocking/co-owners-rule.ts';
import { REQUIRED_PARTY_ROLE } from '../../../../src-domain/acts/party-roles.ts';
import { isPaymentMethod } from '../../../../src-domain/acts/editor/subject-common-fields.ts';
import { formatMoney } from '../../../../src-domain/i18n/format-number.ts';
import { useShownLocale } from '../../../ui/use-shown-locale.ts';
import { usePaymentMethodLabels } from './payment-method-labels.ts';
import type { TypeStepProps } from './type-step-props.ts';
import { ReviewStepForm } from './review-step-form.tsx';

const amount = (value: unknown): number | null => (typeof value === 'number' && Number.isSafeInteger(value) ? value : null);

export interface SaleReviewStepProps extends TypeStepProps {
  /** The price's name: a sale's price, a gift's value. */
  priceLabel: string;
  /** A sale shows its payment terms; a gift has none. */
  terms: boolean;
  /** The heading of the givers (sellers, givers) and of the other side (buyer, donee). */
  giversLabel: string;
  takersLabel: string;
}

/**
 * Sale 1 and gift 4 step "review": what the wizard stored, as the notary will read it, before finishing.
 * Finishing opens the act's page, where the parties are invited (SMS, link or QR) and the act
 * is sent to the notary (spec §4 "invite parties …, choose notary, wait"), which checks every §5
 * rule again.
 */
export function SaleReviewStep({ act, index, last, priceLabel, terms, giversLabel, takersLabel }: SaleReviewStepProps) {
  const { t } = useLingui();
  const locale = useShownLocale();
  const methods = usePaymentMethodLabels();
  const vehicle = act.subjects.find((subject) => subject.kind === 'vehicle');
  const method = vehicle?.data['common.paymentMethod'];
  const advance = amount(vehicle?.data['common.advanceTiyin']);
  const names = (role: string) =>
    act.parties
      .filter((party) => party.role === role)
      .map((party) => party.fullName)
      .join(', ');
  const notStated = t({ id: 'act.wizard.review.none', message: 'Ko‘rsatilmagan' });

  return (
    <ReviewStepForm
      act={act}
      index={index}
      last={last}
      title={t({ id: 'act.wizard.review.title', message: 'Shartnomani tekshiring' })}
      note={t({
        id: 'act.wizard.review.next',
        message: '“Yakunlash”dan so‘ng harakat sahifasida ishtirokchilarni taklif qiling va harakatni notariusga yuboring.',
      })}
    >
      <dt>{t({ id: 'act.wizard.review.vehicle', message: 'Transport vositasi' })}</dt>
      <dd>
        {vehicle ? [vehicle.data.make, vehicle.data.model, vehicle.stateNumber].filter((part) => typeof part === 'string' && part !== '').join(' ') : notStated}
      </dd>
      <dt>{priceLabel}</dt>
      <dd>
        {vehicle !== undefined && vehicle.priceTiyin !== null
          ? `${formatMoney(vehicle.priceTiyin, locale)} ${t({ id: 'act.wizard.review.sum', message: 'so‘m' })}`
          : notStated}
      </dd>
      {terms && (
        <>
          <dt>{t({ id: 'act.wizard.review.method', message: 'To‘lov usuli' })}</dt>
          <dd>{isPaymentMethod(method) ? methods[method] : notStated}</dd>
        </>
      )}
      {terms && advance !== null && (
        <>
          <dt>{t({ id: 'act.wizard.review.advance', message: 'Oldindan to‘lov (avans)' })}</dt>
          <dd>{`${formatMoney(advance, locale)} ${t({ id: 'act.wizard.review.sum', message: 'so‘m' })}`}</dd>
        </>
      )}
      <dt>{giversLabel}</dt>
      <dd>{names(CO_OWNER_ROLE[act.actTypeId] ?? 'seller') || notStated}</dd>
      <dt>{takersLabel}</dt>
      <dd>{names(REQUIRED_PARTY_ROLE[act.actTypeId] ?? 'buyer') || notStated}</dd>
    </ReviewStepForm>
  );
}
