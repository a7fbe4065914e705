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

export interface NamedPartiesChoiceStepProps extends TypeStepProps {
  /** The role of the people named (the companion, the beneficiary). */
  role: PartyRole;
  /** The step whose rules "next" checks. */
  rule: WizardStepId;
  /** The stored choice: people named, nobody named, or not chosen yet (null). */
  named: boolean | null;
  /** The extras "next" saves for the choice. */
  extrasFor: (named: boolean) => Record<string, unknown>;
  /** Where the step rules put "choose one" (`extras.renunciation`). */
  choicePath: string;
  labels: { title: string; legend: string; named: string; unnamed: string; list: string; add: string };
}

/**
 * A step that asks "with named people, or without?" and, for "with", adds them in one role by
 * pin and document like any party (spec §2 screen 15): a minor travelling with a companion or
 * alone (15034), a renunciation in favour of named people or of nobody (12047). People already
 * added stay listed with their remove buttons whatever is chosen, so nothing is kept unseen;
 * the server's step rule refuses a choice that disagrees with them.
 */
export function NamedPartiesChoiceStep({ act, index, last, role, rule, named: stored, extrasFor, choicePath, labels }: NamedPartiesChoiceStepProps) {
  const id = useId();
  const wizard = useWizardStep(act, index);
  const remove = useRemoveChoice(act);
  const [named, setNamed] = useState(stored);
  const [adding, setAdding] = useState(false);
  const [issues, setIssues] = useState<readonly WizardIssue[]>([]);
  const issueText = useIssueText(issues);
  const choiceError = issueText(choicePath);
  const listError = issueText('parties');
  const added = act.parties.filter((party) => party.role === role && !party.isApplicant);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIssues(wizard.next(rule, named === null ? undefined : extrasFor(named)));
  };

  return (
    <div className="form-panel">
      <form className="act-wizard" noValidate aria-labelledby={`${id}-title`} onSubmit={submit}>
        <h2 id={`${id}-title`} className="editor-form__title">
          {labels.title}
        </h2>
        <fieldset className="form-choice" aria-describedby={choiceError ? `${id}-choice-error` : undefined}>
          <legend className="form-choice__legend">{labels.legend}</legend>
          <div className="form-choice__options">
            <label className="form-choice__option">
              <input type="radio" name={`${id}-how`} checked={named === true} onChange={() => setNamed(true)} />
              <span>{labels.named}</span>
            </label>
            <label className="form-choice__option">
              <input type="radio" name={`${id}-how`} checked={named === false} onChange={() => setNamed(false)} />
              <span>{labels.unnamed}</span>
            </label>
          </div>
          {choiceError && (
            <p id={`${id}-choice-error`} className="form-field__error" role="alert">
              {choiceError}
            </p>
          )}
        </fieldset>
        {(named === true || added.length > 0) && (
          <ChosenPartyList label={labels.list} parties={added} busy={remove.isPending} onRemove={(partyId) => remove.mutate({ party: partyId })} />
        )}
        {named === true && !adding && (
          <button type="button" className="button button--secondary" aria-describedby={listError ? `${id}-error` : undefined} onClick={() => setAdding(true)}>
            {labels.add}
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
      {named === true && adding && <PartyForm act={act} roles={[role]} onSaved={() => setAdding(false)} onCancel={() => setAdding(false)} />}
    </div>
  );
}
