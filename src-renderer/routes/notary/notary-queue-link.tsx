import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import { isBookableNotary } from '../../../src-domain/equeue/booking-rules.ts';
import type { NotaryDetailsResponse } from '../../../src-domain/http/routes/notary-details.ts';
import { paths } from '../../shared/paths.ts';
import { isAuthenticatedAtom } from '../../state/token.ts';
import './notary-queue.css';

/**
 * Queue sign-up (spec screen 17): the electronic queue with this notary chosen. A signed-out
 * visitor is sent through the login first and comes back here (spec §2 routing rules save the
 * address of an auth page, query included).
 */
export function NotaryQueueLink({ notary }: { notary: NotaryDetailsResponse }) {
  const { t } = useLingui();
  const signedIn = useAtomValue(isAuthenticatedAtom);
  if (!isBookableNotary(notary)) {
    return (
      <p className="notice">
        {t({ id: 'notary.queue.unavailable', message: 'Bu notarius hozir navbatga yozmaydi (ta’tilda yoki litsenziyasi amalda emas).' })}
      </p>
    );
  }
  return (
    <p className="notary-queue">
      <Link className="button" to={`${paths.equeue.href()}?notary=${notary.id}`}>
        {t({ id: 'notary.queue.signUp', message: 'Qabulga navbatga yozilish' })}
      </Link>
      {signedIn ? null : (
        <span className="notary-queue__hint">{t({ id: 'notary.queue.loginHint', message: 'Avval tizimga kirasiz, so‘ng navbat sahifasiga qaytasiz.' })}</span>
      )}
    </p>
  );
}
