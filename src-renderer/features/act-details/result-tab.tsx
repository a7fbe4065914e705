import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { ACT_STATE_NAMES } from '../../../src-domain/acts/act-states.ts';
import { actRefusalPath } from '../../../src-domain/http/routes/acts-documents.ts';
import type { ActDetails } from '../../../src-domain/http/routes/acts.ts';
import { ACT_CHECK_PAGE } from '../../../src-domain/searches/act-verify-link.ts';
import { saveDocument } from './api/documents.ts';
import { MutationProblem } from '../../ui/mutation-problem.tsx';
import { useCheckQr } from './use-check-qr.ts';
import { showIsoDate } from './display.ts';
import { FactList } from '../../ui/fact-list.tsx';
import { useShownLocale } from '../../ui/use-shown-locale.ts';

export interface ResultTabProps {
  act: ActDetails;
  kiosk: boolean;
  /** The digital signatures of an act registered by video (features/e-signature, composed by the route). */
  signatures?: ReactNode;
}

/**
 * The result (spec §2 screen 13): a registered act's registry number, date and office, and the
 * public check of it (QR code, spec §2 screen 11); a refused act's decision; the reason of a
 * cancelled, stopped or annulled act.
 */
export function ResultTab({ act, kiosk, signatures }: ResultTabProps) {
  const { t } = useLingui();
  const locale = useShownLocale();
  const regdate = showIsoDate(act.regdate);
  // The public check by number and date (spec §2 screen 11); the print form carries the signed QR link.
  const link = act.regnum ? `${ACT_CHECK_PAGE}?${new URLSearchParams({ regnum: act.regnum, ...(regdate ? { regdate } : {}) }).toString()}` : undefined;
  const qr = useCheckQr(link);
  const reason = act.reason;
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const downloadRefusal = () => {
    setDownloading(true);
    setError(null);
    saveDocument(actRefusalPath(act.uuid), act.uuid, `refusal-${act.id}.html`).then(
      () => setDownloading(false),
      (failure: unknown) => {
        setError(failure);
        setDownloading(false);
      },
    );
  };
  return (
    <div className="act-tab">
      {act.regnum ? (
        <>
          <FactList
            className="act-facts"
            facts={[
              { label: t({ id: 'act.result.regnum', message: 'Reestr raqami' }), value: <strong className="act-regnum">{act.regnum}</strong> },
              { label: t({ id: 'act.result.regdate', message: 'Ro‘yxatga olingan sana' }), value: regdate },
              {
                label: t({ id: 'act.result.office', message: 'Notarial idora' }),
                value: act.office ? `${act.office.name[locale]}, ${act.office.address[locale]}` : null,
              },
              { label: t({ id: 'act.result.notary', message: 'Notarius' }), value: act.notary?.name[locale] },
              { label: t({ id: 'act.result.state', message: 'Holati' }), value: ACT_STATE_NAMES[act.state][locale] },
            ]}
          />
          {qr ? (
            <img className="act-qr" src={qr} width={160} height={160} alt={t({ id: 'act.result.qr', message: 'Notarial harakatni tekshirish uchun QR kod' })} />
          ) : null}
          {link && !kiosk ? (
            <p>
              <Link to={link}>{t({ id: 'act.result.check', message: 'Notarial harakatni ochiq reestrda tekshirish' })}</Link>
            </p>
          ) : null}
        </>
      ) : (
        <p className="notice">{t({ id: 'act.result.none', message: 'Notarial harakat hali ro‘yxatga olinmagan. Natija 9-bosqichda shu yerda ko‘rinadi.' })}</p>
      )}
      {signatures}
      {act.reason ? (
        <div className="notice notice--warning">
          <p>
            <strong>{ACT_STATE_NAMES[act.state][locale]}</strong>
          </p>
          <p>{t({ id: 'act.result.reason', message: `Sabab: ${reason}` })}</p>
        </div>
      ) : null}
      {act.state === 'refused' ? (
        <button type="button" className="button" onClick={downloadRefusal} disabled={downloading} aria-busy={downloading || undefined}>
          {t({ id: 'act.result.refusal', message: 'Rad etish to‘g‘risidagi qarorni yuklab olish' })}
        </button>
      ) : null}
      <MutationProblem error={error} />
    </div>
  );
}
