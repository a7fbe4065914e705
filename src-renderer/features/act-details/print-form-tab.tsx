import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { actPrintFormPath } from '../../../src-domain/http/routes/acts-documents.ts';
import type { ActDetails } from '../../../src-domain/http/routes/acts.ts';
import { saveBlob } from '../../api/save-blob.ts';
import { fetchDocument } from './api/documents.ts';
import { MutationProblem } from '../../ui/mutation-problem.tsx';

type Shown = { html: string; blob: Blob; fileName: string | undefined };

/**
 * The act's printable form (spec §2 screen 13 "print form"): fetched through the
 * API client (the token goes along; a 418 says "access to file download is denied", spec §8),
 * shown in a frame that runs no script, printed from that frame or saved under its file name.
 */
export function PrintFormTab({ act }: { act: ActDetails }) {
  const { t } = useLingui();
  const frame = useRef<HTMLIFrameElement>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const load = () => {
    setPending(true);
    setError(null);
    fetchDocument(actPrintFormPath(act.uuid), act.uuid).then(
      (document) => {
        setShown(document);
        setPending(false);
      },
      (failure: unknown) => {
        setError(failure);
        setPending(false);
      },
    );
  };
  return (
    <div className="act-tab">
      <p>{t({ id: 'act.print.lead', message: 'Notarial harakatning chop etiladigan shakli harakat tilida tayyorlanadi.' })}</p>
      <div className="act-buttons">
        <button type="button" className="button" onClick={load} disabled={pending} aria-busy={pending || undefined}>
          {shown ? t({ id: 'act.print.reload', message: 'Shaklni yangilash' }) : t({ id: 'act.print.show', message: 'Chop etish shaklini ko‘rsatish' })}
        </button>
        {shown ? (
          <>
            <button type="button" className="button button--secondary" onClick={() => frame.current?.contentWindow?.print()}>
              {t({ id: 'act.print.print', message: 'Chop etish' })}
            </button>
            <button type="button" className="button button--secondary" onClick={() => saveBlob(shown.blob, shown.fileName ?? `act-${act.id}.html`)}>
              {t({ id: 'act.print.save', message: 'Faylni saqlash' })}
            </button>
          </>
        ) : null}
      </div>
      {pending ? <p role="status">{t({ id: 'act.print.loading', message: 'Shakl tayyorlanmoqda…' })}</p> : null}
      <MutationProblem error={error} />
      {shown ? (
        // allow-same-origin lets the page print the frame; no allow-scripts: the document runs nothing.
        <iframe
          ref={frame}
          className="act-print-frame"
          title={t({ id: 'act.print.frame', message: 'Notarial harakatning chop etish shakli' })}
          sandbox="allow-same-origin allow-modals"
          srcDoc={shown.html}
        />
      ) : null}
    </div>
  );
}
