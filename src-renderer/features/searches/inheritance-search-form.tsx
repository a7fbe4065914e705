import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { useForm, useWatch } from 'react-hook-form';
import { type InheritanceSearchMode, type InheritanceSearchQuery, InheritanceSearchQuerySchema } from '../../../src-domain/http/routes/search-inheritance.ts';
import { MASKS } from '../../../src-domain/masks/masks.ts';
import { SEARCH_MASKS } from '../../../src-domain/searches/search-masks.ts';
import { masked } from './masked-input.ts';
import { RequiredNote } from './required-note.tsx';
import { SearchChoice } from './search-choice.tsx';
import './search-form.css';
import { EditorField } from '../../ui/fields/editor-field.tsx';
import { SubmitButton } from './submit-button.tsx';
import { useValidationMessage } from '../../shared/use-validation-message.ts';

/** Every field of both modes; the contract's variant reads the ones of the chosen `by`. */
export interface InheritanceFormValues {
  by: InheritanceSearchMode;
  caseNumber?: string;
  name?: string;
  deathDate?: string;
}

export interface InheritanceSearchFormProps {
  defaultValues: InheritanceFormValues;
  busy: boolean;
  onSubmit: (query: InheritanceSearchQuery) => void;
}

/** The inheritance case search (route search_inheritcase): by case number, or by the deceased. */
export function InheritanceSearchForm({ defaultValues, busy, onSubmit }: InheritanceSearchFormProps) {
  const { t } = useLingui();
  const message = useValidationMessage();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<InheritanceFormValues, unknown, InheritanceSearchQuery>({
    defaultValues,
    resolver: valibotResolver(InheritanceSearchQuerySchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const by = useWatch({ control, name: 'by' });

  return (
    <form className="form-panel" noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <SearchChoice
        legend={t({ id: 'search.inheritance.by', message: 'Qidirish usuli' })}
        options={[
          { value: 'case', label: t({ id: 'search.inheritance.byCase', message: 'Meros ishi raqami bo‘yicha' }) },
          { value: 'deceased', label: t({ id: 'search.inheritance.byDeceased', message: 'Vafot etgan shaxs bo‘yicha' }) },
        ]}
        field={register('by')}
      />
      <RequiredNote />
      {by === 'case' ? (
        <EditorField
          required
          key="caseNumber"
          label={t({ id: 'search.inheritance.caseNumber', message: 'Meros ishi raqami' })}
          hint={t({ id: 'search.inheritance.caseNumber.hint', message: 'Masalan: 145/2026' })}
          autoCapitalize="characters"
          data-keyboard="latin"
          error={message(errors.caseNumber?.message)}
          {...masked(register('caseNumber'), SEARCH_MASKS.caseNumber)}
        />
      ) : (
        <div className="form-row">
          <EditorField
            required
            key="name"
            label={t({ id: 'search.inheritance.name', message: 'Vafot etgan shaxsning F.I.Sh.' })}
            hint={t({ id: 'search.inheritance.name.hint', message: 'Familiya, ism va otasining ismi' })}
            maxLength={150}
            error={message(errors.name?.message)}
            {...register('name')}
          />
          <EditorField
            required
            key="deathDate"
            label={t({ id: 'search.inheritance.deathDate', message: 'Vafot etgan sana' })}
            hint={t({ id: 'search.date.hint', message: 'KK.OO.YYYY, masalan: 10.12.2025' })}
            inputMode="numeric"
            error={message(errors.deathDate?.message)}
            {...masked(register('deathDate'), MASKS.date)}
          />
        </div>
      )}
      <SubmitButton label={t({ id: 'search.submit', message: 'Qidirish' })} busy={busy} />
    </form>
  );
}
