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

/** "With named people, or without?" before the people are added. */
export interface NamedPartiesChoice {
  /** The stored choice: people named, nobody named, or not chosen yet (null). */
  named: boolean | null;
  /** The extras "next" saves for the choice. */
  extrasFor: (named: boolean) => Record<string, unknown>;
  /** Where the step rules put "choose one" (`extras.renunciation`). */
  path: string;
  legend: string;
  namedLabel: string;
  unnamedLabel: string;
}

export interface PartiesStepProps extends TypeStepProps {
  /** The role the step adds (the person registered, the buyer, the companion). */
  role: PartyRole;
  /** The step whose rules "next" checks. */
  rule: WizardStepId;
  title: string;
  listLabel: string;
  addLabel: string;
  /** Asked first when naming people is optional; without it people are always named. */
  choice?: NamedPartiesChoice | undefined;
}

/**
 * A step that adds people in one role, each by pin and document like any party (spec §2 screen
 * 15): the ones added with their remove buttons, the add-party form on demand, and "next", whose
 * step rule (checked again by the server) says how many are needed. With a `choice` it first asks
 * whether anyone is named: a minor travelling with a companion or alone (15034), a renunciation
 * in favour of named people or of nobody (12047). People already added stay listed with their
 * remove buttons whatever is chosen, so nothing is kept unseen; the step rule refuses a choice
 * that disagrees with them.
 */
export function PartiesStep({ act, index, last, role, rule, title, listLabel, addLabel, choice }: PartiesStepProps) {
  const id = useId();
  const wizard = useWizardStep(act, index);
  const remove = useRemoveChoice(act);
  const [named, setNamed] = useState(choice ? choice.named : true);
  const [adding, setAdding] = useState(false);
  const [issues, setIssues] = useState<readonly WizardIssue[]>([]);
  const issueText = useIssueText(issues);
  const choiceError = choice ? issueText(choice.path) : undefined;
  const listError = issueText('parties');
  const added = act.parties.filter((party) => party.role === role && !party.isApplicant);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIssues(wizard.next(rule, choice && named !== null ? choice.extrasFor(named) : undefined));
  };

  return (
    <div className="form-panel">
      <form className="act-wizard" noValidate aria-labelledby={`${id}-title`} onSubmit={submit}>
        <h2 id={`${id}-title`} className="editor-form__title">
          {title}
        </h2>
        {choice && (
          <fieldset className="form-choice" aria-describedby={choiceError ? `${id}-choice-error` : undefined}>
            <legend className="form-choice__legend">{choice.legend}</legend>
            <div className="form-choice__options">
              <label className="form-choice__option">
                <input type="radio" name={`${id}-how`} checked={named === true} onChange={() => setNamed(true)} />
                <span>{choice.namedLabel}</span>
              </label>
              <label className="form-choice__option">
                <input type="radio" name={`${id}-how`} checked={named === false} onChange={() => setNamed(false)} />
                <span>{choice.unnamedLabel}</span>
              </label>
            </div>
            {choiceError && (
              <p id={`${id}-choice-error`} className="form-field__error" role="alert">
                {choiceError}
              </p>
            )}
          </fieldset>
        )}
        {(named === true || added.length > 0) && (
          <ChosenPartyList label={listLabel} parties={added} busy={remove.isPending} onRemove={(partyId) => remove.mutate({ party: partyId })} />
        )}
        {named === true && !adding && (
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
      {named === true && adding && <PartyForm act={act} roles={[role]} onSaved={() => setAdding(false)} onCancel={() => setAdding(false)} />}
    </div>
  );
}
