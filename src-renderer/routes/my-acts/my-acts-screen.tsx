import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { Link, useSearchParams } from 'react-router';
import { hasRole } from '../../../src-domain/auth/roles.ts';
import { paths } from '../../shared/paths.ts';
import { ROUTE_TITLES } from '../../app/route-titles.ts';
import { BankStatementsView } from '../../features/bank-statements/bank-statements-view.tsx';
import { ActListView } from '../../features/my-acts/act-list-view.tsx';
import { HandoffRedeem } from '../../features/my-acts/handoff-redeem.tsx';
import { NewActButtons } from '../../features/my-acts/new-act-buttons.tsx';
import { useBreadcrumb } from '../../state/breadcrumb.ts';
import { userAtom } from '../../state/user.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';

/**
 * `/my_notarial_act` and its kiosk twin (spec §2 screen 12). A user with the notary role works
 * here too: the page opens on their queue of acts by step (the notary workspace,
 * docs/decisions/0006-notary-workspace-and-act-pages.md), with their own acts as a citizen one link
 * away (`?view=mine`) and the office's bank statements another (`?view=statements`,
 * docs/decisions/0054-ways-to-pay.md). The kiosk is for citizens only.
 */
export function MyActsScreen({ kiosk }: { kiosk: boolean }) {
  const { t, i18n } = useLingui();
  const heading = i18n._(ROUTE_TITLES['route.myActs']);
  useBreadcrumb([{ label: heading }]);
  useDocumentTitle(heading);
  const user = useAtomValue(userAtom);
  const [params] = useSearchParams();
  const notary = !kiosk && hasRole(user, 'notary');
  const view = params.get('view');
  const statements = notary && view === 'statements';
  const queue = notary && view !== 'mine' && !statements;

  return (
    <article className="page my-acts">
      <h1>{heading}</h1>
      {notary ? (
        <nav className="queue-steps" aria-label={t({ id: 'myActs.workspace.label', message: 'Notarius ish joyi' })}>
          <ul>
            <li>
              <Link className="queue-steps__link" to={paths.myActs.href()} aria-current={queue ? 'page' : undefined}>
                {t({ id: 'myActs.workspace.queue', message: 'Notarius navbati' })}
              </Link>
            </li>
            <li>
              <Link className="queue-steps__link" to={`${paths.myActs.href()}?view=mine`} aria-current={queue || statements ? undefined : 'page'}>
                {t({ id: 'myActs.workspace.mine', message: 'Shaxsiy notarial harakatlarim' })}
              </Link>
            </li>
            <li>
              <Link className="queue-steps__link" to={`${paths.myActs.href()}?view=statements`} aria-current={statements ? 'page' : undefined}>
                {t({ id: 'myActs.workspace.statements', message: 'Bank ko‘chirmalari' })}
              </Link>
            </li>
          </ul>
        </nav>
      ) : null}
      {statements ? (
        <BankStatementsView />
      ) : (
        <>
          {queue ? null : <NewActButtons kiosk={kiosk} />}
          {queue ? null : <HandoffRedeem kiosk={kiosk} />}
          <ActListView key={queue ? 'notary' : 'mine'} kind={queue ? 'notary' : 'mine'} kiosk={kiosk} />
        </>
      )}
    </article>
  );
}
