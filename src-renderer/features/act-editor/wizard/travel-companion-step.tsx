import { useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { PartyForm } from '../party-form.tsx';
import { useRemoveChoice } from './api-wizard.ts';
import { ChosenPartyList } from './chosen-party-list.tsx';
import type { TypeStepProps } from './type-step-props.ts';
import { useWizardStep } from './use-wizard-step.ts';
import { WizardButtons } from './wizard-buttons.tsx';
import { FormProblem } from '../form-problem.tsx';

const COMPANION_ROLES = ['companion'] as const;

/**
 * 15034 step "accompanying person" (spec §4): the child travels with a companion, added by pin
 * and document like any party, or alone — allowed from 15 (spec §5, §9). The choice is the
 * server's to judge when the step is left: under 15 it refuses with the §5 message.
 */
export function CompanionStep({ act, index, last }: TypeStepProps) {
  const { t } = useLingui();
  const id = useId();
  const wizard = useWizardStep(act, index);
  const remove = useRemoveChoice(act);
  const [independent, setIndependent] = useState(act.extras.independent === true);
  const [adding, setAdding] = useState(false);
  const companions = act.parties.filter((party) => party.role === 'companion');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    wizard.next('companion', { independent });
  };

  return (
    <div className="form-panel">
      <form className="act-wizard" noValidate aria-labelledby={`${id}-title`} onSubmit={submit}>
        <h2 id={`${id}-title`} className="editor-form__title">
          {t({ id: 'act.wizard.companion.title', message: 'Bola kim bilan chiqadi' })}
        </h2>
        <fieldset className="form-choice">
          <legend className="form-choice__legend">{t({ id: 'act.wizard.companion.legend', message: 'Chiqish tartibi' })}</legend>
          <div className="form-choice__options">
            <label className="form-choice__option">
              <input type="radio" name={`${id}-how`} checked={!independent} onChange={() => setIndependent(false)} />
              <span>{t({ id: 'act.wizard.companion.with', message: 'Kuzatuvchi shaxs bilan' })}</span>
            </label>
            <label className="form-choice__option">
              <input type="radio" name={`${id}-how`} checked={independent} onChange={() => setIndependent(true)} />
              <span>{t({ id: 'act.wizard.companion.alone', message: 'Mustaqil (faqat 15 yoshga to‘lgan bola)' })}</span>
            </label>
          </div>
        </fieldset>
        <ChosenPartyList
          label={t({ id: 'act.wizard.companion.list', message: 'Kuzatuvchi shaxslar' })}
          parties={independent ? [] : companions}
          busy={remove.isPending}
          onRemove={(partyId) => remove.mutate({ party: partyId })}
        />
        {!independent && !adding && (
          <button type="button" className="button button--secondary" onClick={() => setAdding(true)}>
            {t({ id: 'act.wizard.companion.add', message: 'Kuzatuvchi shaxsni qo‘shish' })}
          </button>
        )}
        {!adding && (
          <>
            <FormProblem error={wizard.error ?? remove.error} keepAfterToast />
            <WizardButtons busy={wizard.busy} onBack={wizard.back} last={last} />
          </>
        )}
      </form>
      {!independent && adding && <PartyForm act={act} roles={COMPANION_ROLES} onSaved={() => setAdding(false)} onCancel={() => setAdding(false)} />}
    </div>
  );
}
