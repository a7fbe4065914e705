import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { extrasFromText, extrasToText } from '../../../../src-domain/acts/editor/extras-fields.ts';
import { MASKS } from '../../../../src-domain/masks/masks.ts';
import { extrasLabel } from '../extras-labels.ts';
import { EditorField } from '../../../ui/fields/editor-field.tsx';
import { MaskedField } from '../../../ui/fields/masked-field.tsx';
import { MoneyField } from '../../../ui/fields/money-field.tsx';
import { FormProblem } from '../form-problem.tsx';
import { useEditorMessage } from '../use-editor-message.ts';
import type { TypeStepProps } from './type-step-props.ts';
import { useExtrasStepForm } from './use-extras-step-form.ts';
import { WizardButtons } from './wizard-buttons.tsx';

type ContractValues = Record<ContractField, string>;
const CONTRACT_FIELDS = ['contractNumber', 'contractDate', 'loanSumTiyin', 'percent', 'termMonths', 'purpose', 'termFrom', 'termTo'] as const;
type ContractField = (typeof CONTRACT_FIELDS)[number];

export interface ContractTermsStepProps extends TypeStepProps {
  title: string;
}

/**
 * Pledge 9 step "obligation" and other contract 11680 step "contract terms" (spec §3 credit:
 * contract number, date, sum, percent, term, purpose; src-domain/acts/act-extras.ts
 * `ContractExtrasSchema`): the same fields, typed as the general info types them (sums in the
 * currency input, dates in the date mask). A pledge needs the sum it secures, the other contract
 * what it is about (the step's rule). A field emptied is removed from the act, not kept.
 */
export function ContractTermsStep({ act, index, last, step, title }: ContractTermsStepProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const message = useEditorMessage();
  const type = act.actTypeId;
  const toExtras = (values: ContractValues) => ({
    ...Object.fromEntries(CONTRACT_FIELDS.map((name) => [name, undefined])),
    ...extrasFromText(type, values),
  });
  const { wizard, register, control, onSubmit, errorOf } = useExtrasStepForm<ContractValues>(act, index, step, CONTRACT_FIELDS, toExtras, (extras) =>
    extrasToText(type, extras),
  );
  const pledge = step === 'obligation';
  const label = (name: ContractField) => {
    const descriptor = extrasLabel(type, name);
    return descriptor ? i18n._(descriptor) : name;
  };
  const dateHint = t({ id: 'act.editor.dateHint', message: 'KK.OO.YYYY, masalan 31.12.2026' });
  const date = (name: 'contractDate' | 'termFrom' | 'termTo') => (
    <MaskedField label={label(name)} hint={dateHint} mask={MASKS.date} registration={register(name)} error={errorOf(name)} />
  );
  return (
    <form className="form-panel" noValidate aria-labelledby={`${id}-title`} onSubmit={onSubmit}>
      <h2 id={`${id}-title`} className="editor-form__title">
        {title}
      </h2>
      <div className="form-row">
        <EditorField label={label('contractNumber')} maxLength={500} error={errorOf('contractNumber')} {...register('contractNumber')} />
        {date('contractDate')}
      </div>
      <MoneyField
        control={control}
        name="loanSumTiyin"
        label={label('loanSumTiyin')}
        hint={t({ id: 'act.editor.moneyHint', message: 'Ikki kasr xonasigacha, masalan: 150 000 000,00' })}
        required={pledge}
        message={message}
      />
      <div className="form-row">
        <MaskedField
          label={label('percent')}
          hint={t({ id: 'act.wizard.contract.percentHint', message: 'Masalan: 22,5' })}
          mask={MASKS.percent}
          registration={register('percent')}
          error={errorOf('percent')}
        />
        <MaskedField label={label('termMonths')} mask={MASKS.count} registration={register('termMonths')} error={errorOf('termMonths')} />
      </div>
      <EditorField label={label('purpose')} required={!pledge} maxLength={500} error={errorOf('purpose')} {...register('purpose')} />
      <div className="form-row">
        {date('termFrom')}
        {date('termTo')}
      </div>
      <FormProblem error={wizard.error} keepAfterToast draftKept />
      <WizardButtons busy={wizard.busy} onBack={wizard.back} last={last} />
    </form>
  );
}
