import type { ProxySearchResponse } from '../../src-domain/http/routes/search-proxy.ts';
import { maskPersonName } from '../../src-domain/searches/mask-person-name.ts';
import { proxyStateOn } from '../../src-domain/searches/proxy-validity.ts';
import type { Db } from '../db/database.ts';
import { localized } from '../db/localized.ts';

/**
 * The power-of-attorney register by registry number and date (search_proxy). People are joined
 * by pin only to print their initials; a person missing from the civil registry shows as "***".
 */
export async function findProxy(db: Db, regnum: string, regdate: string, today: string): Promise<ProxySearchResponse> {
  const row = await db
    .selectFrom('proxies as x')
    .innerJoin('notaries as n', 'n.id', 'x.notary_id')
    .innerJoin('notary_offices as o', 'o.id', 'n.office_id')
    .leftJoin('persons as principal', 'principal.pin', 'x.principal_pin')
    .leftJoin('persons as attorney', 'attorney.pin', 'x.attorney_pin')
    .select([
      'x.registry_number',
      'x.registry_date',
      'x.act_type_id',
      'x.valid_from',
      'x.valid_until',
      'x.state',
      'n.name_oz',
      'n.name_uz',
      'n.name_ru',
      'o.name_oz as office_oz',
      'o.name_uz as office_uz',
      'o.name_ru as office_ru',
      'principal.surname as principal_surname',
      'principal.first_name as principal_first_name',
      'attorney.surname as attorney_surname',
      'attorney.first_name as attorney_first_name',
    ])
    .where('x.registry_number', '=', regnum)
    .where('x.registry_date', '=', regdate)
    .executeTakeFirst();
  if (!row) return { found: false };
  return {
    found: true,
    registryNumber: row.registry_number,
    registryDate: row.registry_date,
    actTypeId: row.act_type_id,
    validFrom: row.valid_from,
    validUntil: row.valid_until,
    state: proxyStateOn(row.state, row.valid_until, today),
    principal: maskPersonName(`${row.principal_surname ?? ''} ${row.principal_first_name ?? ''}`),
    attorney: maskPersonName(`${row.attorney_surname ?? ''} ${row.attorney_first_name ?? ''}`),
    notary: { name: localized(row, 'name') },
    office: { name: localized(row, 'office') },
  };
}
