import * as v from 'valibot';
import { ASSIGNABLE_ROLES, USER_STATES } from '../../admin/user-admin-rules.ts';
import { ROLES } from '../../auth/roles.ts';
import { pagedSchema, PageQuerySchema, PageSizeQuerySchema } from './paging.ts';
import { SearchTextSchema } from './query-values.ts';

/**
 * Administration of accounts (spec §2 `admin/users`, `admin/users/{id}`; §3 admin user labels;
 * §6 administrator). Every route needs the administrator role, decided on the server.
 */
export const ADMIN_USERS_PATH = '/api/admin/users';
export const ADMIN_USER_PATH = '/api/admin/users/:id';
export const ADMIN_USER_ROLES_PATH = '/api/admin/users/:id/roles';
export const ADMIN_USER_STATE_PATH = '/api/admin/users/:id/state';
export const ADMIN_USER_SESSIONS_END_PATH = '/api/admin/users/:id/sessions/end';

export const adminUserPath = (id: number): string => `${ADMIN_USERS_PATH}/${id}`;
export const adminUserRolesPath = (id: number): string => `${adminUserPath(id)}/roles`;
export const adminUserStatePath = (id: number): string => `${adminUserPath(id)}/state`;
export const adminUserSessionsEndPath = (id: number): string => `${adminUserPath(id)}/sessions/end`;

/** 1 an individual, 2 the representative (director) of a legal entity (spec §3 User "typeid"). */
export const USER_TYPES = [1, 2] as const;
export type UserType = (typeof USER_TYPES)[number];

export const ADMIN_USER_SORTS = ['fullname', 'login', 'created', 'state'] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];

const optionalPick = <T extends readonly string[]>(values: T) => v.optional(v.picklist(values, 'error_invalid_value'));

/** `GET /api/admin/users`: search (name, login, pin, phone, email), filters, sorting and paging on the server. */
export const AdminUsersQuerySchema = v.object({
  q: v.optional(SearchTextSchema, ''),
  state: optionalPick(USER_STATES),
  role: optionalPick(ROLES),
  type: v.optional(
    v.pipe(
      v.picklist(['1', '2'], 'error_invalid_value'),
      v.transform((text) => Number(text) as UserType),
    ),
  ),
  sort: v.optional(v.picklist(ADMIN_USER_SORTS, 'error_invalid_value'), 'fullname'),
  order: v.optional(v.picklist(['asc', 'desc'], 'error_invalid_value'), 'asc'),
  page: PageQuerySchema,
  pageSize: PageSizeQuerySchema,
});
export type AdminUsersQuery = v.InferOutput<typeof AdminUsersQuerySchema>;
export type AdminUsersQueryInput = v.InferInput<typeof AdminUsersQuerySchema>;

const nullableString = v.nullable(v.string());

export const AdminUserSummarySchema = v.object({
  id: v.number(),
  login: v.string(),
  fullname: v.string(),
  pin: v.string(),
  state: v.picklist(USER_STATES),
  roles: v.array(v.string()),
  type: v.picklist(USER_TYPES),
  phone: nullableString,
  email: nullableString,
  /** ISO instant the account was created (spec §3 "instime"). */
  instime: v.string(),
});
export type AdminUserSummary = v.InferOutput<typeof AdminUserSummarySchema>;

export const AdminUsersResponseSchema = pagedSchema(AdminUserSummarySchema);
export type AdminUsersResponse = v.InferOutput<typeof AdminUsersResponseSchema>;

export const USER_AUDIT_ACTIONS = ['role_granted', 'role_revoked', 'state_changed', 'sessions_ended', 'phone_confirmed'] as const;

/** One line of the account's audit trail: who changed what, when and why. */
export const UserAuditItemSchema = v.object({
  id: v.number(),
  at: v.string(),
  action: v.picklist(USER_AUDIT_ACTIONS),
  /** The role, or `from→to` of the state, or the number of sessions ended. */
  detail: nullableString,
  reason: v.string(),
  actorId: v.number(),
  actorName: v.string(),
});
export type UserAuditItem = v.InferOutput<typeof UserAuditItemSchema>;

/**
 * `GET /api/admin/users/{id}`: every admin user label of spec §3, with the wire names it lists
 * (`isdeleted`, `org_inn`, `instime`; `lastname` is the patronymic as in the User entity), the
 * open sessions and the audit trail.
 */
export const AdminUserDetailsSchema = v.object({
  id: v.number(),
  login: v.string(),
  fullname: v.string(),
  state: v.picklist(USER_STATES),
  /** Spec §3 "state (active or not)". */
  active: v.boolean(),
  isdeleted: v.boolean(),
  roles: v.array(v.string()),
  phone: nullableString,
  email: nullableString,
  type: v.picklist(USER_TYPES),
  pin: v.string(),
  inn: nullableString,
  org_inn: nullableString,
  surname: v.string(),
  name: v.string(),
  lastname: nullableString,
  birthdate: v.string(),
  birthcountry: nullableString,
  /** Series and number, e.g. "AB 1234567". */
  passport: v.string(),
  issueorg: nullableString,
  issuedate: nullableString,
  exprdate: nullableString,
  citizenship: nullableString,
  nationality: nullableString,
  regaddress: nullableString,
  actaddress: nullableString,
  orgname: nullableString,
  instime: v.string(),
  /** The user's comments field of the account (spec §3 "user comments"). */
  comments: nullableString,
  openSessions: v.number(),
  audit: v.array(UserAuditItemSchema),
});
export type AdminUserDetails = v.InferOutput<typeof AdminUserDetailsSchema>;

const ReasonSchema = v.pipe(v.string('error_required'), v.trim(), v.nonEmpty('error_required'), v.maxLength(500, 'error_too_long'));

/** `POST /api/admin/users/{id}/roles`: grant or take away one role, with the reason for the audit trail. */
export const AdminRoleChangeBodySchema = v.object({
  role: v.picklist(ASSIGNABLE_ROLES, 'error_invalid_value'),
  granted: v.boolean('error_invalid_value'),
  reason: ReasonSchema,
});
export type AdminRoleChangeBody = v.InferOutput<typeof AdminRoleChangeBodySchema>;

/** `POST /api/admin/users/{id}/state`: active, blocked or deleted, with the reason. Blocking or deleting ends the sessions. */
export const AdminStateChangeBodySchema = v.object({
  state: v.picklist(USER_STATES, 'error_invalid_value'),
  reason: ReasonSchema,
});
export type AdminStateChangeBody = v.InferOutput<typeof AdminStateChangeBodySchema>;

/** `POST /api/admin/users/{id}/sessions/end`: ends every session of the account now. */
export const AdminSessionsEndBodySchema = v.object({ reason: ReasonSchema });
export type AdminSessionsEndBody = v.InferOutput<typeof AdminSessionsEndBodySchema>;
