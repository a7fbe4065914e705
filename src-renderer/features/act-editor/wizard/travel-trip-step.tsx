import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { MASKS } from '../../../../src-domain/masks/masks.ts';
import { EditorField } from '../../../ui/fields/editor-field.tsx';
import { MaskedField } from '../../../ui/fields/masked-field.tsx';
import { FormProblem } from '../form-problem.tsx';
import type { TypeStepProps } from './type-step-props.ts';
import { useExtrasStepForm } from './use-extras-step-form.ts';
import { WizardButtons } from './wizard-buttons.tsx';

type TripValues = { purpose: string; dateFrom: string; dateTo: string };
const TRIP_FIELDS = ['purpose', 'dateFrom', 'dateTo'] as const;

/** 15034 step "purpose and dates" (spec §3 travel of a minor: purpose, dates; §5 date mask DD.MM.YYYY). */
export function TripStep({ act, index, last }: TypeStepProps) {
  const { t } = useLingui();
  const id = useId();
  const { wizard, register, onSubmit, errorOf } = useExtrasStepForm<TripValues>(act, index, 'trip', TRIP_FIELDS);
  const hint = t({ id: 'act.wizard.trip.dateHint', message: 'Masalan: 01.07.2027' });
  return (
    <form className="form-panel" noValidate aria-labelledby={`${id}-title`} onSubmit={onSubmit}>
      <h2 id={`${id}-title`} className="editor-form__title">
        {t({ id: 'act.wizard.trip.title', message: 'Safar maqsadi va sanalari' })}
      </h2>
      <EditorField
        label={t({ id: 'act.wizard.trip.purpose', message: 'Safar maqsadi' })}
        required
        maxLength={500}
        {...register('purpose')}
        error={errorOf('purpose')}
      />
      <MaskedField
        label={t({ id: 'act.wizard.trip.dateFrom', message: 'Chiqish sanasi' })}
        hint={hint}
        required
        mask={MASKS.date}
        registration={register('dateFrom')}
        error={errorOf('dateFrom')}
      />
      <MaskedField
        label={t({ id: 'act.wizard.trip.dateTo', message: 'Qaytish sanasi' })}
        hint={hint}
        required
        mask={MASKS.date}
        registration={register('dateTo')}
        error={errorOf('dateTo')}
      />
      <FormProblem error={wizard.error} keepAfterToast draftKept />
      <WizardButtons busy={wizard.busy} onBack={wizard.back} last={last} />
    </form>
  );
}
