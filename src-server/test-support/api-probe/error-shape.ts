import { API_ERRORS, isApiErrorCode } from '../../../src-domain/http/error-codes.ts';
import type { Locale } from '../../../src-domain/i18n/locale.ts';

export interface ProbeAnswer {
  method: string;
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
  /** The locale the request asked for by name (`Accept-Language: ru`), if it did. */
  locale?: Locale;
}

/**
 * What is wrong with an answer to a bad request, or null when nothing is: no 5xx, and every
 * rejection (4xx) is the contract's `{ code, message, details? }` (spec §8) with a code of the
 * catalogue and its status, its message in the locale asked for; a HEAD answer has no body.
 */
export function answerProblem(answer: ProbeAnswer): string | null {
  if (answer.statusCode >= 500) return `status ${answer.statusCode}: ${answer.body.slice(0, 200)}`;
  if (answer.statusCode < 400) return null;
  if (answer.method === 'HEAD') return answer.body === '' ? null : `HEAD answered with a body: ${answer.body.slice(0, 80)}`;
  if (!String(answer.headers['content-type'] ?? '').startsWith('application/json'))
    return `status ${answer.statusCode} as ${String(answer.headers['content-type'])}: ${answer.body.slice(0, 80)}`;
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return `status ${answer.statusCode} with unparseable JSON: ${answer.body.slice(0, 80)}`;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return `status ${answer.statusCode} with a non-object body`;
  const { code, message, details, ...rest } = body as Record<string, unknown>;
  if (!isApiErrorCode(code)) return `status ${answer.statusCode} with an unknown code ${JSON.stringify(code)}`;
  if (API_ERRORS[code].status !== answer.statusCode) return `code ${code} with status ${answer.statusCode}, the catalogue says ${API_ERRORS[code].status}`;
  if (typeof message !== 'string' || message.trim() === '') return `code ${code} with the message ${JSON.stringify(message)}`;
  // The catalogue's text up to its first parameter, e.g. "Слишком много попыток. Повторите через ".
  const fixedText = answer.locale ? (API_ERRORS[code].text[answer.locale].split('{')[0] ?? '') : '';
  if (!message.startsWith(fixedText)) return `code ${code} with a message not in ${answer.locale}: ${message.slice(0, 80)}`;
  if (details !== undefined && !Array.isArray(details)) return `code ${code} with details that are not a list`;
  if (Object.keys(rest).length > 0) return `code ${code} with extra fields ${Object.keys(rest).join(', ')}`;
  return null;
}
