import * as v from 'valibot';

const nullableString = v.nullable(v.string());

/**
 * The signed-in user as the server sends it (spec §3 "User"). Field names are the wire names.
 * Registry data (names, document, addresses) is read-only for the user; phone and email are
 * the user's own.
 */
export const UserSchema = v.object({
  id: v.number(),
  userid: v.string(),
  name: v.string(),
  surname: v.string(),
  lastname: nullableString,
  fullname: v.string(),
  /** 1 individual, 2 representative of a legal entity. */
  typeid: v.number(),
  gender: v.picklist(['M', 'F']),
  birthdate: v.string(),
  birthcountry: nullableString,
  inn: nullableString,
  pin: v.string(),
  passserial: v.string(),
  passnum: v.string(),
  issueorg: nullableString,
  issuedate: nullableString,
  exprdate: nullableString,
  citizenship: nullableString,
  nationality: nullableString,
  phone: nullableString,
  email: nullableString,
  regionid: v.nullable(v.number()),
  regionru: nullableString,
  regionuz: nullableString,
  districtid: v.nullable(v.number()),
  districtru: nullableString,
  districtuz: nullableString,
  regaddress: nullableString,
  actaddress: nullableString,
  orginn: nullableString,
  orgname: nullableString,
  valid: v.boolean(),
  /** 0 not accepted, 1 accepted (spec §3). */
  termsofuse: v.picklist([0, 1]),
  roles: v.array(v.string()),
});
export type User = v.InferOutput<typeof UserSchema>;
