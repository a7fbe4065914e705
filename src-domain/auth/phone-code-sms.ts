import type { Locale } from '../i18n/locale.ts';
import { PHONE_CODE_TTL_MS } from './contact-phone.ts';

const MINUTES = PHONE_CODE_TTL_MS / 60_000;

const TEXTS: Readonly<Record<Locale, (code: string) => string>> = {
  oz: (code) => `e-Notarius: telefon raqamini tasdiqlash kodi ${code}. ${MINUTES} daqiqa amal qiladi. Kodni hech kimga aytmang.`,
  uz: (code) => `e-Notarius: телефон рақамини тасдиқлаш коди ${code}. ${MINUTES} дақиқа амал қилади. Кодни ҳеч кимга айтманг.`,
  ru: (code) => `e-Notarius: код подтверждения номера телефона ${code}. Действует ${MINUTES} минут. Никому не сообщайте код.`,
};

/** The SMS that carries the code confirming a contact phone (docs/decisions/0058-contact-phone-at-login.md), in the page's language. */
export function phoneCodeSmsText(locale: Locale, code: string): string {
  return TEXTS[locale](code);
}
