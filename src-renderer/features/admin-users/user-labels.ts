import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { UserState } from '../../../src-domain/admin/user-admin-rules.ts';
import type { Role } from '../../../src-domain/auth/roles.ts';
import type { AdminUserSort, UserAuditItem, UserType } from '../../../src-domain/http/routes/admin-users.ts';

export const STATE_LABELS: Readonly<Record<UserState, MessageDescriptor>> = {
  active: msg({ id: 'admin.state.active', message: 'Faol' }),
  blocked: msg({ id: 'admin.state.blocked', message: 'Bloklangan' }),
  deleted: msg({ id: 'admin.state.deleted', message: 'O‘chirilgan' }),
};

export const ROLE_LABELS: Readonly<Record<Role, MessageDescriptor>> = {
  citizen: msg({ id: 'admin.role.citizen', message: 'Fuqaro' }),
  notary: msg({ id: 'admin.role.notary', message: 'Notarius' }),
  admin: msg({ id: 'admin.role.admin', message: 'Administrator' }),
  technician: msg({ id: 'admin.role.technician', message: 'Texnik xodim' }),
  operations: msg({ id: 'admin.role.operations', message: 'Ekspluatatsiya xodimi' }),
};

export const TYPE_LABELS: Readonly<Record<UserType, MessageDescriptor>> = {
  1: msg({ id: 'admin.type.individual', message: 'Jismoniy shaxs' }),
  2: msg({ id: 'admin.type.legal', message: 'Yuridik shaxs vakili' }),
};

export const SORT_LABELS: Readonly<Record<AdminUserSort, MessageDescriptor>> = {
  fullname: msg({ id: 'admin.sort.fullname', message: 'F.I.Sh. bo‘yicha' }),
  login: msg({ id: 'admin.sort.login', message: 'Login bo‘yicha' }),
  created: msg({ id: 'admin.sort.created', message: 'Yaratilgan sanasi bo‘yicha' }),
  state: msg({ id: 'admin.sort.state', message: 'Holati bo‘yicha' }),
};

export const AUDIT_LABELS: Readonly<Record<UserAuditItem['action'], MessageDescriptor>> = {
  role_granted: msg({ id: 'admin.audit.role_granted', message: 'Rol berildi' }),
  role_revoked: msg({ id: 'admin.audit.role_revoked', message: 'Rol olib qo‘yildi' }),
  state_changed: msg({ id: 'admin.audit.state_changed', message: 'Holati o‘zgartirildi' }),
  sessions_ended: msg({ id: 'admin.audit.sessions_ended', message: 'Barcha seanslar yakunlandi' }),
  phone_confirmed: msg({ id: 'admin.audit.phone_confirmed', message: 'Aloqa telefoni tasdiqlandi' }),
};

/** Why a contact phone counts as confirmed (the audit row's reason, written by the server as a key). */
export const PHONE_CONFIRMED_REASONS: Readonly<Record<string, MessageDescriptor>> = {
  sms_code: msg({ id: 'admin.audit.phone_confirmed.sms_code', message: 'Egasi SMS kodini kiritdi' }),
  civil_registry: msg({ id: 'admin.audit.phone_confirmed.civil_registry', message: 'Fuqarolik holati reestridagi raqam' }),
};

export function isRole(text: string): text is Role {
  return text in ROLE_LABELS;
}
