import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { SEARCH_MASKS } from '../../../../src-domain/searches/search-masks.ts';
import { MaskedField } from '../../../ui/fields/masked-field.tsx';
import { FormProblem } from '../form-problem.tsx';
import type { TypeStepProps } from './type-step-props.ts';
import { useExtrasStepForm } from './use-extras-step-form.ts';
import { WizardButtons } from './wizard-buttons.tsx';

type CaseValues = { caseNumber: string };
const CASE_FIELDS = ['caseNumber'] as const;

/**
 * 12047 step "inheritance case" (§3 inheritance case): the number of the case the notary keeps.
 * "Next" asks the server, which finds it in the inheritance-case registry, refuses one that is
 * unknown or closed, and stores the deceased and the date of death as the registry has them
 * (docs/decisions/0048-translation-and-inheritance-wizards.md).
 */
export function InheritanceCaseStep({ act, index, last }: TypeStepProps) {
  const { t } = useLingui();
  const id = useId();
  const { wizard, register, onSubmit, errorOf } = useExtrasStepForm<CaseValues>(act, index, 'inheritance_case', CASE_FIELDS);
  return (
    <form className="form-panel" noValidate aria-labelledby={`${id}-title`} onSubmit={onSubmit}>
      <h2 id={`${id}-title`} className="editor-form__title">
        {t({ id: 'act.wizard.inheritanceCase.title', message: 'Meros ishi' })}
      </h2>
      <p className="form-note">
        {t({
          id: 'act.wizard.inheritanceCase.note',
          message: 'Meros ishi raqamini notarius idorasidan yoki “Meros ishini qidirish” xizmatidan bilib olishingiz mumkin. Ish reyestrdan topiladi.',
        })}
      </p>
      <MaskedField
        label={t({ id: 'act.wizard.inheritanceCase.number', message: 'Meros ishi raqami' })}
        hint={t({ id: 'act.wizard.inheritanceCase.numberHint', message: 'Masalan: 145/2026' })}
        required
        mask={SEARCH_MASKS.caseNumber}
        registration={register('caseNumber')}
        error={errorOf('caseNumber')}
      />
      <FormProblem error={wizard.error} keepAfterToast draftKept />
      <WizardButtons busy={wizard.busy} onBack={wizard.back} last={last} />
    </form>
  );
}
