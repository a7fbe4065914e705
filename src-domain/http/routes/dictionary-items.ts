import * as v from 'valibot';
import { GeoPointSchema, LocalizedTextSchema } from './localized-text.ts';

/**
 * Item shapes of each dictionary (docs/architecture.md, Kiosk behaviour: the kiosk caches these and
 * refreshes them by version). Ids are the registry's own numbers, stable across releases.
 */
export const DICTIONARY_ITEM_SCHEMAS = {
  regions: v.object({ id: v.number(), soato: v.string(), name: LocalizedTextSchema, center: GeoPointSchema }),
  districts: v.object({ id: v.number(), regionId: v.number(), soato: v.string(), name: LocalizedTextSchema }),
  countries: v.object({ id: v.number(), alpha2: v.string(), name: LocalizedTextSchema }),
  document_types: v.object({ id: v.number(), name: LocalizedTextSchema }),
  /** The act types that have a wizard (spec §4). */
  act_types: v.object({ id: v.number(), name: LocalizedTextSchema }),
  catalogue_groups: v.object({ id: v.number(), name: LocalizedTextSchema }),
  /** The act catalogue: every notarial act of the service catalogue (na_details) with its group and wizard type. */
  catalogue_services: v.object({ id: v.number(), groupId: v.number(), actTypeId: v.nullable(v.number()), name: LocalizedTextSchema }),
  notary_offices: v.object({
    id: v.number(),
    regionId: v.number(),
    districtId: v.number(),
    name: LocalizedTextSchema,
    address: LocalizedTextSchema,
    location: GeoPointSchema,
  }),
} as const;

export type DictionaryName = keyof typeof DICTIONARY_ITEM_SCHEMAS;
export type DictionaryItem<TName extends DictionaryName> = v.InferOutput<(typeof DICTIONARY_ITEM_SCHEMAS)[TName]>;

export const DICTIONARY_NAMES = Object.keys(DICTIONARY_ITEM_SCHEMAS) as DictionaryName[];
