import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { OwnerType, PaymentMethod, SubjectCommonField } from '../../../src-domain/acts/editor/subject-common-fields.ts';

/**
 * The names of a subject's common fields (spec §3 "Subjects … Common"), as the terms form labels
 * them and the act details list them (routes/acts/subject-terms-facts.tsx).
 */
export const TERMS_FIELD_LABELS: Readonly<Record<SubjectCommonField, MessageDescriptor>> = {
  ownershipBasis: msg({ id: 'act.terms.ownershipBasis', message: 'Mulk huquqi asosi' }),
  registryNumber: msg({ id: 'act.terms.registryNumber', message: 'Reyestr raqami' }),
  registryDate: msg({ id: 'act.terms.registryDate', message: 'Reyestrga kiritilgan sana' }),
  ownerType: msg({ id: 'act.terms.ownerType', message: 'Mulkdor turi' }),
  paymentMethod: msg({ id: 'act.terms.paymentMethod', message: 'To‘lov usuli' }),
  advanceTiyin: msg({ id: 'act.terms.advance', message: 'Oldindan to‘lov (avans), so‘m' }),
  ownFundsTiyin: msg({ id: 'act.terms.ownFunds', message: 'O‘z mablag‘i, so‘m' }),
  remainingTiyin: msg({ id: 'act.terms.remaining', message: 'Qolgan summa, so‘m' }),
  cardNumber: msg({ id: 'act.terms.cardNumber', message: 'Karta raqami' }),
  cardExpiry: msg({ id: 'act.terms.cardExpiry', message: 'Karta amal qilish muddati (OO/YY)' }),
  creditSumTiyin: msg({ id: 'act.terms.creditSum', message: 'Kredit summasi, so‘m' }),
  creditOrganisation: msg({ id: 'act.terms.creditOrganisation', message: 'Kredit beruvchi tashkilot' }),
  bank: msg({ id: 'act.terms.bank', message: 'Bank' }),
  bankLetter: msg({ id: 'act.terms.bankLetter', message: 'Bank xati (raqami va sanasi)' }),
  account: msg({ id: 'act.terms.account', message: 'Hisob raqami' }),
  insuranceCompany: msg({ id: 'act.terms.insuranceCompany', message: 'Sug‘urta tashkiloti' }),
  policyNumber: msg({ id: 'act.terms.policyNumber', message: 'Sug‘urta polisi raqami' }),
  policyDate: msg({ id: 'act.terms.policyDate', message: 'Sug‘urta polisi sanasi' }),
  shareNumerator: msg({ id: 'act.terms.shareNumerator', message: 'Ulush: surat' }),
  shareDenominator: msg({ id: 'act.terms.shareDenominator', message: 'Ulush: maxraj' }),
  shareRecipientPartyId: msg({ id: 'act.terms.shareRecipient', message: 'Ulush oluvchi' }),
  consentTypes: msg({ id: 'act.terms.consentTypes', message: 'Rozilik turlari' }),
};

/** The name of each payment method (spec §3 "payment method"). */
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, MessageDescriptor>> = {
  cash: msg({ id: 'act.wizard.payment.cash', message: 'Naqd pul' }),
  bank_transfer: msg({ id: 'act.wizard.payment.transfer', message: 'Bank o‘tkazmasi' }),
  bank_card: msg({ id: 'act.wizard.payment.card', message: 'Bank kartasi' }),
  credit: msg({ id: 'act.wizard.payment.credit', message: 'Kredit' }),
};

/** The name of each owner type (spec §3 "owner type"). */
export const OWNER_TYPE_LABELS: Readonly<Record<OwnerType, MessageDescriptor>> = {
  individual: msg({ id: 'act.terms.owner.individual', message: 'Jismoniy shaxs' }),
  legal: msg({ id: 'act.terms.owner.legal', message: 'Yuridik shaxs' }),
  state: msg({ id: 'act.terms.owner.state', message: 'Davlat' }),
};
