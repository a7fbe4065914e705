import { useAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { LOCALES, type Locale } from '../../../src-domain/i18n/locale.ts';
import { localeAtom } from '../../state/locale.ts';
import { HTML_LANG } from '../i18n.ts';

// Each language is named in itself (an autonym), so these are never translated.
const AUTONYMS: Readonly<Record<Locale, string>> = { oz: 'O‘zbekcha', uz: 'Ўзбекча', ru: 'Русский' };
// What a tight header shows instead (web-header.css): the start of the autonym, so the name heard is the one seen (WCAG 2.5.3).
const SHORT_AUTONYMS: Readonly<Record<Locale, string>> = { oz: 'O‘zb', uz: 'Ўзб', ru: 'Рус' };

/**
 * Three buttons, one per interface locale (spec §1). The choice is stored (spec §3) and
 * `LocaleSync` loads the catalog and sets `<html lang>`.
 */
export function LocaleSwitch() {
  const { t } = useLingui();
  const [locale, setLocale] = useAtom(localeAtom);
  return (
    <div className="locale-switch" role="group" aria-label={t({ id: 'localeSwitch.label', message: 'Interfeys tili' })}>
      {LOCALES.map((code) => (
        <button key={code} type="button" lang={HTML_LANG[code]} aria-pressed={code === locale} onClick={() => setLocale(code)}>
          <span className="locale-switch__name">{AUTONYMS[code]}</span>
          <span className="locale-switch__short" aria-hidden="true">
            {SHORT_AUTONYMS[code]}
          </span>
        </button>
      ))}
    </div>
  );
}
