import { useLingui } from '@lingui/react/macro';
import { PartyListStep } from './party-list-step.tsx';
import { SaleCoOwnersStep } from './sale-co-owners-step.tsx';
import { SalePriceStep } from './sale-price-step.tsx';
import { SaleReviewStep } from './sale-review-step.tsx';
import { SaleVehicleStep } from './sale-vehicle-step.tsx';
import type { TypeStepProps } from './type-step-props.ts';

/** The steps of the vehicle sale 1 (spec §4 "select vehicle (and sale price for a sale), add buyer"; §5 co-owners). */
export function VehicleSaleStep(props: TypeStepProps) {
  const { t } = useLingui();
  switch (props.step) {
    case 'vehicle':
      return <SaleVehicleStep {...props} />;
    case 'price':
      return <SalePriceStep {...props} />;
    case 'buyer':
      return (
        <PartyListStep
          {...props}
          role="buyer"
          rule="buyer"
          title={t({ id: 'act.wizard.buyer.title', message: 'Xaridor' })}
          listLabel={t({ id: 'act.wizard.buyer.list', message: 'Xaridorlar' })}
          addLabel={t({ id: 'act.wizard.buyer.add', message: 'Xaridorni qo‘shish' })}
        />
      );
    case 'co_owners':
      return <SaleCoOwnersStep {...props} />;
    case 'review':
      return <SaleReviewStep {...props} />;
    default:
      return null;
  }
}
