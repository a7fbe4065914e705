import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { Mode } from '../../state/mode.ts';
import { paths } from '../../shared/paths.ts';

/**
 * A signed-in user needs no form, only the way on. Its own module: the home page shows it
 * without loading the login form's code.
 */
export function SignedInNote({ mode }: { mode: Mode }) {
  const to = mode === 'kiosk' ? paths.kiosk.main.href() : paths.myActs.href();
  return (
    <p className="notice">
      <Trans id="login.signedIn">
        Siz tizimga kirgansiz. <Link to={to}>Davom etish</Link>
      </Trans>
    </p>
  );
}
