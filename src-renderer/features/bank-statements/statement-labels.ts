import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { StatementEntry } from '../../../src-domain/http/routes/notary-bank-statements.ts';

/** What became of a statement's entry, as the notary reads it (src-domain/payments/statement-matching.ts). */
export const OUTCOME_LABELS: Readonly<Record<StatementEntry['outcome'], MessageDescriptor>> = {
  record_payment: msg({ id: 'statements.outcome.payment', message: 'To‘lov qayd etildi' }),
  record_refund: msg({ id: 'statements.outcome.refund', message: 'Pul qaytarilgani qayd etildi' }),
  ignore: msg({ id: 'statements.outcome.ignore', message: 'Hisob-fakturaga aloqasi yo‘q' }),
  not_booked: msg({ id: 'statements.outcome.notBooked', message: 'Bank hali o‘tkazmani amalga oshirmagan' }),
  foreign_currency: msg({ id: 'statements.outcome.currency', message: 'So‘mda emas' }),
  no_reference: msg({ id: 'statements.outcome.noReference', message: 'To‘lov maqsadida hisob-faktura raqami yo‘q' }),
  several_references: msg({ id: 'statements.outcome.several', message: 'Bir nechta hisob-faktura raqami' }),
  unknown_invoice: msg({ id: 'statements.outcome.unknown', message: 'Bunday hisob-faktura sizning harakatlaringizda yo‘q' }),
  amount_differs: msg({ id: 'statements.outcome.amount', message: 'Summa hisob-faktura summasiga teng emas' }),
  no_refund_owed: msg({ id: 'statements.outcome.noRefund', message: 'Bu summada qaytariladigan pul yo‘q' }),
};
