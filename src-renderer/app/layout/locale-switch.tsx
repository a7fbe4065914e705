import { useAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { LOCALES, type Locale } from '../../../src-domain/i18n/locale.ts';
import { localeAtom } from '../../state/locale.ts';
import { HTML_LANG } from '../i18n.ts';

// Each language is named in itself (an autonym), so these are never translated.
const AUTONYMS: Readonly<Record<Locale, string>> = { oz: 'O‘zbekcha', uz: 'Ўзбекча', ru: 'Русский' };

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
          {AUTONYMS[code]}
        </button>
      ))}
    </div>
  );
}
