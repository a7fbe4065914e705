import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { AdminUserSummary } from '../../../src-domain/http/routes/admin-users.ts';
import { isRole, ROLE_LABELS, STATE_LABELS, TYPE_LABELS } from './user-labels.ts';
import { showInstant } from './user-fields.ts';

export interface UserTableProps {
  users: readonly AdminUserSummary[];
  hrefFor: (id: number) => string;
}

/** One page of accounts; each name opens the account (a real link: new tab, keyboard). */
export function UserTable({ users, hrefFor }: UserTableProps) {
  const { t, i18n } = useLingui();
  return (
    <table className="admin-table">
      <caption className="visually-hidden">{t({ id: 'admin.list.caption', message: 'Foydalanuvchilar' })}</caption>
      <thead>
        <tr>
          <th scope="col">{t({ id: 'admin.field.fullname', message: 'F.I.Sh.' })}</th>
          <th scope="col">{t({ id: 'admin.field.login', message: 'Login' })}</th>
          <th scope="col">{t({ id: 'admin.list.roles', message: 'Rollari' })}</th>
          <th scope="col">{t({ id: 'admin.filter.state', message: 'Holati' })}</th>
          <th scope="col">{t({ id: 'admin.filter.type', message: 'Turi' })}</th>
          <th scope="col">{t({ id: 'admin.field.instime', message: 'Yaratilgan vaqti' })}</th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => (
          <tr key={user.id}>
            <th scope="row">
              <Link to={hrefFor(user.id)}>{user.fullname}</Link>
            </th>
            <td>{user.login}</td>
            <td>{user.roles.map((role) => (isRole(role) ? i18n._(ROLE_LABELS[role]) : role)).join(', ')}</td>
            <td>{i18n._(STATE_LABELS[user.state])}</td>
            <td>{i18n._(TYPE_LABELS[user.type])}</td>
            <td>{showInstant(user.instime)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
