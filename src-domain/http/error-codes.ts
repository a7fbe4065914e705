import type { Locale } from '../i18n/locale.ts';

/**
 * Error codes of the HTTP contract (spec §8) and the localized texts the server sends in
 * `message`. The body of every error response is `{ code, message, details? }`.
 * `{uuid}`, `{pin}`, `{user}`, `{seconds}` and `{path}` are filled by `formatApiError`.
 */
export const API_ERRORS = {
  /** Spec §8: 403 whose message is "Access Denied" ends the session. */
  access_denied: { status: 403, text: { oz: 'Access Denied', uz: 'Access Denied', ru: 'Access Denied' } },
  forbidden: { status: 403, text: { oz: 'Bu amal uchun ruxsatingiz yo‘q', uz: 'Бу амал учун рухсатингиз йўқ', ru: 'Недостаточно прав для этого действия' } },
  uuid_not_found: { status: 418, text: { oz: '{uuid} notarial harakat topilmadi', uz: '{uuid} нотариал ҳаракат топилмади', ru: 'Нотариальное действие {uuid} не найдено' } },
  pin_not_found_in_uuid: { status: 418, text: { oz: 'Kirish rad etildi: {user} {uuid} notarial harakat ishtirokchisi emas', uz: 'Кириш рад этилди: {user} {uuid} нотариал ҳаракат иштирокчиси эмас', ru: 'Доступ запрещён: {user} не является участником нотариального действия {uuid}' } },
  validation_failed: { status: 400, text: { oz: 'Ma’lumotlar noto‘g‘ri kiritilgan', uz: 'Маълумотлар нотўғри киритилган', ru: 'Данные введены неверно' } },
  invalid_json: { status: 400, text: { oz: 'So‘rov tanasi noto‘g‘ri JSON', uz: 'Сўров танаси нотўғри JSON', ru: 'Тело запроса не является корректным JSON' } },
  payload_too_large: { status: 413, text: { oz: 'So‘rov hajmi juda katta', uz: 'Сўров ҳажми жуда катта', ru: 'Слишком большой запрос' } },
  not_found: { status: 404, text: { oz: 'Sahifa topilmadi: {path}', uz: 'Саҳифа топилмади: {path}', ru: 'Не найдено: {path}' } },
  method_not_allowed: { status: 405, text: { oz: 'Bu usul qo‘llab-quvvatlanmaydi', uz: 'Бу усул қўллаб-қувватланмайди', ru: 'Метод не поддерживается' } },
  too_many_requests: { status: 429, text: { oz: 'Juda ko‘p urinish. {seconds} soniyadan keyin qayta urinib ko‘ring', uz: 'Жуда кўп уриниш. {seconds} сониядан кейин қайта уриниб кўринг', ru: 'Слишком много попыток. Повторите через {seconds} с' } },
  internal_server_error: { status: 500, text: { oz: 'Serverda ichki xatolik', uz: 'Серверда ички хатолик', ru: 'Внутренняя ошибка сервера' } },
  service_unavailable: { status: 503, text: { oz: 'Xizmat vaqtincha ishlamayapti, texnik ishlar olib borilmoqda', uz: 'Хизмат вақтинча ишламаяпти, техник ишлар олиб борилмоқда', ru: 'Сервис временно недоступен, ведутся технические работы' } },
} as const satisfies Record<string, { status: number; text: Readonly<Record<Locale, string>> }>;

export type ApiErrorCode = keyof typeof API_ERRORS;

export interface ApiErrorBody {
  code: ApiErrorCode;
  message: string;
  /** Field-level problems of a 400 (`path` is dotted, `message` localized). */
  details?: { path: string; message: string }[];
}

export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && Object.hasOwn(API_ERRORS, value);
}

export function formatApiError(code: ApiErrorCode, locale: Locale, params: Readonly<Record<string, string | number>> = {}): string {
  return API_ERRORS[code].text[locale].replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = params[key];
    return value === undefined ? whole : String(value);
  });
}

/** The exact message the client treats as "token expired" (spec §4 Token expiry, §8). */
export const ACCESS_DENIED_MESSAGE = 'Access Denied';
/** Response header carrying the rotated token on every 200 (spec §7). */
export const TOKEN_HEADER = 'x-auth-token';
