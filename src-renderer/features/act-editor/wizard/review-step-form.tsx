import { useLingui } from '@lingui/react/macro';
import { useId, type FormEvent, type ReactNode } from 'react';
import { FormProblem } from '../form-problem.tsx';
import type { TypeStepProps } from './type-step-props.ts';
import { useWizardStep } from './use-wizard-step.ts';
import { WizardButtons } from './wizard-buttons.tsx';

export interface ReviewStepFormProps extends Omit<TypeStepProps, 'step'> {
  title: string;
  /** What happens after "finish", under the facts. */
  note: string;
  /** The facts stored, as a description list. */
  children: ReactNode;
}

/**
 * A wizard's "review" step (the sale's, the powers of attorney's): what the wizard stored, as the
 * notary will read it, then "finish", which the server checks like any step (decision 0041).
 */
export function ReviewStepForm({ act, index, last, title, note, children }: ReviewStepFormProps) {
  const id = useId();
  const wizard = useWizardStep(act, index);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    wizard.next('review');
  };
  return (
    <form className="form-panel" noValidate aria-labelledby={`${id}-title`} onSubmit={submit}>
      <h2 id={`${id}-title`} className="editor-form__title">
        {title}
      </h2>
      <dl className="editor-facts">{children}</dl>
      <p className="form-note">{note}</p>
      <FormProblem error={wizard.error} keepAfterToast />
      <WizardButtons busy={wizard.busy} onBack={wizard.back} last={last} />
    </form>
  );
}

/** One fact of a review, "not stated" when the draft has none. */
export function ReviewFact({ label, value }: { label: string; value: string }) {
  const { t } = useLingui();
  return (
    <>
      <dt>{label}</dt>
      <dd>{value || t({ id: 'act.wizard.review.none', message: 'Ko‘rsatilmagan' })}</dd>
    </>
  );
}
