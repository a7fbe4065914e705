import type { BaseIssue } from 'valibot';
import type { Locale } from '../i18n/locale.ts';
import { isValidationMessageKey, validationMessage, type ValidationMessageParams } from './messages.ts';

/** Issue types whose numeric `requirement` fills a message placeholder. */
const REQUIREMENT_PARAM: Readonly<Record<string, string>> = {
  length: 'length',
  min_length: 'min',
  max_length: 'max',
  min_value: 'min',
  max_value: 'max',
};

/**
 * The localized text of one valibot issue. Domain schemas put a `ValidationMessageKey` in
 * `message`; anything else (valibot's English defaults from a schema we do not own) becomes
 * the generic "invalid value" so a user never sees an untranslated text (spec §1 locales).
 */
export function translateIssue(issue: Pick<BaseIssue<unknown>, 'type' | 'message' | 'requirement'>, locale: Locale): string {
  if (!isValidationMessageKey(issue.message)) return validationMessage('error_invalid_value', locale);
  const params: Record<string, string | number> = {};
  const name = REQUIREMENT_PARAM[issue.type];
  if (name !== undefined && typeof issue.requirement === 'number') params[name] = issue.requirement;
  return validationMessage(issue.message, locale, params satisfies ValidationMessageParams);
}
