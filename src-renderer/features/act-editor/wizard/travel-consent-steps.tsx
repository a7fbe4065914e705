import type { TypeStepProps } from './type-step-props.ts';
import { ChildrenStep } from './travel-children-step.tsx';
import { CompanionStep } from './travel-companion-step.tsx';
import { CountriesStep } from './travel-countries-step.tsx';
import { TripStep } from './travel-trip-step.tsx';

/** The steps of the minor travel consent 15034 (spec §4: children, countries, purpose and dates, then the accompanying person). */
export function TravelConsentStep(props: TypeStepProps) {
  switch (props.step) {
    case 'children':
      return <ChildrenStep {...props} />;
    case 'countries':
      return <CountriesStep {...props} />;
    case 'trip':
      return <TripStep {...props} />;
    case 'companion':
      return <CompanionStep {...props} />;
    default:
      return null;
  }
}
