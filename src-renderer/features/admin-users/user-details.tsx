import { useLingui } from '@lingui/react/macro';
import type { AdminUserDetails } from '../../../src-domain/http/routes/admin-users.ts';
import { AccountActions } from './account-actions.tsx';
import { AuditTrail } from './audit-trail.tsx';
import { userFields } from './user-fields.ts';
import { isRole, ROLE_LABELS, STATE_LABELS, TYPE_LABELS } from './user-labels.ts';

/**
 * One account for the administrator (spec §3 admin user labels): its state, roles and type,
 * every registry and account field, what can be done to it, and its audit trail.
 */
export function UserDetails({ user }: { user: AdminUserDetails }) {
  const { t, i18n } = useLingui();
  const missing = t({ id: 'admin.field.missing', message: 'Ko‘rsatilmagan' });
  const roles = user.roles.map((role) => (isRole(role) ? i18n._(ROLE_LABELS[role]) : role)).join(', ') || t({ id: 'admin.roles.none', message: 'Rol yo‘q' });
  return (
    <>
      <dl className="admin-facts admin-facts--summary">
        <div>
          <dt>{t({ id: 'admin.filter.state', message: 'Holati' })}</dt>
          <dd className={`admin-state admin-state--${user.state}`}>{i18n._(STATE_LABELS[user.state])}</dd>
        </div>
        <div>
          <dt>{t({ id: 'admin.field.isdeleted', message: 'O‘chirilgan' })}</dt>
          <dd>{user.isdeleted ? t({ id: 'admin.yes', message: 'Ha' }) : t({ id: 'admin.no', message: 'Yo‘q' })}</dd>
        </div>
        <div>
          <dt>{t({ id: 'admin.list.roles', message: 'Rollari' })}</dt>
          <dd>{roles}</dd>
        </div>
        <div>
          <dt>{t({ id: 'admin.filter.type', message: 'Turi' })}</dt>
          <dd>{i18n._(TYPE_LABELS[user.type])}</dd>
        </div>
        <div>
          <dt>{t({ id: 'admin.sessions.open', message: 'Ochiq seanslar' })}</dt>
          <dd>{user.openSessions}</dd>
        </div>
      </dl>
      <AccountActions user={user} />
      <section className="admin-section" aria-labelledby="admin-data-heading">
        <h2 id="admin-data-heading">{t({ id: 'admin.data.heading', message: 'Foydalanuvchi ma’lumotlari' })}</h2>
        <dl className="admin-facts">
          {userFields(user).map((field) => (
            <div key={field.key}>
              <dt>{i18n._(field.label)}</dt>
              <dd className={field.value ? undefined : 'admin-facts__missing'}>{field.value ?? missing}</dd>
            </div>
          ))}
          <div>
            <dt>{t({ id: 'admin.field.comments', message: 'Foydalanuvchi izohlari' })}</dt>
            <dd className={user.comments ? undefined : 'admin-facts__missing'}>{user.comments ?? missing}</dd>
          </div>
        </dl>
      </section>
      <AuditTrail audit={user.audit} />
    </>
  );
}
