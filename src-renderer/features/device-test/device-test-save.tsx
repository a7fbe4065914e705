import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { formatDateTime } from '../../../src-domain/time/format-date.ts';
import type { DeviceTestResult } from '../../../src-domain/http/routes/device-tests.ts';

export interface SaveStatusProps {
  signedIn: boolean;
  /** Where to sign in (the web login; a kiosk is always signed in here). */
  loginHref: string;
  pending: boolean;
  failed: boolean;
  saved: DeviceTestResult | null;
  attachedToAct: boolean;
  onRetry: () => void;
}

/** Whether the finished run was kept: saving needs a signed-in user (the page itself is public, spec §2). */
export function SaveStatus({ signedIn, loginHref, pending, failed, saved, attachedToAct, onRetry }: SaveStatusProps) {
  const { t } = useLingui();
  if (!signedIn) {
    return (
      <p className="device-test__save">
        {t({ id: 'deviceTest.save.signIn', message: 'Natijani saqlash uchun tizimga kiring.' })}{' '}
        <Link to={loginHref}>{t({ id: 'deviceTest.save.signInLink', message: 'Tizimga kirish' })}</Link>
      </p>
    );
  }
  if (pending) return <p className="device-test__save">{t({ id: 'deviceTest.save.pending', message: 'Natija saqlanmoqda…' })}</p>;
  if (failed) {
    return (
      <div className="device-test__save">
        <p>{t({ id: 'deviceTest.save.failed', message: 'Natijani saqlab bo‘lmadi.' })}</p>
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {t({ id: 'deviceTest.save.retry', message: 'Qayta saqlash' })}
        </button>
      </div>
    );
  }
  if (!saved) return null;
  const when = formatDateTime(new Date(saved.testedAt));
  return (
    <p className="device-test__save">
      {attachedToAct
        ? t({
            id: 'deviceTest.save.attached',
            message: `Natija saqlandi (${when}) va notarial harakatga biriktirildi: notarius va ishtirokchilar uni ko‘radi.`,
          })
        : t({ id: 'deviceTest.save.saved', message: `Natija saqlandi (${when}).` })}
    </p>
  );
}

/** The signed-in user's latest kept result, shown before a new run. */
export function LatestResult({ result }: { result: DeviceTestResult }) {
  const { t } = useLingui();
  const when = formatDateTime(new Date(result.testedAt));
  return (
    <p className="device-test__latest">
      {result.passed
        ? t({ id: 'deviceTest.latest.ready', message: `Oxirgi tekshiruv (${when}): qurilmalar tayyor edi.` })
        : t({ id: 'deviceTest.latest.notReady', message: `Oxirgi tekshiruv (${when}): qurilmalar tayyor emas edi.` })}
    </p>
  );
}
