import { useLingui } from '@lingui/react/macro';
import { ROUTE_TITLES } from '../../app/route-titles.ts';
import { useBreadcrumb } from '../../state/breadcrumb.ts';
import { LoadState } from '../../ui/load-state.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { RolloutForm } from './rollout-form.tsx';
import { useFleet, useUpdateChannels } from './use-fleet.ts';
import './operations.css';

/**
 * Operations' view of the kiosk fleet (docs/architecture.md, Kiosk main-process duties: fleet): each
 * terminal's version, channel, self-test, last heartbeat and uptime as its signed heartbeats
 * reported them, and the rollout percentage of each update channel. The server decides the role.
 */
export function OperationsTerminalsPage() {
  const { t, i18n } = useLingui();
  const heading = i18n._(ROUTE_TITLES['route.operationsTerminals']);
  useBreadcrumb([{ label: heading }]);
  useDocumentTitle(heading);
  const fleet = useFleet();
  const channels = useUpdateChannels();
  const time = (iso: string | null) => (iso ? i18n.date(new Date(iso), { dateStyle: 'short', timeStyle: 'short', timeZone: 'Asia/Tashkent' }) : '—');
  const hours = (seconds: number | null) => {
    if (seconds === null) return '—';
    const count = Math.floor(seconds / 3600);
    return t({ id: 'operations.uptime', message: `${count} soat` });
  };
  const selfTest = (ok: boolean | null) =>
    ok === null ? '—' : ok ? t({ id: 'operations.selfTest.ok', message: 'O‘tdi' }) : t({ id: 'operations.selfTest.failed', message: 'Xizmatdan tashqari' });

  return (
    <article className="page operations">
      <h1>{heading}</h1>
      <section aria-labelledby="channels-heading">
        <h2 id="channels-heading">{t({ id: 'operations.channels.heading', message: 'Yangilanishlarni bosqichma-bosqich tarqatish' })}</h2>
        <LoadState pending={channels.isPending} failed={channels.isError} onRetry={() => void channels.refetch()} />
        {channels.data?.items.map((state) => (
          <RolloutForm key={state.channel} state={state} />
        ))}
      </section>
      <section aria-labelledby="fleet-heading">
        <h2 id="fleet-heading">{t({ id: 'operations.fleet.heading', message: 'Terminallar' })}</h2>
        <LoadState pending={fleet.isPending} failed={fleet.isError} onRetry={() => void fleet.refetch()} />
        {fleet.data && fleet.data.items.length === 0 ? (
          <p>{t({ id: 'operations.fleet.empty', message: 'Hali birorta terminal ro‘yxatdan o‘tkazilmagan.' })}</p>
        ) : null}
        {fleet.data && fleet.data.items.length > 0 ? (
          <div className="operations__scroll">
            <table className="operations__table">
              <thead>
                <tr>
                  <th scope="col">{t({ id: 'operations.col.terminal', message: 'Terminal' })}</th>
                  <th scope="col">{t({ id: 'operations.col.version', message: 'Versiya' })}</th>
                  <th scope="col">{t({ id: 'operations.col.channel', message: 'Kanal' })}</th>
                  <th scope="col">{t({ id: 'operations.col.selfTest', message: 'O‘z-o‘zini tekshirish' })}</th>
                  <th scope="col">{t({ id: 'operations.col.heartbeat', message: 'Oxirgi signal' })}</th>
                  <th scope="col">{t({ id: 'operations.col.updateCheck', message: 'Yangilanish tekshirilgan' })}</th>
                  <th scope="col">{t({ id: 'operations.col.pending', message: 'Kutilayotgan versiya' })}</th>
                  <th scope="col">{t({ id: 'operations.col.uptime', message: 'Ish vaqti' })}</th>
                </tr>
              </thead>
              <tbody>
                {fleet.data.items.map((terminal) => (
                  <tr key={terminal.terminalId}>
                    <th scope="row">{terminal.terminalId}</th>
                    <td>{terminal.appVersion ?? '—'}</td>
                    <td>{terminal.channel}</td>
                    <td>{selfTest(terminal.selfTestOk)}</td>
                    <td>{time(terminal.lastHeartbeatAt)}</td>
                    <td>{time(terminal.lastUpdateCheckAt)}</td>
                    <td>{terminal.pendingVersion ?? '—'}</td>
                    <td>{hours(terminal.uptimeS)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </section>
    </article>
  );
}
