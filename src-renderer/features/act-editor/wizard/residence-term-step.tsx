import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { MASKS } from '../../../../src-domain/masks/masks.ts';
import { useValidationMessage } from '../../../shared/use-validation-message.ts';
import { MaskedField } from '../fields/masked-field.tsx';
import type { TypeStepProps } from './type-step-props.ts';
import { useWizardStep } from './use-wizard-step.ts';
import { WizardButtons } from './wizard-buttons.tsx';
import { WizardProblem } from './wizard-problem.tsx';

interface TermValues {
  termFrom: string;
  termTo: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** 11944 step "term" (spec §3 terms: termfrom, termto): from when, and until when if not open-ended. */
export function ResidenceTermStep({ act, index, last }: TypeStepProps) {
  const { t } = useLingui();
  const id = useId();
  const message = useValidationMessage();
  const wizard = useWizardStep(act, index);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TermValues>({ defaultValues: { termFrom: text(act.extras.termFrom), termTo: text(act.extras.termTo) } });

  const submit = (values: TermValues) => {
    const issues = wizard.next('residence_term', { termFrom: values.termFrom, termTo: values.termTo });
    issues.forEach((found, at) => setError(found.path.replace('extras.', '') as keyof TermValues, { message: found.message }, { shouldFocus: at === 0 }));
  };
  const hint = t({ id: 'act.wizard.trip.dateHint', message: 'Masalan: 01.07.2027' });

  return (
    <form className="form-panel" noValidate aria-labelledby={`${id}-title`} onSubmit={(event) => void handleSubmit(submit)(event)}>
      <h2 id={`${id}-title`} className="editor-form__title">
        {t({ id: 'act.wizard.term.title', message: 'Ro‘yxatga olish muddati' })}
      </h2>
      <MaskedField
        label={t({ id: 'act.wizard.term.from', message: 'Boshlanish sanasi' })}
        hint={hint}
        required
        mask={MASKS.date}
        registration={register('termFrom')}
        error={message(errors.termFrom?.message)}
      />
      <MaskedField
        label={t({ id: 'act.wizard.term.to', message: 'Tugash sanasi (muddatsiz bo‘lsa bo‘sh qoldiring)' })}
        hint={hint}
        mask={MASKS.date}
        registration={register('termTo')}
        error={message(errors.termTo?.message)}
      />
      <WizardProblem error={wizard.error} />
      <WizardButtons busy={wizard.busy} onBack={wizard.back} last={last} />
    </form>
  );
}
