import type { TypeStepProps } from './type-step-props.ts';
import { PropertyStep } from './residence-property-step.tsx';
import { RegistrantStep } from './residence-registrant-step.tsx';
import { ResidenceTermStep } from './residence-term-step.tsx';

/** The steps of the consent to residence registration 11944 (spec §5: by the property owner only). */
export function ResidenceConsentStep(props: TypeStepProps) {
  switch (props.step) {
    case 'property':
      return <PropertyStep {...props} />;
    case 'registrant':
      return <RegistrantStep {...props} />;
    case 'residence_term':
      return <ResidenceTermStep {...props} />;
    default:
      return null;
  }
}
