import { STORAGE_KEYS, persistedAtom } from './persisted-atom.ts';

/**
 * The signed-in user as the auth response returns it (spec §3 "User"). Every field but the
 * roles list is optional: the client shows what it gets and the server stays the authority.
 */
export interface User {
  id?: number;
  userid?: number;
  name?: string;
  surname?: string;
  lastname?: string;
  fullname?: string;
  typeid?: number;
  gender?: number;
  birthdate?: string;
  birthcountry?: string;
  inn?: string;
  pin?: string;
  passserial?: string;
  passnum?: string;
  issueorg?: string;
  issuedate?: string;
  exprdate?: string;
  citizenship?: string;
  nationality?: string;
  phone?: string;
  email?: string;
  regionid?: number;
  regionru?: string;
  regionuz?: string;
  districtid?: number;
  districtru?: string;
  districtuz?: string;
  regaddress?: string;
  actaddress?: string;
  orginn?: string;
  orgname?: string;
  valid?: number;
  /** 0 not accepted, 1 accepted (spec §3, §4 Terms). */
  termsofuse?: number;
  roles: string[];
}

function isUser(value: unknown): value is User | null {
  if (value === null) return true;
  return typeof value === 'object' && Array.isArray((value as { roles?: unknown }).roles);
}

export const userAtom = persistedAtom<User | null>(STORAGE_KEYS.user, null, isUser);
