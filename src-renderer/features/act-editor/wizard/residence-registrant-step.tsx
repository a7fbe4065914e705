import { useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import type { WizardIssue } from '../../../../src-domain/acts/wizard/wizard-step-rules.ts';
import { PartyForm } from '../party-form.tsx';
import { useRemoveChoice } from './api-wizard.ts';
import { useIssueText } from './issue-text.ts';
import { ChosenPartyList } from './chosen-party-list.tsx';
import type { TypeStepProps } from './type-step-props.ts';
import { useWizardStep } from './use-wizard-step.ts';
import { WizardButtons } from './wizard-buttons.tsx';
import { FormProblem } from '../form-problem.tsx';

const REGISTRANT_ROLES = ['registrant'] as const;

/** 11944 step "person registered": added by pin and document like any party (spec §2 screen 15). */
export function RegistrantStep({ act, index, last }: TypeStepProps) {
  const { t } = useLingui();
  const id = useId();
  const wizard = useWizardStep(act, index);
  const remove = useRemoveChoice(act);
  const [adding, setAdding] = useState(false);
  const [issues, setIssues] = useState<readonly WizardIssue[]>([]);
  const listError = useIssueText(issues)('parties');
  const registrants = act.parties.filter((party) => party.role === 'registrant');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIssues(wizard.next('registrant'));
  };

  return (
    <div className="form-panel">
      <form className="act-wizard" noValidate aria-labelledby={`${id}-title`} onSubmit={submit}>
        <h2 id={`${id}-title`} className="editor-form__title">
          {t({ id: 'act.wizard.registrant.title', message: 'Ro‘yxatga olinadigan shaxs' })}
        </h2>
        <ChosenPartyList
          label={t({ id: 'act.wizard.registrant.list', message: 'Ro‘yxatga olinadiganlar' })}
          parties={registrants}
          busy={remove.isPending}
          onRemove={(partyId) => remove.mutate({ party: partyId })}
        />
        {!adding && (
          <button type="button" className="button button--secondary" aria-describedby={listError ? `${id}-error` : undefined} onClick={() => setAdding(true)}>
            {t({ id: 'act.wizard.registrant.add', message: 'Shaxsni qo‘shish' })}
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
      {adding && <PartyForm act={act} roles={REGISTRANT_ROLES} onSaved={() => setAdding(false)} onCancel={() => setAdding(false)} />}
    </div>
  );
}
