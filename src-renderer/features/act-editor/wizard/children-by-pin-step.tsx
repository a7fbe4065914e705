import { useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { PinSchema } from '../../../../src-domain/identity/pin.ts';
import type { WizardIssue } from '../../../../src-domain/acts/wizard/wizard-step-rules.ts';
import { MASKS } from '../../../../src-domain/masks/masks.ts';
import { useValidationMessage } from '../../../shared/use-validation-message.ts';
import { MaskedField } from '../../../ui/fields/masked-field.tsx';
import { FormProblem } from '../form-problem.tsx';
import { useAddChild, useRemoveChoice } from './api-wizard.ts';
import { ChosenPartyList } from './chosen-party-list.tsx';
import { useIssueText } from './issue-text.ts';
import type { TypeStepProps } from './type-step-props.ts';
import { useWizardStep } from './use-wizard-step.ts';
import { WizardButtons } from './wizard-buttons.tsx';

/**
 * 15035 step "children" (spec §4 "15035: children by personal id"; §5 "The minor list for 15034
 * and 15035 comes from the registry"): each child's pin is typed and the server adds them only if
 * the civil registry records them as the applicant's living minor child; any other pin gets one
 * and the same refusal, so nothing is learnt about a stranger
 * (docs/decisions/0046-spouse-consent-and-accompanying-wizards.md).
 */
export function ChildrenByPinStep({ act, index, last }: TypeStepProps) {
  const { t } = useLingui();
  const id = useId();
  const message = useValidationMessage();
  const add = useAddChild(act);
  const remove = useRemoveChoice(act);
  const wizard = useWizardStep(act, index);
  const form = useForm<{ pin: string }>({ defaultValues: { pin: '' } });
  const [issues, setIssues] = useState<readonly WizardIssue[]>([]);
  const listError = useIssueText(issues)('parties');
  const children = act.parties.filter((party) => party.role === 'child');

  const addTyped = () => {
    setIssues([]);
    const typed = v.safeParse(PinSchema, form.getValues('pin'));
    if (!typed.success) {
      form.setError('pin', { message: typed.issues[0].message }, { shouldFocus: true });
      return;
    }
    form.clearErrors('pin');
    add.mutate(typed.output, { onSuccess: () => form.reset({ pin: '' }) });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIssues(wizard.next('children'));
  };

  return (
    <form className="form-panel" noValidate aria-labelledby={`${id}-title`} onSubmit={submit}>
      <h2 id={`${id}-title`} className="editor-form__title">
        {t({ id: 'act.wizard.childrenByPin.title', message: 'Kuzatib boriladigan bolalar' })}
      </h2>
      <ChosenPartyList
        label={t({ id: 'act.wizard.childrenByPin.list', message: 'Qo‘shilgan bolalar' })}
        parties={children}
        busy={remove.isPending}
        onRemove={(partyId) => remove.mutate({ party: partyId })}
      />
      <MaskedField
        label={t({ id: 'act.wizard.childrenByPin.pin', message: 'Bolaning JShShIR' })}
        hint={t({
          id: 'act.wizard.childrenByPin.hint',
          message: '14 raqam; bola fuqarolik holati reyestrida farzandingiz sifatida qayd etilgan bo‘lishi kerak',
        })}
        mask={MASKS.pin}
        registration={form.register('pin')}
        error={message(form.formState.errors.pin?.message)}
      />
      <button type="button" className="button button--secondary" disabled={add.isPending} onClick={addTyped}>
        {t({ id: 'act.wizard.childrenByPin.add', message: 'Bolani qo‘shish' })}
      </button>
      {listError && (
        <p className="form-field__error" role="alert">
          {listError}
        </p>
      )}
      <FormProblem error={add.error ?? remove.error ?? wizard.error} keepAfterToast />
      <WizardButtons busy={wizard.busy || add.isPending || remove.isPending} onBack={wizard.back} last={last} />
    </form>
  );
}
