import { useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import type { WizardIssue } from '../../../../src-domain/acts/wizard/wizard-step-rules.ts';
import { LoadState } from '../../../ui/load-state.tsx';
import { RegistryChoiceList } from './registry-choice-list.tsx';
import { useAddChild, useOwnChildren, useRemoveChoice } from './api-wizard.ts';
import { useIssueText } from './issue-text.ts';
import type { TypeStepProps } from './type-step-props.ts';
import { useWizardStep } from './use-wizard-step.ts';
import { WizardButtons } from './wizard-buttons.tsx';
import { FormProblem } from '../form-problem.tsx';

/**
 * 15034 step "children" (spec §4, §5 "The minor list for 15034 and 15035 comes from the
 * registry"): the signed-in parent's minor children as the civil registry lists them; ticking one
 * adds them to the act at once (the server checks the §5 rules for an added party: birth record,
 * an unfinished consent for the same child), unticking removes them.
 */
export function ChildrenStep({ act, index, last }: TypeStepProps) {
  const { t } = useLingui();
  const id = useId();
  const children = useOwnChildren();
  const add = useAddChild(act);
  const remove = useRemoveChoice(act);
  const wizard = useWizardStep(act, index);
  const [issues, setIssues] = useState<readonly WizardIssue[]>([]);
  const listError = useIssueText(issues)('parties');
  const chosen = new Map(act.parties.filter((party) => party.role === 'child').map((party) => [party.pin, party.id]));
  const busy = add.isPending || remove.isPending;

  const toggle = (pin: string, on: boolean) => {
    setIssues([]);
    const partyId = chosen.get(pin);
    if (on) add.mutate(pin);
    else if (partyId !== undefined) remove.mutate({ party: partyId });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIssues(wizard.next('children'));
  };
  const list = children.data?.children ?? [];

  return (
    <form className="form-panel" noValidate aria-labelledby={`${id}-title`} onSubmit={submit}>
      <h2 id={`${id}-title`} className="editor-form__title">
        {t({ id: 'act.wizard.children.title', message: 'Chet elga chiqadigan bolalar' })}
      </h2>
      <LoadState pending={children.isPending} failed={children.isError} onRetry={() => void children.refetch()} />
      {children.isSuccess && list.length === 0 && (
        <p className="notice" role="status">
          {t({
            id: 'act.wizard.children.none',
            message: 'Fuqarolik holati reyestrida voyaga yetmagan farzandingiz topilmadi. 1008 ishonch telefoniga murojaat qiling.',
          })}
        </p>
      )}
      {list.length > 0 && (
        <RegistryChoiceList
          legend={t({ id: 'act.wizard.children.legend', message: 'Reyestrdagi farzandlaringiz' })}
          choices={list.map(({ pin, fullName, age, mayTravelIndependently }) => ({
            key: pin,
            label: `${fullName}, ${t({ id: 'act.wizard.children.age', message: `${age} yosh` })}`,
            note: mayTravelIndependently ? t({ id: 'act.wizard.children.independent', message: '15 yoshdan: mustaqil chiqishi mumkin' }) : undefined,
            checked: chosen.has(pin),
          }))}
          busy={busy}
          error={listError}
          onToggle={toggle}
        />
      )}
      <FormProblem error={add.error ?? remove.error ?? wizard.error} keepAfterToast />
      <WizardButtons busy={wizard.busy || busy} onBack={wizard.back} last={last} />
    </form>
  );
}
