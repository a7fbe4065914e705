import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { USER_STATES } from '../../../src-domain/admin/user-admin-rules.ts';
import { ROLES } from '../../../src-domain/auth/roles.ts';
import { ADMIN_USER_SORTS, USER_TYPES } from '../../../src-domain/http/routes/admin-users.ts';
import type { ParamChanges } from '../../ui/use-address-params.ts';
import type { UserListFilter } from './api/admin-users.ts';
import { ROLE_LABELS, SORT_LABELS, STATE_LABELS, TYPE_LABELS } from './user-labels.ts';
import { Select } from '../../ui/select.tsx';

export interface UserFiltersProps {
  filter: UserListFilter;
  onChange: (changes: ParamChanges) => void;
}

/**
 * Search (name, login, pin, phone, email: sent when submitted, not per key), then state, role,
 * type and order, each applied at once. Native controls: keyboard and screen readers work as
 * everywhere, and the kiosk's on-screen keyboard opens on the search field.
 */
export function UserFilters({ filter, onChange }: UserFiltersProps) {
  const { t, i18n } = useLingui();
  const [q, setQ] = useState(filter.q);
  const any = t({ id: 'admin.filter.any', message: 'Barchasi' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: q.trim() });
  };
  return (
    <div className="admin-filters">
      <form
        role="search"
        className="admin-filters__search"
        onSubmit={submit}
        aria-label={t({ id: 'admin.search.label', message: 'Foydalanuvchilarni qidirish' })}
      >
        <label htmlFor="admin-user-search">{t({ id: 'admin.search.field', message: 'F.I.Sh., login, JShShIR, telefon yoki pochta' })}</label>
        <input id="admin-user-search" type="search" value={q} maxLength={100} onChange={(event) => setQ(event.target.value)} />
        <button type="submit" className="button">
          {t({ id: 'admin.search.submit', message: 'Qidirish' })}
        </button>
      </form>
      <fieldset className="admin-filters__selects">
        <legend>{t({ id: 'admin.filter.legend', message: 'Filtrlar va tartib' })}</legend>
        <label>
          {t({ id: 'admin.filter.state', message: 'Holati' })}
          <Select value={filter.state ?? ''} onChange={(event) => onChange({ state: event.target.value })}>
            <option value="">{any}</option>
            {USER_STATES.map((state) => (
              <option key={state} value={state}>
                {i18n._(STATE_LABELS[state])}
              </option>
            ))}
          </Select>
        </label>
        <label>
          {t({ id: 'admin.filter.role', message: 'Roli' })}
          <Select value={filter.role ?? ''} onChange={(event) => onChange({ role: event.target.value })}>
            <option value="">{any}</option>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {i18n._(ROLE_LABELS[role])}
              </option>
            ))}
          </Select>
        </label>
        <label>
          {t({ id: 'admin.filter.type', message: 'Turi' })}
          <Select value={filter.type ?? ''} onChange={(event) => onChange({ type: event.target.value })}>
            <option value="">{any}</option>
            {USER_TYPES.map((type) => (
              <option key={type} value={type}>
                {i18n._(TYPE_LABELS[type])}
              </option>
            ))}
          </Select>
        </label>
        <label>
          {t({ id: 'admin.filter.sort', message: 'Saralash' })}
          <Select value={filter.sort} onChange={(event) => onChange({ sort: event.target.value === 'fullname' ? undefined : event.target.value })}>
            {ADMIN_USER_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {i18n._(SORT_LABELS[sort])}
              </option>
            ))}
          </Select>
        </label>
        <label>
          {t({ id: 'admin.filter.order', message: 'Yo‘nalishi' })}
          <Select value={filter.order} onChange={(event) => onChange({ order: event.target.value === 'asc' ? undefined : event.target.value })}>
            <option value="asc">{t({ id: 'admin.filter.asc', message: 'O‘sish bo‘yicha' })}</option>
            <option value="desc">{t({ id: 'admin.filter.desc', message: 'Kamayish bo‘yicha' })}</option>
          </Select>
        </label>
      </fieldset>
    </div>
  );
}
