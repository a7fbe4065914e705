import { registerCitizenAtom } from './citizen-state.ts';
import { STORAGE_KEYS, persistedAtom } from './persisted-atom.ts';

/**
 * The signed-in user as the auth response returns it (spec §3 "User"). Every field but the
 * roles list is optional and may be null: the client shows what it gets and the server stays the
 * authority. The domain's `User` (src-domain/auth/user.ts, what `POST /api/auth` is checked
 * against) is assignable to it, so a login stores the user it received as it is.
 */
export interface User {
  id?: number | null;
  userid?: number | string | null;
  name?: string | null;
  surname?: string | null;
  lastname?: string | null;
  fullname?: string | null;
  typeid?: number | null;
  gender?: number | string | null;
  birthdate?: string | null;
  birthcountry?: string | null;
  inn?: string | null;
  pin?: string | null;
  passserial?: string | null;
  passnum?: string | null;
  issueorg?: string | null;
  issuedate?: string | null;
  exprdate?: string | null;
  citizenship?: string | null;
  nationality?: string | null;
  phone?: string | null;
  email?: string | null;
  regionid?: number | null;
  regionru?: string | null;
  regionuz?: string | null;
  districtid?: number | null;
  districtru?: string | null;
  districtuz?: string | null;
  regaddress?: string | null;
  actaddress?: string | null;
  orginn?: string | null;
  orgname?: string | null;
  valid?: number | boolean | null;
  /** 0 not accepted, 1 accepted (spec §3, §4 Terms). */
  termsofuse?: number | null;
  roles: string[];
}

function isUser(value: unknown): value is User | null {
  if (value === null) return true;
  return typeof value === 'object' && Array.isArray((value as { roles?: unknown }).roles);
}

export const userAtom = registerCitizenAtom(persistedAtom<User | null>(STORAGE_KEYS.user, null, isUser));
