import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { pageExpiredAtom } from '../../state/page-expired.ts';
import './page-expired-notice.css';

/**
 * Spec §8 "Page-expired notice asks for a refresh": a new version of the portal was published
 * while this page was open (api/build-id.ts). Not a modal: the user may finish reading or typing
 * first; the refresh loads the new version.
 */
export function PageExpiredNotice() {
  const { t } = useLingui();
  const expired = useAtomValue(pageExpiredAtom);
  if (!expired) return null;
  return (
    <div className="page-expired" role="alert">
      <p>{t({ id: 'pageExpired.text', message: 'Portalning yangi versiyasi chiqdi, bu sahifa eskirgan. Davom etish uchun sahifani yangilang.' })}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t({ id: 'pageExpired.reload', message: 'Sahifani yangilash' })}
      </button>
    </div>
  );
}
