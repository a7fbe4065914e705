import type { Locale } from '../i18n/locale.ts';

/**
 * Why the server ends a room socket: an `error` frame, then the close code. `retry` tells the
 * client whether reconnecting (with back-off) can help. The HTTP refusals of joining (who may
 * join, the room's window) come as their API error code in `code` with close 4403.
 */
export const ROOM_SOCKET_ERRORS = {
  invalid_frame: {
    closeCode: 4400,
    retry: false,
    text: { oz: 'Noto‘g‘ri xabar yuborildi', uz: 'Нотўғри хабар юборилди', ru: 'Получено некорректное сообщение' },
  },
  session_invalid: {
    closeCode: 4401,
    retry: false,
    text: {
      oz: 'Avtorizatsiya muddati tugagan, qaytadan kiring',
      uz: 'Авторизация муддати тугаган, қайтадан киринг',
      ru: 'Срок авторизации истёк, войдите снова',
    },
  },
  refused: { closeCode: 4403, retry: false, text: { oz: 'Xonaga kirish rad etildi', uz: 'Хонага кириш рад этилди', ru: 'Вход в комнату отклонён' } },
  join_timeout: { closeCode: 4408, retry: true, text: { oz: 'Ulanish vaqti tugadi', uz: 'Уланиш вақти тугади', ru: 'Время ожидания подключения истекло' } },
  replaced: {
    closeCode: 4409,
    retry: false,
    text: { oz: 'Siz boshqa oynadan xonaga ulandingiz', uz: 'Сиз бошқа ойнадан хонага уландингиз', ru: 'Вы подключились к комнате из другого окна' },
  },
  idle_timeout: { closeCode: 4410, retry: true, text: { oz: 'Aloqa uzildi', uz: 'Алоқа узилди', ru: 'Связь прервалась' } },
  room_full: { closeCode: 4413, retry: false, text: { oz: 'Xonada joy qolmagan', uz: 'Хонада жой қолмаган', ru: 'В комнате нет мест' } },
  too_many_messages: {
    closeCode: 4429,
    retry: true,
    text: { oz: 'Xabarlar juda tez yuborilmoqda', uz: 'Хабарлар жуда тез юборилмоқда', ru: 'Сообщения отправляются слишком часто' },
  },
  room_closed: { closeCode: 4440, retry: false, text: { oz: 'Xona yopildi', uz: 'Хона ёпилди', ru: 'Комната закрыта' } },
  declined_recording: {
    closeCode: 4441,
    retry: false,
    text: {
      oz: 'Siz yozib olishga rozilik bermadingiz: videokonferensiyada qatnasha olmaysiz',
      uz: 'Сиз ёзиб олишга розилик бермадингиз: видеоконференцияда қатнаша олмайсиз',
      ru: 'Вы не согласились на запись: участвовать по видео нельзя',
    },
  },
  internal_error: { closeCode: 1011, retry: true, text: { oz: 'Serverda ichki xatolik', uz: 'Серверда ички хатолик', ru: 'Внутренняя ошибка сервера' } },
} as const satisfies Record<string, { closeCode: number; retry: boolean; text: Readonly<Record<Locale, string>> }>;

export type RoomSocketErrorCode = keyof typeof ROOM_SOCKET_ERRORS;

/** The close code of a refusal by the HTTP rules (an API error code in the frame). */
export const ROOM_REFUSED_CLOSE = ROOM_SOCKET_ERRORS.refused.closeCode;
