import { useLingui } from '@lingui/react/macro';
import { PartiesStep } from './parties-step.tsx';
import { ProxyPowersStep } from './proxy-powers-step.tsx';
import { ProxyReviewStep } from './proxy-review-step.tsx';
import { PropertyStep } from './residence-property-step.tsx';
import { SaleVehicleStep } from './sale-vehicle-step.tsx';
import type { TypeStepProps } from './type-step-props.ts';

/**
 * The steps of the powers of attorney 101, 105 and 11651 (spec §4 "Powers of attorney: add
 * attorneys, then vehicle or property and term"; docs/decisions/0045-power-of-attorney-wizards.md):
 * the principal's own vehicle and real estate are chosen as the sale and the residence consent
 * choose theirs, the attorneys are added as any party.
 */
export function PowerOfAttorneyStep(props: TypeStepProps) {
  const { t } = useLingui();
  switch (props.step) {
    case 'attorneys':
      return (
        <PartiesStep
          {...props}
          role="attorney"
          rule="attorneys"
          title={t({ id: 'act.wizard.attorneys.title', message: 'Ishonchli vakillar' })}
          listLabel={t({ id: 'act.wizard.attorneys.list', message: 'Qo‘shilgan ishonchli vakillar' })}
          addLabel={t({ id: 'act.wizard.attorneys.add', message: 'Ishonchli vakilni qo‘shish' })}
        />
      );
    case 'vehicle':
      return <SaleVehicleStep {...props} title={t({ id: 'act.wizard.proxyVehicle.title', message: 'Ishonchnoma beriladigan transport vositasi' })} />;
    case 'property':
      return <PropertyStep {...props} title={t({ id: 'act.wizard.proxyProperty.title', message: 'Ishonchnoma beriladigan ko‘chmas mulk' })} />;
    case 'powers':
      return <ProxyPowersStep {...props} />;
    case 'review':
      return <ProxyReviewStep {...props} />;
    default:
      return null;
  }
}
