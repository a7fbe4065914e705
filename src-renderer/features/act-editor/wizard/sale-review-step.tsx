import { useLingui } from '@lingui/react/macro';
import { isPaymentMethod } from '../../../../src-domain/acts/editor/sale-price-form.ts';
import { formatMoney } from '../../../../src-domain/i18n/format-number.ts';
import { useShownLocale } from '../../../shared/use-shown-locale.ts';
import { usePaymentMethodLabels } from './payment-method-labels.ts';
import { ReviewStep, type ReviewFact } from './review-step.tsx';
import type { TypeStepProps } from './type-step-props.ts';

const amount = (value: unknown): number | null => (typeof value === 'number' && Number.isSafeInteger(value) ? value : null);

/**
 * Sale 1 step "review": what the wizard stored, as the notary will read it, before finishing.
 * Finishing opens the act's page, where the parties are invited (SMS, link or QR) and the act
 * is sent to the notary (spec §4 "invite parties …, choose notary, wait"), which checks every §5
 * rule again.
 */
export function SaleReviewStep(props: TypeStepProps) {
  const { t } = useLingui();
  const locale = useShownLocale();
  const methods = usePaymentMethodLabels();
  const { act } = props;
  const vehicle = act.subjects.find((subject) => subject.kind === 'vehicle');
  const method = vehicle?.data['common.paymentMethod'];
  const advance = amount(vehicle?.data['common.advanceTiyin']);
  const sum = (tiyin: number) => `${formatMoney(tiyin, locale)} ${t({ id: 'act.wizard.review.sum', message: 'so‘m' })}`;
  const names = (role: string) =>
    act.parties
      .filter((party) => party.role === role)
      .map((party) => party.fullName)
      .join(', ');
  const facts: ReviewFact[] = [
    {
      label: t({ id: 'act.wizard.review.vehicle', message: 'Transport vositasi' }),
      value: vehicle ? [vehicle.data.make, vehicle.data.model, vehicle.stateNumber].filter((part) => typeof part === 'string' && part !== '').join(' ') : '',
    },
    {
      label: t({ id: 'act.wizard.review.price', message: 'Sotish narxi' }),
      value: vehicle !== undefined && vehicle.priceTiyin !== null ? sum(vehicle.priceTiyin) : '',
    },
    { label: t({ id: 'act.wizard.review.method', message: 'To‘lov usuli' }), value: isPaymentMethod(method) ? methods[method] : '' },
    ...(advance === null ? [] : [{ label: t({ id: 'act.wizard.review.advance', message: 'Oldindan to‘lov (avans)' }), value: sum(advance) }]),
    { label: t({ id: 'act.wizard.review.sellers', message: 'Sotuvchilar' }), value: names('seller') },
    { label: t({ id: 'act.wizard.review.buyers', message: 'Xaridor' }), value: names('buyer') },
  ];
  return (
    <ReviewStep
      {...props}
      title={t({ id: 'act.wizard.review.title', message: 'Shartnomani tekshiring' })}
      facts={facts}
      note={t({
        id: 'act.wizard.review.next',
        message: '“Yakunlash”dan so‘ng harakat sahifasida ishtirokchilarni taklif qiling va harakatni notariusga yuboring.',
      })}
    />
  );
}
