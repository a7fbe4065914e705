import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { MASKS } from '../../../../src-domain/masks/masks.ts';
import { EditorField } from '../../../ui/fields/editor-field.tsx';
import { MaskedField } from '../../../ui/fields/masked-field.tsx';
import { SelectField } from '../../../ui/fields/select-field.tsx';
import { FormProblem } from '../form-problem.tsx';
import { useTranslationLanguageOptions } from '../translation-language-options.ts';
import type { TypeStepProps } from './type-step-props.ts';
import { useExtrasStepForm } from './use-extras-step-form.ts';
import { WizardButtons } from './wizard-buttons.tsx';

type DocumentValues = { documentName: string; pageCount: string; fromLanguage: string; toLanguage: string };
const LANGUAGE_FIELDS = ['fromLanguage', 'toLanguage'] as const;
const DOCUMENT_FIELDS = ['documentName', 'pageCount', ...LANGUAGE_FIELDS] as const;

// The page count is typed through the count mask and stored as a number; an empty field is left out (the step says "required").
const toExtras = ({ pageCount, ...rest }: DocumentValues): Record<string, unknown> => ({
  ...rest,
  ...(pageCount === '' ? {} : { pageCount: Number(pageCount) }),
});

/**
 * 11962 step "document" (§3 translation languages; decision 0048): what is translated, how many
 * pages, and the languages from and to, each chosen from the list (two different ones).
 */
export function TranslationDocumentStep({ act, index, last }: TypeStepProps) {
  const { t } = useLingui();
  const id = useId();
  const languages = useTranslationLanguageOptions();
  const { wizard, register, control, onSubmit, errorOf } = useExtrasStepForm<DocumentValues>(act, index, 'translation_document', DOCUMENT_FIELDS, toExtras);
  const choose = t({ id: 'act.editor.extras.languageChoose', message: 'Tilni tanlang' });
  return (
    <form className="form-panel" noValidate aria-labelledby={`${id}-title`} onSubmit={onSubmit}>
      <h2 id={`${id}-title`} className="editor-form__title">
        {t({ id: 'act.wizard.translationDocument.title', message: 'Tarjima qilinadigan hujjat' })}
      </h2>
      <EditorField
        label={t({ id: 'act.editor.extras.documentName', message: 'Tarjima qilinadigan hujjat' })}
        hint={t({ id: 'act.wizard.translationDocument.nameHint', message: 'Masalan: Diplom, tug‘ilganlik haqida guvohnoma' })}
        required
        maxLength={500}
        error={errorOf('documentName')}
        {...register('documentName')}
      />
      <MaskedField
        label={t({ id: 'act.editor.extras.pageCount', message: 'Sahifalar soni' })}
        required
        mask={MASKS.count}
        registration={register('pageCount')}
        error={errorOf('pageCount')}
      />
      <div className="form-row">
        {LANGUAGE_FIELDS.map((name) => (
          <SelectField
            key={name}
            label={
              name === 'fromLanguage'
                ? t({ id: 'act.editor.extras.fromLanguage', message: 'Qaysi tildan' })
                : t({ id: 'act.editor.extras.toLanguage', message: 'Qaysi tilga' })
            }
            options={languages}
            control={control}
            name={name}
            required
            placeholder={choose}
            error={errorOf(name)}
          />
        ))}
      </div>
      <FormProblem error={wizard.error} keepAfterToast draftKept />
      <WizardButtons busy={wizard.busy} onBack={wizard.back} last={last} />
    </form>
  );
}
