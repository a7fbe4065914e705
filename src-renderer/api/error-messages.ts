import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The client's own texts for the error catalogue of spec §8 (the server's localized `message` is
 * shown where the spec says "response text"). `error-handling.ts` names them by key so the
 * decision stays a pure function; the toaster translates them when it renders, so a locale
 * switch translates a toast already on screen.
 */
export const API_MESSAGES = {
  token_expired: msg({ id: 'api.error.tokenExpired', message: 'Avtorizatsiya muddati tugadi, tizimga qaytadan kiring' }),
  internal_server_error: msg({ id: 'api.error.internalServerError', message: 'Serverda ichki xatolik yuz berdi. Keyinroq qayta urinib ko‘ring' }),
  uuid_not_found: msg({ id: 'api.error.uuidNotFound', message: '{uuid} notarial harakat topilmadi' }),
  pin_not_found_in_uuid: msg({ id: 'api.error.pinNotFoundInUuid', message: 'Kirish rad etildi: {user} {uuid} notarial harakat ishtirokchisi emas' }),
  download_denied: msg({ id: 'api.error.downloadDenied', message: 'Faylni yuklab olishga ruxsat berilmadi' }),
  network: msg({ id: 'api.error.network', message: 'Server bilan aloqa yo‘q. Internet ulanishini tekshirib, qayta urinib ko‘ring' }),
  timeout: msg({ id: 'api.error.timeout', message: 'Server belgilangan vaqtda javob bermadi. Qayta urinib ko‘ring' }),
  too_many_requests: msg({ id: 'api.error.tooManyRequests', message: 'Juda ko‘p urinish. {seconds} soniyadan keyin qayta urinib ko‘ring' }),
  too_many_requests_later: msg({ id: 'api.error.tooManyRequestsLater', message: 'Juda ko‘p urinish. Birozdan keyin qayta urinib ko‘ring' }),
  bad_request: msg({ id: 'api.error.badRequest', message: 'So‘rov noto‘g‘ri' }),
  not_found: msg({ id: 'api.error.notFound', message: 'So‘ralgan ma’lumot topilmadi' }),
} as const satisfies Record<string, MessageDescriptor>;

export type ApiMessageId = keyof typeof API_MESSAGES;
