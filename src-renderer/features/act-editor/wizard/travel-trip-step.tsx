import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { MASKS } from '../../../../src-domain/masks/masks.ts';
import { EditorField } from '../fields/editor-field.tsx';
import { MaskedField } from '../fields/masked-field.tsx';
import type { TypeStepProps } from './type-step-props.ts';
import { useWizardStep } from './use-wizard-step.ts';
import { WizardButtons } from './wizard-buttons.tsx';
import { WizardProblem } from './wizard-problem.tsx';
import { useValidationMessage } from '../../../shared/use-validation-message.ts';

interface TripValues {
  purpose: string;
  dateFrom: string;
  dateTo: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** 15034 step "purpose and dates" (spec §3 travel of a minor: purpose, dates; §5 date mask DD.MM.YYYY). */
export function TripStep({ act, index, last }: TypeStepProps) {
  const { t } = useLingui();
  const id = useId();
  const message = useValidationMessage();
  const wizard = useWizardStep(act, index);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TripValues>({ defaultValues: { purpose: text(act.extras.purpose), dateFrom: text(act.extras.dateFrom), dateTo: text(act.extras.dateTo) } });

  const submit = (values: TripValues) => {
    const issues = wizard.next('trip', { purpose: values.purpose.trim(), dateFrom: values.dateFrom, dateTo: values.dateTo });
    issues.forEach((found, at) => setError(found.path.replace('extras.', '') as keyof TripValues, { message: found.message }, { shouldFocus: at === 0 }));
  };
  const hint = t({ id: 'act.wizard.trip.dateHint', message: 'Masalan: 01.07.2027' });

  return (
    <form className="form-panel" noValidate aria-labelledby={`${id}-title`} onSubmit={(event) => void handleSubmit(submit)(event)}>
      <h2 id={`${id}-title`} className="editor-form__title">
        {t({ id: 'act.wizard.trip.title', message: 'Safar maqsadi va sanalari' })}
      </h2>
      <EditorField
        label={t({ id: 'act.wizard.trip.purpose', message: 'Safar maqsadi' })}
        required
        maxLength={500}
        {...register('purpose')}
        error={message(errors.purpose?.message)}
      />
      <MaskedField
        label={t({ id: 'act.wizard.trip.dateFrom', message: 'Chiqish sanasi' })}
        hint={hint}
        required
        mask={MASKS.date}
        registration={register('dateFrom')}
        error={message(errors.dateFrom?.message)}
      />
      <MaskedField
        label={t({ id: 'act.wizard.trip.dateTo', message: 'Qaytish sanasi' })}
        hint={hint}
        required
        mask={MASKS.date}
        registration={register('dateTo')}
        error={message(errors.dateTo?.message)}
      />
      <WizardProblem error={wizard.error} />
      <WizardButtons busy={wizard.busy} onBack={wizard.back} last={last} />
    </form>
  );
}
