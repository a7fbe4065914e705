import { useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { MAX_STATEMENT_BYTES, type StatementEntry, type StatementImport } from '../../../src-domain/http/routes/notary-bank-statements.ts';
import { isStatementMismatch } from '../../../src-domain/payments/statement-matching.ts';
import { formatMoney } from '../../../src-domain/i18n/format-number.ts';
import { formatDateTime } from '../../../src-domain/time/format-date.ts';
import { useShownLocale } from '../../ui/use-shown-locale.ts';
import { paths } from '../../shared/paths.ts';
import { LoadState } from '../../ui/load-state.tsx';
import { MutationProblem } from '../../ui/mutation-problem.tsx';
import { useImportStatement, useResolveEntry, useStatementOverview } from './api/statements.ts';
import { OUTCOME_LABELS } from './statement-labels.ts';
import './bank-statements.css';

/**
 * The notary's bank statements (spec §4 step 7 "payable at banks"; docs/decisions/0054-ways-to-pay.md):
 * the office's statement, exported from the bank as ISO 20022 camt.053 XML, is uploaded here;
 * the server pays each invoice named in a transfer's purpose for its whole amount, once, and
 * lists whatever it could not match. A mismatch dealt with outside the portal is marked so.
 */
export function BankStatementsView() {
  const { t } = useLingui();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const overview = useStatementOverview();
  const upload = useImportStatement();
  const resolve = useResolveEntry();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setProblem(t({ id: 'statements.fileRequired', message: 'Bank ko‘chirmasi faylini tanlang.' }));
      return;
    }
    if (file.size > MAX_STATEMENT_BYTES) {
      setProblem(t({ id: 'statements.fileTooLarge', message: 'Fayl 4 MB dan katta: ko‘chirmani qisqaroq davr uchun yuklab oling.' }));
      return;
    }
    setProblem(null);
    setReading(true);
    file.text().then(
      (content) => {
        setReading(false);
        upload.mutate({ fileName: file.name, content });
      },
      () => {
        setReading(false);
        setProblem(t({ id: 'statements.fileUnreadable', message: 'Faylni o‘qib bo‘lmadi. Qayta tanlang.' }));
      },
    );
  };
  const busy = reading || upload.isPending;

  return (
    <section className="bank-statements" aria-labelledby="statements-heading">
      <h2 id="statements-heading">{t({ id: 'statements.heading', message: 'Bank ko‘chirmalari' })}</h2>
      <p>
        {t({
          id: 'statements.intro',
          message:
            'Idora hisob raqamining bank ko‘chirmasini ISO 20022 camt.053 (XML) shaklida yuklang. To‘lov maqsadida hisob-faktura raqami yozilgan va summasi to‘liq bo‘lgan o‘tkazmalar to‘lov sifatida qayd etiladi; qolganlari quyida ko‘rsatiladi. Bir faylni qayta yuklash hech narsani ikki marta qayd etmaydi.',
        })}
      </p>
      <form className="bank-statements__form" onSubmit={submit} noValidate>
        <label htmlFor={inputId} className="act-field__label">
          {t({ id: 'statements.file', message: 'Ko‘chirma fayli (camt.053, XML)' })}
        </label>
        <input
          id={inputId}
          type="file"
          accept=".xml,application/xml,text/xml"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${inputId}-error` : undefined}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        {problem ? (
          <p id={`${inputId}-error`} className="act-field__error">
            {problem}
          </p>
        ) : null}
        <div className="act-buttons">
          <button type="submit" className="button" disabled={busy} aria-busy={busy || undefined}>
            {t({ id: 'statements.upload', message: 'Ko‘chirmani yuklash' })}
          </button>
        </div>
        <MutationProblem error={upload.error} />
      </form>
      {upload.data ? <ImportResult result={upload.data} /> : null}
      <LoadState pending={overview.isPending} failed={overview.isError} onRetry={() => void overview.refetch()} />
      {overview.data ? (
        <>
          <section aria-labelledby="statements-open-heading">
            <h3 id="statements-open-heading">{t({ id: 'statements.open', message: 'Mos kelmagan yozuvlar' })}</h3>
            {overview.data.mismatches.length === 0 ? (
              <p>{t({ id: 'statements.openNone', message: 'Mos kelmagan yozuv yo‘q.' })}</p>
            ) : (
              <EntryTable
                entries={overview.data.mismatches}
                caption={t({ id: 'statements.open', message: 'Mos kelmagan yozuvlar' })}
                onResolve={(entry) => resolve.mutate(entry.id)}
                resolving={resolve.isPending ? resolve.variables : null}
              />
            )}
            <MutationProblem error={resolve.error} />
          </section>
          <section aria-labelledby="statements-past-heading">
            <h3 id="statements-past-heading">{t({ id: 'statements.past', message: 'Yuklangan ko‘chirmalar' })}</h3>
            {overview.data.imports.length === 0 ? (
              <p>{t({ id: 'statements.pastNone', message: 'Hali ko‘chirma yuklanmagan.' })}</p>
            ) : (
              <ul>
                {overview.data.imports.map((item) => {
                  const name = item.fileName;
                  const at = formatDateTime(new Date(item.importedAt));
                  const recorded = item.recordedCount;
                  const mismatched = item.mismatchCount;
                  const total = item.entryCount;
                  return (
                    <li key={item.id}>
                      {t({
                        id: 'statements.pastItem',
                        message: `${name} (${at}): ${total} ta yozuv, ${recorded} ta qayd etildi, ${mismatched} ta mos kelmadi`,
                      })}
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        </>
      ) : null}
    </section>
  );
}

function ImportResult({ result }: { result: StatementImport }) {
  const { t } = useLingui();
  const recorded = result.statement.recordedCount;
  const mismatched = result.statement.mismatchCount;
  const repeated = result.entries.filter((entry) => entry.repeated).length;
  return (
    <section className="act-section" aria-labelledby="statements-result-heading">
      <h3 id="statements-result-heading">{t({ id: 'statements.result', message: 'Yuklash natijasi' })}</h3>
      <p role="status">
        {t({
          id: 'statements.resultSummary',
          message: `Qayd etildi: ${recorded}. Mos kelmadi: ${mismatched}. Avval yuklangan: ${repeated}.`,
        })}
      </p>
      <EntryTable entries={result.entries} caption={t({ id: 'statements.result', message: 'Yuklash natijasi' })} />
    </section>
  );
}

interface EntryTableProps {
  entries: readonly StatementEntry[];
  caption: string;
  onResolve?: (entry: StatementEntry) => void;
  resolving?: number | null;
}

function EntryTable({ entries, caption, onResolve, resolving = null }: EntryTableProps) {
  const { t, i18n } = useLingui();
  const locale = useShownLocale();
  const outcomeText = (entry: StatementEntry): string => {
    const text = i18n._(OUTCOME_LABELS[entry.outcome]);
    if (entry.repeated) return `${text} (${t({ id: 'statements.repeated', message: 'avval yuklangan' })})`;
    if (entry.refundOwed) return `${text} (${t({ id: 'statements.refundOwed', message: 'hisob-faktura allaqachon to‘langan: pul qaytarilishi kerak' })})`;
    return text;
  };
  return (
    <div className="bank-statements__scroll" tabIndex={0} role="group" aria-label={caption}>
      <table className="act-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t({ id: 'statements.date', message: 'Sana' })}</th>
            <th scope="col">{t({ id: 'statements.amount', message: 'Summa' })}</th>
            <th scope="col">{t({ id: 'statements.counterparty', message: 'To‘lovchi yoki oluvchi' })}</th>
            <th scope="col">{t({ id: 'statements.purpose', message: 'To‘lov maqsadi' })}</th>
            <th scope="col">{t({ id: 'statements.outcome', message: 'Natija' })}</th>
            {onResolve ? <th scope="col">{t({ id: 'statements.actions', message: 'Amallar' })}</th> : null}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>{entry.bookedOn.split('-').reverse().join('.')}</td>
              <td>{`${entry.direction === 'debit' ? '−' : ''}${formatMoney(entry.amountTiyin, locale)} ${entry.currency}`}</td>
              <td>{entry.counterparty || '—'}</td>
              <td>{entry.remittance || '—'}</td>
              <td>
                {outcomeText(entry)}
                {entry.actUuid && entry.invoiceNumber ? (
                  <>
                    {' '}
                    <Link to={`${paths.actDetails.href(entry.actUuid)}?tab=payments`}>{entry.invoiceNumber}</Link>
                  </>
                ) : null}
              </td>
              {onResolve ? (
                <td>
                  {isStatementMismatch(entry.outcome) ? (
                    <button
                      type="button"
                      className="button button--secondary"
                      disabled={resolving === entry.id}
                      aria-busy={resolving === entry.id || undefined}
                      onClick={() => onResolve(entry)}
                    >
                      {t({ id: 'statements.resolve', message: 'Hal qilindi' })}
                    </button>
                  ) : null}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
