import type { ActTypeId } from '../../../../src-domain/acts/act-types.ts';
import { wizardOf } from '../../../../src-domain/acts/wizard/act-wizards.ts';
import type { ActDetails } from '../../../../src-domain/http/routes/acts.ts';
import { GeneralInfoForm } from '../general-info-form.tsx';
import { useStepLabels } from './step-labels.ts';
import { WizardFrame } from './wizard-frame.tsx';

export interface NewActWizardProps {
  actTypeId: ActTypeId;
  /** The act exists from here on: the page opens it (at the wizard's step 1). */
  onCreated: (act: ActDetails) => void;
  onCancel: () => void;
}

/** A new act (not a simplified one: decision 0049): its wizard's first step, the general info, creates the act (spec §4.5 `/enotarial_act/-1`). */
export function NewActWizard({ actTypeId, onCreated, onCancel }: NewActWizardProps) {
  const labels = useStepLabels();
  const steps = wizardOf(actTypeId);
  return (
    <WizardFrame steps={steps.map((id) => labels[id])} current={0}>
      <GeneralInfoForm initial={{ actTypeId, simplified: false }} wizard onSaved={onCreated} onCancel={onCancel} />
    </WizardFrame>
  );
}
