import { useId, useState, type FormEvent } from 'react';
import type { PartyRole } from '../../../../src-domain/acts/party-roles.ts';
import type { WizardStepId } from '../../../../src-domain/acts/wizard/act-wizards.ts';
import type { WizardIssue } from '../../../../src-domain/acts/wizard/wizard-step-rules.ts';
import { FormProblem } from '../form-problem.tsx';
import { PartyForm } from '../party-form.tsx';
import { useRemoveChoice } from './api-wizard.ts';
import { ChosenPartyList } from './chosen-party-list.tsx';
import { useIssueText } from './issue-text.ts';
import type { TypeStepProps } from './type-step-props.ts';
import { useWizardStep } from './use-wizard-step.ts';
import { WizardButtons } from './wizard-buttons.tsx';

export interface PartyListStepProps extends TypeStepProps {
  /** The role the step adds (the person registered, the buyer). */
  role: PartyRole;
  /** The step whose rules "next" checks. */
  rule: WizardStepId;
  title: string;
  listLabel: string;
  addLabel: string;
}

/**
 * A step that adds people in one role, each by pin and document like any party (spec §2 screen
 * 15): the ones added with their remove buttons, the add-party form on demand, and "next",
 * which needs at least one (the step's rule, checked again by the server).
 */
export function PartyListStep({ act, index, last, role, rule, title, listLabel, addLabel }: PartyListStepProps) {
  const id = useId();
  const wizard = useWizardStep(act, index);
  const remove = useRemoveChoice(act);
  const [adding, setAdding] = useState(false);
  const [issues, setIssues] = useState<readonly WizardIssue[]>([]);
  const listError = useIssueText(issues)('parties');
  const added = act.parties.filter((party) => party.role === role && !party.isApplicant);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIssues(wizard.next(rule));
  };

  return (
    <div className="form-panel">
      <form className="act-wizard" noValidate aria-labelledby={`${id}-title`} onSubmit={submit}>
        <h2 id={`${id}-title`} className="editor-form__title">
          {title}
        </h2>
        <ChosenPartyList label={listLabel} parties={added} busy={remove.isPending} onRemove={(partyId) => remove.mutate({ party: partyId })} />
        {!adding && (
          <button type="button" className="button button--secondary" aria-describedby={listError ? `${id}-error` : undefined} onClick={() => setAdding(true)}>
            {addLabel}
          </button>
        )}
        {listError && (
          <p id={`${id}-error`} className="form-field__error" role="alert">
            {listError}
          </p>
        )}
        {!adding && (
          <>
            <FormProblem error={wizard.error ?? remove.error} keepAfterToast />
            <WizardButtons busy={wizard.busy} onBack={wizard.back} last={last} />
          </>
        )}
      </form>
      {adding && <PartyForm act={act} roles={[role]} onSaved={() => setAdding(false)} onCancel={() => setAdding(false)} />}
    </div>
  );
}
