import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../i18n/locale.ts';
import { documentNumberSchema } from '../identity/document-number.ts';
import { PassportSeriesSchema } from '../identity/passport-series.ts';
import { translateIssue } from './translate-issue.ts';

function firstIssueText(schema: v.GenericSchema, input: unknown, locale: Locale): string | undefined {
  const issue = v.safeParse(schema, input).issues?.[0];
  return issue && translateIssue(issue, locale);
}

describe('translateIssue', () => {
  it.each([
    ['passport series', '', 'ru', 'Введите серию паспорта', PassportSeriesSchema],
    ['passport series', 'АА', 'oz', 'Seriyani lotin harflarida kiriting (klaviatura tilini almashtiring)', PassportSeriesSchema],
    ['document number of type 1', '12345', 'ru', 'Номер документа должен состоять из 7 символов', documentNumberSchema(1)],
    ['document number of type 0', '12345', 'oz', 'Kamida 6 ta belgi kiritilishi kerak', documentNumberSchema(0)],
    ['document number of type 99', 'A'.repeat(21), 'uz', 'Кўпи билан 20 та белги киритиш мумкин', documentNumberSchema(99)],
    ['schema with valibot’s own messages', 'not an object', 'ru', 'Введено некорректное значение', v.object({ name: v.string() })],
  ] as const)(
    'localizes the first issue of the %s for %j in %s as %j, filling {min}/{max}/{length} from the rule (spec §5)',
    (_name, input, locale, expected, schema) => {
      expect(firstIssueText(schema, input, locale)).toBe(expected);
    },
  );
});
