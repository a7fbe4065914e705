import { PAYME_ERROR, type PaymeErrorCode, type PaymeMessage } from './payme-protocol.ts';

/** The text of each error the merchant endpoint answers, in the protocol's three languages. */
export const PAYME_MESSAGES: Readonly<Record<PaymeErrorCode, PaymeMessage>> = {
  [PAYME_ERROR.invalidAmount]: { ru: 'Неверная сумма', uz: 'Noto‘g‘ri summa', en: 'Invalid amount' },
  [PAYME_ERROR.transactionNotFound]: { ru: 'Транзакция не найдена', uz: 'Tranzaksiya topilmadi', en: 'Transaction not found' },
  [PAYME_ERROR.cannotCancel]: {
    ru: 'Услуга оказана, отменить транзакцию нельзя',
    uz: 'Xizmat ko‘rsatilgan, tranzaksiyani bekor qilib bo‘lmaydi',
    en: 'The service is rendered: the transaction cannot be cancelled',
  },
  [PAYME_ERROR.cannotPerform]: { ru: 'Невозможно выполнить операцию', uz: 'Amalni bajarib bo‘lmaydi', en: 'The operation cannot be performed' },
  [PAYME_ERROR.invoiceNotFound]: { ru: 'Счёт не найден', uz: 'Hisob-faktura topilmadi', en: 'Invoice not found' },
  [PAYME_ERROR.invoiceAlreadyPaid]: { ru: 'Счёт уже оплачен', uz: 'Hisob-faktura allaqachon to‘langan', en: 'The invoice is paid already' },
  [PAYME_ERROR.invoiceNotPayable]: { ru: 'Счёт сейчас нельзя оплатить', uz: 'Hisob-fakturani hozir to‘lab bo‘lmaydi', en: 'The invoice cannot be paid now' },
  [PAYME_ERROR.internal]: { ru: 'Внутренняя ошибка', uz: 'Ichki xatolik', en: 'Internal error' },
  [PAYME_ERROR.insufficientPrivilege]: { ru: 'Недостаточно привилегий', uz: 'Ruxsat yetarli emas', en: 'Insufficient privilege' },
  [PAYME_ERROR.invalidRequest]: { ru: 'Неверный запрос JSON-RPC', uz: 'Noto‘g‘ri JSON-RPC so‘rovi', en: 'Invalid JSON-RPC request' },
  [PAYME_ERROR.methodNotFound]: { ru: 'Метод не найден', uz: 'Metod topilmadi', en: 'Method not found' },
  [PAYME_ERROR.parseError]: { ru: 'Ошибка разбора JSON', uz: 'JSON tahlilida xatolik', en: 'Parse error' },
  [PAYME_ERROR.notPost]: { ru: 'Метод запроса не POST', uz: 'So‘rov usuli POST emas', en: 'The request method is not POST' },
};
