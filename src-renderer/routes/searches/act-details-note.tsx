import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import { paths } from '../../shared/paths.ts';
import { isAuthenticatedAtom } from '../../state/token.ts';

/**
 * Spec screen 11 and §6: the check is public, the act's contents are not. A visitor is told to
 * log in (the router has saved this check as the page to return to, spec §2); a signed-in
 * user finds the act among their own if they are a party to it.
 */
export function ActDetailsNote() {
  const { t } = useLingui();
  const signedIn = useAtomValue(isAuthenticatedAtom);
  if (signedIn) {
    return (
      <p className="search-details">
        {t({
          id: 'search.act.details.own',
          message: 'Agar siz ushbu harakat ishtirokchisi bo‘lsangiz, uning tafsilotlari «Mening notarial harakatlarim» bo‘limida.',
        })}{' '}
        <Link to={paths.myActs.href()}>{t({ id: 'search.act.details.ownLink', message: 'Mening notarial harakatlarim' })}</Link>
      </p>
    );
  }
  return (
    <div className="notice search-details">
      <p>{t({ id: 'search.act.loginRequired', message: 'Harakat tafsilotlarini ko‘rish uchun tizimga kiring.' })}</p>
      <p>
        <Link to={paths.login.href()}>{t({ id: 'search.act.loginLink', message: 'Tizimga kirish' })}</Link>
      </p>
    </div>
  );
}
