import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ASSIGNABLE_ROLES, type AccountChange, type AssignableRole, type UserState } from '../../../src-domain/admin/user-admin-rules.ts';
import type { AdminUserDetails } from '../../../src-domain/http/routes/admin-users.ts';
import { useAccountChange, type AccountRequest } from './api/admin-users.ts';
import { ReasonDialog } from './reason-dialog.tsx';
import { ROLE_LABELS } from './user-labels.ts';
import { Select } from '../../ui/select.tsx';

type Pending = { readonly kind: 'change'; readonly change: AccountChange } | { readonly kind: 'sessions' };

/** The state changes offered from each state: block or delete an active account, bring back the others. */
const NEXT_STATES: Readonly<Record<UserState, readonly UserState[]>> = {
  active: ['blocked', 'deleted'],
  blocked: ['active', 'deleted'],
  deleted: ['active'],
};

/**
 * What an administrator can do to one account (spec §6): give or take a role, block, delete or
 * bring it back, end its sessions — each with a reason. The server decides (the last
 * administrator is kept); its refusal shows in the dialog.
 */
export function AccountActions({ user }: { user: AdminUserDetails }) {
  const { t, i18n } = useLingui();
  const mutation = useAccountChange(user.id);
  const [pending, setPending] = useState<Pending | null>(null);
  const [grant, setGrant] = useState<AssignableRole | ''>('');
  const grantable = ASSIGNABLE_ROLES.filter((role) => !user.roles.includes(role));
  const revocable = ASSIGNABLE_ROLES.filter((role) => user.roles.includes(role));
  const open = (next: Pending) => {
    mutation.reset();
    setPending(next);
  };
  const stateLabels: Record<UserState, string> = {
    active: user.state === 'deleted' ? t({ id: 'admin.action.restore', message: 'Tiklash' }) : t({ id: 'admin.action.unblock', message: 'Blokdan chiqarish' }),
    blocked: t({ id: 'admin.action.block', message: 'Bloklash' }),
    deleted: t({ id: 'admin.action.delete', message: 'O‘chirish' }),
  };

  const dialogText = (item: Pending): { title: string; consequence: string; danger: boolean } => {
    if (item.kind === 'sessions') {
      return {
        title: t({ id: 'admin.action.endSessions', message: 'Barcha seanslarni yakunlash' }),
        consequence: t({
          id: 'admin.consequence.endSessions',
          message: 'Foydalanuvchi barcha qurilmalarda tizimdan chiqariladi va qayta kirishi kerak bo‘ladi.',
        }),
        danger: true,
      };
    }
    const { change } = item;
    if (change.kind === 'role') {
      const role = i18n._(ROLE_LABELS[change.role]);
      return change.granted
        ? {
            title: t({ id: 'admin.action.grantTitle', message: `“${role}” rolini berish` }),
            consequence: t({ id: 'admin.consequence.grant', message: `Foydalanuvchi “${role}” roli imkoniyatlarini oladi.` }),
            danger: false,
          }
        : {
            title: t({ id: 'admin.action.revokeTitle', message: `“${role}” rolini olib qo‘yish` }),
            consequence: t({ id: 'admin.consequence.revoke', message: `Foydalanuvchi “${role}” roli imkoniyatlaridan mahrum bo‘ladi.` }),
            danger: true,
          };
    }
    const consequences: Record<UserState, string> = {
      active: t({ id: 'admin.consequence.activate', message: 'Foydalanuvchi yana tizimga kira oladi.' }),
      blocked: t({ id: 'admin.consequence.block', message: 'Foydalanuvchi tizimga kira olmaydi; uning barcha seanslari darhol yakunlanadi.' }),
      deleted: t({
        id: 'admin.consequence.delete',
        message: 'Hisob o‘chirilgan deb belgilanadi va barcha seanslari yakunlanadi. Ma’lumotlar tarix uchun saqlanadi.',
      }),
    };
    return { title: stateLabels[change.state], consequence: consequences[change.state], danger: change.state !== 'active' };
  };

  const submit = (reason: string) => {
    if (!pending) return;
    const request: AccountRequest = pending.kind === 'sessions' ? { endSessions: true, reason } : { change: pending.change, reason };
    mutation.mutate(request, { onSuccess: () => setPending(null) });
  };
  const text = pending ? dialogText(pending) : null;

  return (
    <section className="admin-section" aria-labelledby="admin-actions-heading">
      <h2 id="admin-actions-heading">{t({ id: 'admin.actions.heading', message: 'Boshqarish' })}</h2>
      <div className="admin-actions">
        {revocable.map((role) => {
          const name = i18n._(ROLE_LABELS[role]);
          return (
            <button
              key={role}
              type="button"
              className="button button--secondary"
              onClick={() => open({ kind: 'change', change: { kind: 'role', role, granted: false } })}
            >
              {t({ id: 'admin.action.revoke', message: `“${name}” rolini olib qo‘yish` })}
            </button>
          );
        })}
      </div>
      {grantable.length > 0 ? (
        <div className="admin-actions">
          <label>
            {t({ id: 'admin.action.grantLabel', message: 'Beriladigan rol' })}
            <Select value={grant} onChange={(event) => setGrant(ASSIGNABLE_ROLES.find((role) => role === event.target.value) ?? '')}>
              <option value="">{t({ id: 'admin.action.grantPick', message: 'Rolni tanlang' })}</option>
              {grantable.map((role) => (
                <option key={role} value={role}>
                  {i18n._(ROLE_LABELS[role])}
                </option>
              ))}
            </Select>
          </label>
          <button
            type="button"
            className="button"
            disabled={grant === ''}
            onClick={() => (grant === '' ? undefined : open({ kind: 'change', change: { kind: 'role', role: grant, granted: true } }))}
          >
            {t({ id: 'admin.action.grant', message: 'Rolni berish' })}
          </button>
        </div>
      ) : null}
      <div className="admin-actions">
        {NEXT_STATES[user.state].map((state) => (
          <button
            key={state}
            type="button"
            className={state === 'active' ? 'button' : 'button button--danger'}
            onClick={() => open({ kind: 'change', change: { kind: 'state', state } })}
          >
            {stateLabels[state]}
          </button>
        ))}
        <button type="button" className="button button--secondary" disabled={user.openSessions === 0} onClick={() => open({ kind: 'sessions' })}>
          {t({ id: 'admin.action.endSessions', message: 'Barcha seanslarni yakunlash' })}
        </button>
      </div>
      {pending && text ? (
        <ReasonDialog
          title={text.title}
          consequence={text.consequence}
          confirmLabel={text.title}
          danger={text.danger}
          pending={mutation.isPending}
          error={mutation.error}
          onSubmit={submit}
          onClose={() => setPending(null)}
        />
      ) : null}
    </section>
  );
}
