import { InheritanceCaseStep } from './inheritance-case-step.tsx';
import { InheritanceReviewStep } from './inheritance-review-step.tsx';
import { RenunciationFavourStep } from './renunciation-favour-step.tsx';
import type { TypeStepProps } from './type-step-props.ts';

/** The steps of the inheritance renunciation 12047 (docs/decisions/0048-translation-and-inheritance-wizards.md). */
export function InheritanceRenunciationStep(props: TypeStepProps) {
  switch (props.step) {
    case 'inheritance_case':
      return <InheritanceCaseStep {...props} />;
    case 'renunciation_favour':
      return <RenunciationFavourStep {...props} />;
    case 'review':
      return <InheritanceReviewStep {...props} />;
    default:
      return null;
  }
}
