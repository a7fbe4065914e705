import type { Locale } from '../i18n/locale.ts';

/**
 * Why the server ends a liveness socket: sent as an `error` frame, then the socket closes
 * with `closeCode`. `retry` tells the client whether reconnecting (with back-off, spec §4)
 * can help or a new login attempt (a new nonce) is needed.
 */
export const LIVENESS_SOCKET_ERRORS = {
  invalid_frame: {
    closeCode: 4400,
    retry: false,
    text: { oz: 'Noto‘g‘ri xabar yuborildi', uz: 'Нотўғри хабар юборилди', ru: 'Получено некорректное сообщение' },
  },
  invalid_nonce: {
    closeCode: 4401,
    retry: false,
    text: {
      oz: 'Kirish urinishi eskirgan yoki ishlatilgan. Qaytadan kiring',
      uz: 'Кириш уриниши эскирган ёки ишлатилган. Қайтадан киринг',
      ru: 'Попытка входа устарела или уже использована. Войдите заново',
    },
  },
  connect_timeout: { closeCode: 4408, retry: true, text: { oz: 'Ulanish vaqti tugadi', uz: 'Уланиш вақти тугади', ru: 'Время ожидания подключения истекло' } },
  nonce_in_use: {
    closeCode: 4409,
    retry: true,
    text: { oz: 'Bu urinish boshqa oynada tekshirilmoqda', uz: 'Бу уриниш бошқа ойнада текширилмоқда', ru: 'Эта попытка уже проверяется в другом окне' },
  },
  idle_timeout: {
    closeCode: 4410,
    retry: true,
    text: { oz: 'Kameradan kadrlar kelmayapti', uz: 'Камерадан кадрлар келмаяпти', ru: 'Кадры с камеры не поступают' },
  },
  frame_too_large: { closeCode: 4413, retry: false, text: { oz: 'Kadr hajmi juda katta', uz: 'Кадр ҳажми жуда катта', ru: 'Слишком большой кадр' } },
  too_many_frames: {
    closeCode: 4429,
    retry: true,
    text: { oz: 'Kadrlar juda tez yuborilmoqda', uz: 'Кадрлар жуда тез юборилмоқда', ru: 'Кадры отправляются слишком часто' },
  },
  session_expired: {
    closeCode: 4440,
    retry: false,
    text: { oz: 'Yuzni tekshirish vaqti tugadi', uz: 'Юзни текшириш вақти тугади', ru: 'Время проверки лица истекло' },
  },
  internal_error: { closeCode: 1011, retry: true, text: { oz: 'Serverda ichki xatolik', uz: 'Серверда ички хатолик', ru: 'Внутренняя ошибка сервера' } },
} as const satisfies Record<string, { closeCode: number; retry: boolean; text: Readonly<Record<Locale, string>> }>;

export type LivenessSocketErrorCode = keyof typeof LIVENESS_SOCKET_ERRORS;
export const LIVENESS_SOCKET_ERROR_CODES = Object.keys(LIVENESS_SOCKET_ERRORS) as LivenessSocketErrorCode[];

export function livenessSocketErrorText(code: LivenessSocketErrorCode, locale: Locale): string {
  return LIVENESS_SOCKET_ERRORS[code].text[locale];
}
