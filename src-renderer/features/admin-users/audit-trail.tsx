import { useLingui } from '@lingui/react/macro';
import type { UserAuditItem } from '../../../src-domain/http/routes/admin-users.ts';
import { AUDIT_LABELS, isRole, PHONE_CONFIRMED_REASONS, ROLE_LABELS } from './user-labels.ts';
import { showInstant } from './user-fields.ts';

/** The account's changes, newest first: when, what, by whom and why (spec §6, every change audited). */
export function AuditTrail({ audit }: { audit: readonly UserAuditItem[] }) {
  const { t, i18n } = useLingui();
  const detail = (item: UserAuditItem): string => {
    if (item.detail === null) return '';
    if (item.action === 'role_granted' || item.action === 'role_revoked') return isRole(item.detail) ? i18n._(ROLE_LABELS[item.detail]) : item.detail;
    const count = item.detail;
    if (item.action === 'sessions_ended') return t({ id: 'admin.audit.sessionsCount', message: `${count} ta seans` });
    return item.detail;
  };
  const reason = (item: UserAuditItem): string => {
    const known = item.action === 'phone_confirmed' ? PHONE_CONFIRMED_REASONS[item.reason] : undefined;
    return known ? i18n._(known) : item.reason;
  };
  return (
    <section className="admin-section" aria-labelledby="admin-audit-heading">
      <h2 id="admin-audit-heading">{t({ id: 'admin.audit.heading', message: 'O‘zgarishlar tarixi' })}</h2>
      {audit.length === 0 ? (
        <p>{t({ id: 'admin.audit.empty', message: 'Hisob hali o‘zgartirilmagan.' })}</p>
      ) : (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t({ id: 'admin.audit.at', message: 'Vaqti' })}</th>
              <th scope="col">{t({ id: 'admin.audit.action', message: 'O‘zgarish' })}</th>
              <th scope="col">{t({ id: 'admin.audit.reason', message: 'Sababi' })}</th>
              <th scope="col">{t({ id: 'admin.audit.actor', message: 'Administrator' })}</th>
            </tr>
          </thead>
          <tbody>
            {audit.map((item) => (
              <tr key={item.id}>
                <td>{showInstant(item.at)}</td>
                <td>{`${i18n._(AUDIT_LABELS[item.action])}${item.detail ? `: ${detail(item)}` : ''}`}</td>
                <td>{reason(item)}</td>
                <td>{item.actorName}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
