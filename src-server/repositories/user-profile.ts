import type { User } from '../../src-domain/auth/user.ts';
import type { Locale } from '../../src-domain/i18n/locale.ts';
import type { Db } from '../db/database.ts';

/** A name in the answer's locale from `{name_oz, name_uz, name_ru}`. */
function nameIn<T extends Record<`name_${Locale}`, string | null>>(row: T, locale: Locale): string | null {
  return row[`name_${locale}`];
}

async function userRow(db: Db, userId: number) {
  return db
    .selectFrom('users as u')
    .innerJoin('persons as p', 'p.pin', 'u.pin')
    .leftJoin('regions as r', 'r.id', 'p.region_id')
    .leftJoin('districts as d', 'd.id', 'p.district_id')
    .leftJoin('countries as bc', 'bc.id', 'p.birth_country_id')
    .leftJoin('countries as cc', 'cc.id', 'p.citizenship_country_id')
    .select([
      'u.id',
      'u.login',
      'u.terms_accepted',
      'u.phone as account_phone',
      'u.email as account_email',
      'p.pin',
      'p.surname',
      'p.first_name',
      'p.patronymic',
      'p.gender',
      'p.birth_date',
      'p.death_date',
      'p.nationality',
      'p.inn',
      'p.passport_series',
      'p.passport_number',
      'p.passport_issue_date',
      'p.passport_expiry_date',
      'p.passport_issued_by',
      'p.registered_address',
      'p.actual_address',
      'p.phone',
      'p.email',
      'p.region_id',
      'r.name_oz as region_oz',
      'r.name_ru as region_ru',
      'p.district_id',
      'd.name_oz as district_oz',
      'd.name_ru as district_ru',
      'bc.name_oz as birth_oz',
      'bc.name_uz as birth_uz',
      'bc.name_ru as birth_ru',
      'cc.name_oz as citizenship_oz',
      'cc.name_uz as citizenship_uz',
      'cc.name_ru as citizenship_ru',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

/**
 * The signed-in user (spec §3 "User") from the civil registry, the account and its roles.
 * Wire conventions kept from the ministry's API: `lastname` is the patronymic, `regionuz` and
 * `districtuz` are the Latin Uzbek names; country names follow the answer's locale. `valid` is
 * false once the passport expired or the person is recorded deceased. `today` is ISO (Tashkent).
 */
export async function loadUser(db: Db, userId: number, locale: Locale, today: string): Promise<User | undefined> {
  const row = await userRow(db, userId);
  if (!row) return undefined;
  const [roles, organisation] = await Promise.all([
    db.selectFrom('user_roles').select('role').where('user_id', '=', userId).orderBy('role').execute(),
    db.selectFrom('legal_entities').select(['inn', 'name']).where('director_pin', '=', row.pin).orderBy('inn').executeTakeFirst(),
  ]);
  return {
    id: row.id,
    userid: row.login,
    name: row.first_name,
    surname: row.surname,
    lastname: row.patronymic,
    fullname: `${row.surname} ${row.first_name} ${row.patronymic}`,
    typeid: 1,
    gender: row.gender === 'female' ? 'F' : 'M',
    birthdate: row.birth_date,
    birthcountry: nameIn({ name_oz: row.birth_oz, name_uz: row.birth_uz, name_ru: row.birth_ru }, locale),
    inn: row.inn,
    pin: row.pin,
    passserial: row.passport_series,
    passnum: row.passport_number,
    issueorg: row.passport_issued_by,
    issuedate: row.passport_issue_date,
    exprdate: row.passport_expiry_date,
    citizenship: nameIn({ name_oz: row.citizenship_oz, name_uz: row.citizenship_uz, name_ru: row.citizenship_ru }, locale),
    nationality: row.nationality,
    phone: row.account_phone ?? row.phone,
    email: row.account_email ?? row.email,
    regionid: row.region_id,
    regionru: row.region_ru,
    regionuz: row.region_oz,
    districtid: row.district_id,
    districtru: row.district_ru,
    districtuz: row.district_oz,
    regaddress: row.registered_address,
    actaddress: row.actual_address,
    orginn: organisation?.inn ?? null,
    orgname: organisation?.name ?? null,
    valid: row.death_date === null && row.passport_expiry_date >= today,
    termsofuse: row.terms_accepted === 1 ? 1 : 0,
    roles: roles.map((r) => r.role),
  };
}
