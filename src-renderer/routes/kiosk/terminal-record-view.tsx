import { useLingui } from '@lingui/react/macro';
import type { TerminalLookup } from '../../../src-domain/http/routes/terminals.ts';
import { useRegisterTerminal } from './use-terminal-record.ts';

/** What the server knows of this terminal, and the registration of its key (fleet heartbeats). */
export function TerminalRecordView({ lookup }: { lookup: TerminalLookup }) {
  const { t, i18n } = useLingui();
  const register = useRegisterTerminal(lookup.terminalId);
  const time = (iso: string | null) => (iso ? i18n.date(new Date(iso), { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Asia/Tashkent' }) : '—');
  const record = lookup.record;
  const id = lookup.terminalId;
  return (
    <section aria-labelledby="terminal-record-heading">
      <h2 id="terminal-record-heading">{t({ id: 'diagnostics.record.heading', message: `Serverdagi yozuv: terminal ${id}` })}</h2>
      {record ? (
        <dl className="profile__data">
          <div className="profile__row">
            <dt>{t({ id: 'diagnostics.record.registered', message: 'Ro‘yxatdan o‘tkazilgan' })}</dt>
            <dd>{time(record.registeredAt)}</dd>
          </div>
          <div className="profile__row">
            <dt>{t({ id: 'diagnostics.record.heartbeat', message: 'Oxirgi signal' })}</dt>
            <dd>{time(record.lastHeartbeatAt)}</dd>
          </div>
          <div className="profile__row">
            <dt>{t({ id: 'diagnostics.record.version', message: 'Versiya va kanal' })}</dt>
            <dd>{`${record.appVersion ?? '—'} (${record.channel})`}</dd>
          </div>
        </dl>
      ) : (
        <p>{t({ id: 'diagnostics.record.none', message: 'Terminal serverda ro‘yxatdan o‘tkazilmagan: uning signallari qabul qilinmaydi.' })}</p>
      )}
      <div className="self-test-actions">
        <button type="button" className="button" onClick={() => register.mutate()} disabled={register.isPending}>
          {record
            ? t({ id: 'diagnostics.record.reregister', message: 'Terminal kalitini qayta ro‘yxatdan o‘tkazish' })
            : t({ id: 'diagnostics.record.register', message: 'Terminalni ro‘yxatdan o‘tkazish' })}
        </button>
      </div>
      <p role="status">{register.isSuccess ? t({ id: 'diagnostics.record.done', message: 'Terminal kaliti ro‘yxatdan o‘tkazildi.' }) : ''}</p>
      {register.isError ? <p role="alert">{t({ id: 'diagnostics.record.failed', message: 'Kalitni ro‘yxatdan o‘tkazib bo‘lmadi.' })}</p> : null}
    </section>
  );
}
