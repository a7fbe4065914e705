import { DEFAULT_LOCALE, isLocale, type Locale } from '../../src-domain/i18n/locale.ts';
import { STORAGE_KEYS, persistedAtom } from './persisted-atom.ts';

/** Interface locale (spec §1, §3); `oz` until the user picks another (spec §9). */
export const localeAtom = persistedAtom<Locale>(STORAGE_KEYS.locale, DEFAULT_LOCALE, isLocale);
