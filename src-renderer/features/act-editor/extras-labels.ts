import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RenunciationKind } from '../../../src-domain/acts/act-extras.ts';
import type { ActTypeId } from '../../../src-domain/acts/act-types.ts';

/**
 * Labels of the per-type extras the general-info form asks for (src-domain/acts/editor/extras-fields.ts).
 * Keyed by the extras field name; the sale price of a vehicle sale has its own words.
 */
export const EXTRAS_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  totalSumTiyin: msg({ id: 'act.editor.extras.totalSum', message: 'Sotish narxi, so‘m' }),
  contractNumber: msg({ id: 'act.editor.extras.contractNumber', message: 'Shartnoma raqami' }),
  contractDate: msg({ id: 'act.editor.extras.contractDate', message: 'Shartnoma sanasi' }),
  loanSumTiyin: msg({ id: 'act.editor.extras.loanSum', message: 'Kredit (qarz) summasi, so‘m' }),
  termFrom: msg({ id: 'act.editor.extras.termFrom', message: 'Muddat boshlanishi' }),
  termTo: msg({ id: 'act.editor.extras.termTo', message: 'Muddat tugashi' }),
  validFrom: msg({ id: 'act.editor.extras.validFrom', message: 'Amal qilish boshlanishi' }),
  validUntil: msg({ id: 'act.editor.extras.validUntil', message: 'Amal qilish muddati (gacha)' }),
  address: msg({ id: 'act.editor.extras.address', message: 'Ro‘yxatga olinadigan manzil' }),
  documentName: msg({ id: 'act.editor.extras.documentName', message: 'Tarjima qilinadigan hujjat' }),
  fromLanguage: msg({ id: 'act.editor.extras.fromLanguage', message: 'Qaysi tildan' }),
  toLanguage: msg({ id: 'act.editor.extras.toLanguage', message: 'Qaysi tilga' }),
  pageCount: msg({ id: 'act.editor.extras.pageCount', message: 'Sahifalar soni' }),
  deceasedName: msg({ id: 'act.editor.extras.deceasedName', message: 'Meros qoldiruvchining F.I.Sh.' }),
  deathDate: msg({ id: 'act.editor.extras.deathDate', message: 'Vafot etgan sana' }),
  caseNumber: msg({ id: 'act.editor.extras.caseNumber', message: 'Meros ishi raqami' }),
  dateFrom: msg({ id: 'act.editor.extras.dateFrom', message: 'Safar boshlanishi' }),
  dateTo: msg({ id: 'act.editor.extras.dateTo', message: 'Safar tugashi' }),
  purpose: msg({ id: 'act.editor.extras.purpose', message: 'Safar maqsadi' }),
};

/** How an heir renounces (12047; src-domain/acts/act-extras.ts RENUNCIATION_KINDS), as the act page states it. */
export const RENUNCIATION_LABELS: Readonly<Record<RenunciationKind, MessageDescriptor>> = {
  unconditional: msg({ id: 'act.editor.renunciation.unconditional', message: 'Hech kimni ko‘rsatmasdan' }),
  in_favour: msg({ id: 'act.editor.renunciation.inFavour', message: 'Ko‘rsatilgan shaxs(lar) foydasiga' }),
};
export const RENUNCIATION_LABEL = msg({ id: 'act.editor.renunciation.label', message: 'Voz kechish tartibi' });
// Pledge 9 and the other contract 11680 (spec §3 credit: percent, term, purpose).
const CONTRACT_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  loanSumTiyin: msg({ id: 'act.editor.extras.securedSum', message: 'Majburiyat (kredit, qarz) summasi, so‘m' }),
  percent: msg({ id: 'act.editor.extras.percent', message: 'Foiz stavkasi, yillik %' }),
  termMonths: msg({ id: 'act.editor.extras.termMonths', message: 'Muddati, oy' }),
  purpose: msg({ id: 'act.editor.extras.contractPurpose', message: 'Shartnoma predmeti (maqsadi)' }),
};

/** The label of `type`'s extras field `name`: a contract's purpose is not a trip's. */
export function extrasLabel(type: ActTypeId, name: string): MessageDescriptor | undefined {
  return ((type === 9 || type === 11680) && CONTRACT_LABELS[name]) || EXTRAS_LABELS[name];
}
