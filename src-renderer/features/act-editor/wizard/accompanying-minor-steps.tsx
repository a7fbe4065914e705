import { AccompanyingReviewStep } from './accompanying-review-step.tsx';
import { ChildrenByPinStep } from './children-by-pin-step.tsx';
import { CountriesStep } from './travel-countries-step.tsx';
import type { TypeStepProps } from './type-step-props.ts';

/** The steps of accompanying a minor abroad 15035 (spec §4: children by personal id, then countries). */
export function AccompanyingMinorStep(props: TypeStepProps) {
  switch (props.step) {
    case 'children':
      return <ChildrenByPinStep {...props} />;
    case 'countries':
      return <CountriesStep {...props} />;
    case 'review':
      return <AccompanyingReviewStep {...props} />;
    default:
      return null;
  }
}
