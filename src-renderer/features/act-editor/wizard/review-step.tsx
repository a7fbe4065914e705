import { useLingui } from '@lingui/react/macro';
import { Fragment, useId, type FormEvent } from 'react';
import { FormProblem } from '../form-problem.tsx';
import type { TypeStepProps } from './type-step-props.ts';
import { useWizardStep } from './use-wizard-step.ts';
import { WizardButtons } from './wizard-buttons.tsx';

export interface ReviewFact {
  label: string;
  /** '' shows "not stated". */
  value: string;
}

export interface ReviewStepProps extends TypeStepProps {
  title: string;
  facts: readonly ReviewFact[];
  /** What happens after finishing (invite the parties, send to the notary). */
  note?: string | undefined;
}

/**
 * A wizard's last step "review": what the wizard stored, as the notary will read it, before
 * finishing; finishing opens the act's page, where it is sent to the notary (which checks every
 * §5 rule again).
 */
export function ReviewStep({ act, index, last, title, facts, note }: ReviewStepProps) {
  const { t } = useLingui();
  const id = useId();
  const wizard = useWizardStep(act, index);
  const notStated = t({ id: 'act.wizard.review.none', message: 'Ko‘rsatilmagan' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    wizard.next('review');
  };

  return (
    <form className="form-panel" noValidate aria-labelledby={`${id}-title`} onSubmit={submit}>
      <h2 id={`${id}-title`} className="editor-form__title">
        {title}
      </h2>
      <dl className="editor-facts">
        {facts.map(({ label, value }) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value || notStated}</dd>
          </Fragment>
        ))}
      </dl>
      {note && <p className="form-note">{note}</p>}
      <FormProblem error={wizard.error} keepAfterToast />
      <WizardButtons busy={wizard.busy} onBack={wizard.back} last={last} />
    </form>
  );
}
