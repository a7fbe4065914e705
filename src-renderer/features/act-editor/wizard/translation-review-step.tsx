import { useLingui } from '@lingui/react/macro';
import { isTranslationLanguage, TRANSLATION_LANGUAGE_NAMES } from '../../../../src-domain/acts/translation-languages.ts';
import { useShownLocale } from '../../../ui/use-shown-locale.ts';
import { ReviewFact, ReviewStepForm } from './review-step-form.tsx';
import type { TypeStepProps } from './type-step-props.ts';

/** 11962 step "review": the document, its languages and the translator as stored. */
export function TranslationReviewStep(props: TypeStepProps) {
  const { t } = useLingui();
  const locale = useShownLocale();
  const { extras, parties } = props.act;
  const languageOf = (code: unknown) => (isTranslationLanguage(code) ? TRANSLATION_LANGUAGE_NAMES[code][locale] : '');
  const translators = parties
    .filter((party) => party.role === 'translator')
    .map((party) => party.fullName)
    .join(', ');
  return (
    <ReviewStepForm
      {...props}
      title={t({ id: 'act.wizard.accompanyingReview.title', message: 'Arizani tekshiring' })}
      note={t({
        id: 'act.wizard.translationReview.next',
        message: '“Yakunlash”dan so‘ng harakat sahifasida tarjimonni taklif qiling va harakatni notariusga yuboring.',
      })}
    >
      <ReviewFact
        label={t({ id: 'act.editor.extras.documentName', message: 'Tarjima qilinadigan hujjat' })}
        value={typeof extras.documentName === 'string' ? extras.documentName : ''}
      />
      <ReviewFact
        label={t({ id: 'act.editor.extras.pageCount', message: 'Sahifalar soni' })}
        value={typeof extras.pageCount === 'number' ? String(extras.pageCount) : ''}
      />
      <ReviewFact label={t({ id: 'act.editor.extras.fromLanguage', message: 'Qaysi tildan' })} value={languageOf(extras.fromLanguage)} />
      <ReviewFact label={t({ id: 'act.editor.extras.toLanguage', message: 'Qaysi tilga' })} value={languageOf(extras.toLanguage)} />
      <ReviewFact label={t({ id: 'act.wizard.translator.list', message: 'Qo‘shilgan tarjimonlar' })} value={translators} />
    </ReviewStepForm>
  );
}
