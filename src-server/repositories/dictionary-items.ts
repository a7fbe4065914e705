import { ACT_TYPE_IDS, ACT_TYPE_NAMES } from '../../src-domain/acts/act-types.ts';
import type { DictionaryItem, DictionaryName } from '../../src-domain/http/routes/dictionary-items.ts';
import type { Db } from '../db/database.ts';
import { localized } from '../db/localized.ts';

type ItemLoaders = { [TName in DictionaryName]: (db: Db) => Promise<DictionaryItem<TName>[]> };

/** How each dictionary is read; the order is the one lists show. */
const LOADERS: ItemLoaders = {
  regions: async (db) =>
    (await db.selectFrom('regions').selectAll().orderBy('sort_order').execute()).map((r) => ({
      id: r.id,
      soato: r.soato,
      name: localized(r, 'name'),
      center: { lat: r.center_lat, lng: r.center_lng },
    })),
  districts: async (db) =>
    (await db.selectFrom('districts').selectAll().orderBy('region_id').orderBy('id').execute()).map((d) => ({
      id: d.id,
      regionId: d.region_id,
      soato: d.soato,
      name: localized(d, 'name'),
    })),
  countries: async (db) =>
    (await db.selectFrom('countries').selectAll().orderBy('id').execute()).map((c) => ({ id: c.id, alpha2: c.alpha2, name: localized(c, 'name') })),
  document_types: async (db) =>
    (await db.selectFrom('document_types').selectAll().orderBy('id').execute()).map((t) => ({ id: t.id, name: localized(t, 'name') })),
  // The wizard act types are part of the domain (src-domain/acts), not of the database.
  act_types: () => Promise.resolve(ACT_TYPE_IDS.map((id) => ({ id, name: { ...ACT_TYPE_NAMES[id] } }))),
  catalogue_groups: async (db) =>
    (await db.selectFrom('catalogue_groups').selectAll().orderBy('sort_order').execute()).map((g) => ({ id: g.id, name: localized(g, 'name') })),
  catalogue_services: async (db) =>
    (
      await db
        .selectFrom('catalogue_services')
        .select(['id', 'group_id', 'act_type_id', 'name_oz', 'name_uz', 'name_ru'])
        .orderBy('group_id')
        .orderBy('sort_order')
        .orderBy('id')
        .execute()
    ).map((s) => ({
      id: s.id,
      groupId: s.group_id,
      actTypeId: s.act_type_id,
      name: localized(s, 'name'),
    })),
  notary_offices: async (db) =>
    (await db.selectFrom('notary_offices').selectAll().orderBy('id').execute()).map((o) => ({
      id: o.id,
      regionId: o.region_id,
      districtId: o.district_id,
      name: localized(o, 'name'),
      address: localized(o, 'address'),
      location: { lat: o.lat, lng: o.lng },
    })),
};

export function loadDictionaryItems<TName extends DictionaryName>(db: Db, name: TName): Promise<DictionaryItem<TName>[]> {
  return LOADERS[name](db);
}
