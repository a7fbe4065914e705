import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { MASKS } from '../../../src-domain/masks/masks.ts';
import { REGISTRY_NUMBER_MASK } from '../../../src-domain/searches/search-text-fields.ts';
import { masked } from './masked-input.ts';
import { RequiredNote } from './required-note.tsx';
import './search-form.css';
import { EditorField } from '../../ui/fields/editor-field.tsx';
import { SubmitButton } from './submit-button.tsx';
import { useValidationMessage } from '../../shared/use-validation-message.ts';

export interface RegistrySearch {
  regnum: string;
  regdate: string;
}

export interface RegistrySearchFormProps {
  /** The act check or the proxy check schema of the HTTP contract: the form validates what the server will. */
  schema: v.GenericSchema<Partial<RegistrySearch>, RegistrySearch>;
  numberLabel: string;
  submitLabel: string;
  defaultValues: RegistrySearch;
  busy: boolean;
  onSubmit: (search: RegistrySearch) => void;
}

/**
 * A register searched by registry number and date: the act check (spec screen 11) and the
 * power-of-attorney check. The date is typed through the DD.MM.YYYY mask (spec §5).
 */
export function RegistrySearchForm({ schema, numberLabel, submitLabel, defaultValues, busy, onSubmit }: RegistrySearchFormProps) {
  const { t } = useLingui();
  const message = useValidationMessage();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Partial<RegistrySearch>, unknown, RegistrySearch>({
    defaultValues,
    resolver: valibotResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  return (
    <form className="form-panel" noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <RequiredNote />
      <div className="form-row">
        <EditorField
          required
          label={numberLabel}
          hint={t({ id: 'search.regnum.hint', message: 'Masalan: 0012500001' })}
          autoCapitalize="characters"
          data-keyboard="latin"
          error={message(errors.regnum?.message)}
          {...masked(register('regnum'), REGISTRY_NUMBER_MASK)}
        />
        <EditorField
          required
          label={t({ id: 'search.regdate.label', message: 'Ro‘yxatga olingan sana' })}
          hint={t({ id: 'search.date.hint', message: 'KK.OO.YYYY, masalan: 10.12.2025' })}
          inputMode="numeric"
          error={message(errors.regdate?.message)}
          {...masked(register('regdate'), MASKS.date)}
        />
      </div>
      <SubmitButton label={submitLabel} busy={busy} />
    </form>
  );
}
