import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { MASKS } from '../../../../src-domain/masks/masks.ts';
import { MaskedField } from '../../../ui/fields/masked-field.tsx';
import { FormProblem } from '../form-problem.tsx';
import type { TypeStepProps } from './type-step-props.ts';
import { useExtrasStepForm } from './use-extras-step-form.ts';
import { WizardButtons } from './wizard-buttons.tsx';

type TermValues = { termFrom: string; termTo: string };
const TERM_FIELDS = ['termFrom', 'termTo'] as const;

/** 11944 step "term" (spec §3 terms: termfrom, termto): from when, and until when if not open-ended. */
export function ResidenceTermStep({ act, index, last }: TypeStepProps) {
  const { t } = useLingui();
  const id = useId();
  const { wizard, register, onSubmit, errorOf } = useExtrasStepForm<TermValues>(act, index, 'residence_term', TERM_FIELDS);
  const hint = t({ id: 'act.wizard.trip.dateHint', message: 'Masalan: 01.07.2027' });
  return (
    <form className="form-panel" noValidate aria-labelledby={`${id}-title`} onSubmit={onSubmit}>
      <h2 id={`${id}-title`} className="editor-form__title">
        {t({ id: 'act.wizard.term.title', message: 'Ro‘yxatga olish muddati' })}
      </h2>
      <MaskedField
        label={t({ id: 'act.wizard.term.from', message: 'Boshlanish sanasi' })}
        hint={hint}
        required
        mask={MASKS.date}
        registration={register('termFrom')}
        error={errorOf('termFrom')}
      />
      <MaskedField
        label={t({ id: 'act.wizard.term.to', message: 'Tugash sanasi (muddatsiz bo‘lsa bo‘sh qoldiring)' })}
        hint={hint}
        mask={MASKS.date}
        registration={register('termTo')}
        error={errorOf('termTo')}
      />
      <FormProblem error={wizard.error} keepAfterToast draftKept />
      <WizardButtons busy={wizard.busy} onBack={wizard.back} last={last} />
    </form>
  );
}
