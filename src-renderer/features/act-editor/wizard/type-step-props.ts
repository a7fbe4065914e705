import type { WizardStepId } from '../../../../src-domain/acts/wizard/act-wizards.ts';
import type { ActDetails } from '../../../../src-domain/http/routes/acts.ts';

/** What a type's step component is given by the wizard frame (act-wizard.tsx). */
export interface TypeStepProps {
  act: ActDetails;
  step: WizardStepId;
  /** The step's index in the type's wizard. */
  index: number;
  last: boolean;
}
