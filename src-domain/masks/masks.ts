import { INN_LENGTH, PIN_LENGTH } from '../constants.ts';
import type { FreeMask, PatternMask } from './mask.ts';

const pattern = (text: string, uppercase = false): PatternMask => ({ kind: 'pattern', pattern: text, uppercase });

/** The input masks of spec §5. */
export const MASKS = {
  inn: pattern('9'.repeat(INN_LENGTH)),
  pin: pattern('9'.repeat(PIN_LENGTH)),
  /** dd.mm.yyyy */
  date: pattern('99.99.9999'),
  /** dd.mm.yyyy HH:mm:ss */
  dateTime: pattern('99.99.9999 99:99:99'),
  /** XX may stand for an unknown day or month: XX.05.1990, XX.XX.1990. */
  incompleteDate: pattern('XX.XX.9999', true),
  macAddress: pattern('hh:hh:hh:hh:hh:hh', true),
  /** Technical passport series: 5 letters. */
  techPassportSeries: pattern('aaaaa', true),
  /** Vehicle registration number: up to 15 letters or digits, upper-cased. */
  vehicleNumber: { kind: 'free', allowed: /^[A-Za-z0-9]$/, maxLength: 15, uppercase: true } satisfies FreeMask,
  /** Cadastre number: up to 50 digits, colons and slashes, e.g. 11:14:04:01:01:1630. */
  cadastreNumber: { kind: 'free', allowed: /^[0-9:/]$/, maxLength: 50, uppercase: false } satisfies FreeMask,
  /** A count (pages of a document): up to 6 digits. */
  count: { kind: 'free', allowed: /^\d$/, maxLength: 6, uppercase: false } satisfies FreeMask,
  /** A rate in percent: digits and one decimal separator, e.g. 22.5 (spec §3 credit "percent"). */
  percent: { kind: 'free', allowed: /^[\d.,]$/, maxLength: 6, uppercase: false } satisfies FreeMask,
  /** National phone number, e.g. (90) 123 45 67. */
  phone: pattern('(99) 999 99 99'),
  /** A bank account: 20 digits (src-domain/acts/editor/subject-common-fields.ts). */
  bankAccount: pattern('9'.repeat(20)),
  cardNumber: pattern('9999 9999 9999 9999'),
  /** MM/YY; the month is checked by `parseCardExpiry`. */
  cardExpiry: pattern('99/99'),
} as const;
export type MaskName = keyof typeof MASKS;
