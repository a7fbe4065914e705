import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { ActBlockingIssue } from '../../../src-domain/http/routes/acts.ts';
import { actDetailsHref } from '../../shared/paths.ts';

/**
 * What stops the act now (spec §5 blocking rules), in the server's localized words of spec §8;
 * a duplicate act comes with the link to it.
 */
export function BlockingIssues({ issues, kiosk }: { issues: readonly ActBlockingIssue[]; kiosk: boolean }) {
  const { t } = useLingui();
  if (issues.length === 0) return null;
  return (
    <div className="notice notice--warning act-blocking" role="alert">
      <p>
        <strong>{t({ id: 'act.blocking.title', message: 'Harakatni davom ettirib bo‘lmaydi:' })}</strong>
      </p>
      <ul>
        {issues.map((issue, index) => {
          const uuid = typeof issue.params.uuid === 'string' ? issue.params.uuid : undefined;
          return (
            <li key={`${issue.code}-${index}`}>
              {issue.message}
              {uuid ? (
                <>
                  {' '}
                  <Link to={actDetailsHref(uuid, kiosk)}>{t({ id: 'act.blocking.open', message: 'Mavjud harakatni ochish' })}</Link>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
