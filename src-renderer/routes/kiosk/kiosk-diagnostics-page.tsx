import { useLingui } from '@lingui/react/macro';
import { saveBlob } from '../../api/save-blob.ts';
import { ROUTE_TITLES } from '../../app/route-titles.ts';
import { HeadsetCheck } from '../../features/kiosk-self-test/headset-check.tsx';
import { SelfTestReportView } from '../../features/kiosk-self-test/self-test-report.tsx';
import { useRerunSelfTest, useSelfTest } from '../../features/kiosk-self-test/use-self-test.ts';
import { dictionaryCacheStatus, systemCameras } from '../../platform/terminal.ts';
import { useBreadcrumb } from '../../state/breadcrumb.ts';
import { LoadState } from '../../ui/load-state.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { SystemCamerasView } from './system-cameras-view.tsx';
import { TerminalRecordView } from './terminal-record-view.tsx';
import { useTerminalRecord } from './use-terminal-record.ts';

/**
 * Technicians' diagnostics on the terminal (docs/architecture.md, Kiosk main-process duties:
 * self-test): the self-test results with their spec §8 texts, a rerun, the headset check (the
 * microphone heard, a tone confirmed), a JSON report to hand on, the cameras the system lists,
 * and the terminal's record on the server. The server decides who may see it: the record
 * is asked first, and anyone but a technician gets the 403 page.
 */
export function KioskDiagnosticsPage() {
  const { t, i18n } = useLingui();
  const heading = i18n._(ROUTE_TITLES['route.kioskDiagnostics']);
  useBreadcrumb([{ label: heading }]);
  useDocumentTitle(heading);
  const { terminalId, record } = useTerminalRecord();
  const selfTest = useSelfTest();
  const rerun = useRerunSelfTest();

  if (!record.isSuccess) {
    return (
      <article className="page">
        <h1>{heading}</h1>
        <LoadState pending={record.isPending} failed={record.isError} onRetry={() => void record.refetch()} />
      </article>
    );
  }

  const exportReport = async () => {
    // Each part as main answered it, or why it could not: the export is made in every case.
    const [dictionaries, cameras] = await Promise.allSettled([dictionaryCacheStatus(), systemCameras()]);
    const part = <T,>(outcome: PromiseSettledResult<T>) =>
      outcome.status === 'fulfilled' ? outcome.value : { error: outcome.reason instanceof Error ? outcome.reason.message : String(outcome.reason) };
    const report = {
      exportedAt: new Date().toISOString(),
      terminalId,
      selfTest: selfTest.data ?? null,
      dictionaries: part(dictionaries),
      cameras: part(cameras),
      server: record.data.record,
    };
    saveBlob(new Blob([JSON.stringify(report, null, 2)], { type: 'application/json' }), `diagnostics-${terminalId ?? 'terminal'}.json`);
  };

  return (
    <article className="page">
      <h1>{heading}</h1>
      <div className="self-test-actions">
        <button type="button" className="button" onClick={() => rerun.mutate()} disabled={rerun.isPending}>
          {t({ id: 'diagnostics.rerun', message: 'Tekshiruvni qayta o‘tkazish' })}
        </button>
        <button type="button" className="button" onClick={() => void exportReport()} disabled={!selfTest.data}>
          {t({ id: 'diagnostics.export', message: 'Hisobotni yuklab olish (JSON)' })}
        </button>
      </div>
      <p role="status">{rerun.isPending || selfTest.isPending ? t({ id: 'diagnostics.running', message: 'Tekshirilmoqda…' }) : ''}</p>
      {selfTest.data ? <SelfTestReportView report={selfTest.data} /> : null}
      <HeadsetCheck />
      <SystemCamerasView />
      <TerminalRecordView lookup={record.data} />
    </article>
  );
}
