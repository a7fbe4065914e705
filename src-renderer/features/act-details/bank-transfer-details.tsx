import { useLingui } from '@lingui/react/macro';
import type { BankAccount } from '../../../src-domain/http/routes/acts-invoices.ts';
import { useShownLocale } from '../../ui/use-shown-locale.ts';

/** "20208000000000000001" → "20208 00000 00000 00001": read aloud and copied in groups. */
function groupedAccount(account: string): string {
  return account.replace(/(\d{5})(?=\d)/g, '$1 ');
}

/**
 * Paying at a bank (spec §4 step 7 "payable at banks"; docs/decisions/0054-ways-to-pay.md): the
 * office's account, and the rule that makes a transfer count — the invoice number in the
 * purpose, the whole amount. The notary's statement import then finds it.
 */
export function BankTransferDetails({ bank }: { bank: BankAccount }) {
  const { t } = useLingui();
  const locale = useShownLocale();
  return (
    <section className="act-section act-bank-details" aria-labelledby="act-bank-heading">
      <h3 id="act-bank-heading">{t({ id: 'act.bank.heading', message: 'Bank orqali to‘lash' })}</h3>
      <dl>
        <dt>{t({ id: 'act.bank.recipient', message: 'Oluvchi' })}</dt>
        <dd>{bank.recipient[locale]}</dd>
        <dt>{t({ id: 'act.bank.taxId', message: 'Oluvchining STIR' })}</dt>
        <dd>{bank.taxId}</dd>
        <dt>{t({ id: 'act.bank.bank', message: 'Bank' })}</dt>
        <dd>{bank.bank}</dd>
        <dt>{t({ id: 'act.bank.mfo', message: 'Bank kodi (MFO)' })}</dt>
        <dd>{bank.mfo}</dd>
        <dt>{t({ id: 'act.bank.account', message: 'Hisob raqami' })}</dt>
        <dd>{groupedAccount(bank.account)}</dd>
      </dl>
      <p>
        {t({
          id: 'act.bank.purpose',
          message:
            'To‘lov maqsadiga hisob-faktura raqamini (to‘lov identifikatorini) yozing va summani to‘liq o‘tkazing. Notarius bank ko‘chirmasini yuklaganda to‘lov shu yerda ko‘rinadi.',
        })}
      </p>
    </section>
  );
}

/** Paying at the office (spec §4 step 7 "on site"): cash or the card terminal, recorded by the notary. */
export function OfficePaymentNote() {
  const { t } = useLingui();
  return (
    <p className="notice">
      {t({
        id: 'act.office.note',
        message: 'Notarial idorada naqd pul yoki karta bilan ham to‘lash mumkin: notarius chek raqamini qayd etadi va to‘lov shu yerda ko‘rinadi.',
      })}
    </p>
  );
}
