import { TRANSLATION_LANGUAGE_NAMES, TRANSLATION_LANGUAGES } from '../../../src-domain/acts/translation-languages.ts';
import type { ChoiceOption } from '../../ui/choice-field.tsx';
import { useShownLocale } from '../../ui/use-shown-locale.ts';

/** The translation languages of 11962 as drop-down options, named in the shown language (§3 translation languages). */
export function useTranslationLanguageOptions(): readonly ChoiceOption[] {
  const locale = useShownLocale();
  return TRANSLATION_LANGUAGES.map((code) => ({ value: code, label: TRANSLATION_LANGUAGE_NAMES[code][locale] }));
}
