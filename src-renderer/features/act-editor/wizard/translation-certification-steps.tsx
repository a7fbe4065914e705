import { TranslationDocumentStep } from './translation-document-step.tsx';
import { TranslationReviewStep } from './translation-review-step.tsx';
import { TranslatorStep } from './translator-step.tsx';
import type { TypeStepProps } from './type-step-props.ts';

/** The steps of the translation certification 11962 (docs/decisions/0048-translation-and-inheritance-wizards.md). */
export function TranslationCertificationStep(props: TypeStepProps) {
  switch (props.step) {
    case 'translation_document':
      return <TranslationDocumentStep {...props} />;
    case 'translator':
      return <TranslatorStep {...props} />;
    case 'review':
      return <TranslationReviewStep {...props} />;
    default:
      return null;
  }
}
