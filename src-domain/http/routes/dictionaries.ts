import * as v from 'valibot';
import { DICTIONARY_ITEM_SCHEMAS, DICTIONARY_NAMES, type DictionaryName } from './dictionary-items.ts';

/**
 * `GET /api/dictionaries` lists every dictionary with its version; `GET /api/dictionaries/:name`
 * returns one, with `ETag: "<version>"` so a client holding that version gets a 304
 * (`If-None-Match`) and keeps its cache (kiosk offline cache, spec screen 18 "update_dict").
 */
export const DICTIONARIES_PATH = '/api/dictionaries';
export const DICTIONARY_PATH = '/api/dictionaries/:name';
export const dictionaryPath = (name: DictionaryName): string => `${DICTIONARIES_PATH}/${name}`;

/** The entity tag of a dictionary version, `"7"`: what a client sends back in `If-None-Match`. */
export const dictionaryEtag = (version: number): string => `"${version}"`;

export const DictionaryNameSchema = v.picklist(DICTIONARY_NAMES, 'error_invalid_value');

export const DictionaryParamsSchema = v.object({
  name: DictionaryNameSchema,
});
export type DictionaryParams = v.InferOutput<typeof DictionaryParamsSchema>;

export const DictionaryVersionSchema = v.object({
  name: DictionaryNameSchema,
  version: v.number(),
  /** ISO 8601 UTC. */
  updatedAt: v.string(),
});
export type DictionaryVersion = v.InferOutput<typeof DictionaryVersionSchema>;

/** A dictionary in the list: its version and how many items it holds (page update_dict). */
export const DictionarySummarySchema = v.object({
  ...DictionaryVersionSchema.entries,
  itemCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type DictionarySummary = v.InferOutput<typeof DictionarySummarySchema>;

export const DictionaryListResponseSchema = v.object({
  items: v.array(DictionarySummarySchema),
});
export type DictionaryListResponse = v.InferOutput<typeof DictionaryListResponseSchema>;

/** The response schema of one dictionary, with its items checked against that dictionary's shape. */
export function dictionaryResponseSchema<TName extends DictionaryName>(name: TName) {
  return v.object({
    name: v.literal(name),
    version: v.number(),
    updatedAt: v.string(),
    items: v.array(DICTIONARY_ITEM_SCHEMAS[name]),
  });
}
export type DictionaryResponse<TName extends DictionaryName> = v.InferOutput<ReturnType<typeof dictionaryResponseSchema<TName>>>;
