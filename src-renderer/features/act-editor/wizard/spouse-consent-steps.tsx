import { ConsentSubjectStep } from './consent-subject-step.tsx';
import { SpouseConsentReviewStep } from './spouse-consent-review-step.tsx';
import { SpouseStep } from './spouse-step.tsx';
import type { TypeStepProps } from './type-step-props.ts';

/** The steps of the spouse consent 15003 (spec §4: choose spouse and phone, then subject with consent types). */
export function SpouseConsentStep(props: TypeStepProps) {
  switch (props.step) {
    case 'spouse':
      return <SpouseStep {...props} />;
    case 'consent_subject':
      return <ConsentSubjectStep {...props} />;
    case 'review':
      return <SpouseConsentReviewStep {...props} />;
    default:
      return null;
  }
}
