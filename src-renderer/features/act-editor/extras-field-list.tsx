import { useLingui } from '@lingui/react/macro';
import type { Control, UseFormRegister } from 'react-hook-form';
import type { ActTypeId } from '../../../src-domain/acts/act-types.ts';
import { SIMPLE_EXTRAS_FIELDS } from '../../../src-domain/acts/editor/extras-fields.ts';
import type { GeneralInfoFormValues } from '../../../src-domain/acts/editor/general-info-form.ts';
import { MASKS } from '../../../src-domain/masks/masks.ts';
import { extrasLabel } from './extras-labels.ts';
import { EditorField } from '../../ui/fields/editor-field.tsx';
import { MaskedField } from '../../ui/fields/masked-field.tsx';
import { MoneyField } from '../../ui/fields/money-field.tsx';
import { SelectField } from '../../ui/fields/select-field.tsx';
import { useTranslationLanguageOptions } from './translation-language-options.ts';
import type { FieldMessage, MessageSource } from '../../ui/fields/field-message.ts';

export interface ExtrasFieldListProps<TOutput> {
  type: ActTypeId;
  control: Control<GeneralInfoFormValues, unknown, TOutput>;
  register: UseFormRegister<GeneralInfoFormValues>;
  errors: Partial<Record<string, MessageSource>> | undefined;
  message: FieldMessage;
}

/** The simple per-type extras of spec §3 for `type`: dates in the date mask, sums in the currency field. */
export function ExtrasFieldList<TOutput>({ type, control, register, errors, message }: ExtrasFieldListProps<TOutput>) {
  const { t, i18n } = useLingui();
  const languages = useTranslationLanguageOptions();
  const fields = SIMPLE_EXTRAS_FIELDS[type];
  if (fields.length === 0) return null;
  const dateHint = t({ id: 'act.editor.dateHint', message: 'KK.OO.YYYY, masalan 31.12.2026' });
  return (
    <fieldset className="editor-section">
      <legend>{t({ id: 'act.editor.extras.legend', message: 'Harakat shartlari' })}</legend>
      <div className="form-row">
        {fields.map((field) => {
          const name = `extras.${field.name}` as const;
          const descriptor = extrasLabel(type, field.name);
          const label = descriptor ? i18n._(descriptor) : field.name;
          const error = message(errors?.[field.name]);
          switch (field.kind) {
            case 'money':
              return <MoneyField key={name} control={control} name={name} label={label} message={message} />;
            case 'date':
              return <MaskedField key={name} label={label} hint={dateHint} mask={MASKS.date} registration={register(name)} error={error} />;
            case 'count':
              return <MaskedField key={name} label={label} mask={MASKS.count} registration={register(name)} error={error} />;
            case 'percent':
              return <MaskedField key={name} label={label} mask={MASKS.percent} registration={register(name)} error={error} />;
            case 'language':
              return (
                <SelectField
                  key={name}
                  label={label}
                  options={languages}
                  control={control}
                  name={name}
                  error={error}
                  placeholder={t({ id: 'act.editor.extras.languageChoose', message: 'Tilni tanlang' })}
                />
              );
            case 'text':
              return <EditorField key={name} label={label} maxLength={500} error={error} {...register(name)} />;
          }
        })}
      </div>
    </fieldset>
  );
}
