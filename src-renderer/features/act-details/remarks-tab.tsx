import { useLingui } from '@lingui/react/macro';
import type { ActDetails } from '../../../src-domain/http/routes/acts.ts';
import { showInstant } from './display.ts';

/** The notary's remarks (spec §4 step 2 "returns with remarks/defects"), newest first; resolved ones marked. */
export function RemarksTab({ act }: { act: ActDetails }) {
  const { t } = useLingui();
  if (act.remarks.length === 0) return <p className="notice">{t({ id: 'act.remarks.empty', message: 'Notariusning izohlari yo‘q.' })}</p>;
  return (
    <ul className="act-items">
      {[...act.remarks].reverse().map((remark) => (
        <li key={remark.id} className="act-item">
          <p className="act-remark__text">{remark.text}</p>
          <p className="act-remark__meta">
            {`${remark.authorName}, ${showInstant(remark.createdAt) ?? ''}`}
            {remark.resolvedAt ? ` — ${t({ id: 'act.remarks.resolved', message: 'tuzatilgan' })}` : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}
