import * as v from 'valibot';
import { DictionaryNameSchema, dictionaryResponseSchema } from '../http/routes/dictionaries.ts';
import { DICTIONARY_NAMES, type DictionaryName } from '../http/routes/dictionary-items.ts';

/**
 * The kiosk's offline dictionaries (docs/architecture.md, Kiosk behaviour): main keeps a SQLite copy
 * of every dictionary of `GET /api/dictionaries`, refreshed by version, and the renderer reads
 * it through the bridge. A cached dictionary has the API's own response shape, checked item by
 * item, so the renderer handles the two sources alike.
 */
export const CachedDictionarySchema = v.variant(
  'name',
  DICTIONARY_NAMES.map((name) => dictionaryResponseSchema(name)) as unknown as [ReturnType<typeof dictionaryResponseSchema<DictionaryName>>],
);

/** `null`: the cache has no copy of that dictionary yet (the renderer then asks the API). */
export const DictionaryResultSchema = v.nullable(CachedDictionarySchema);

export const DictionaryArgsSchema = v.strictTuple([DictionaryNameSchema]);

export const CachedDictionaryStateSchema = v.object({
  name: DictionaryNameSchema,
  version: v.number(),
  itemCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** ISO time of the sync that stored this version. */
  syncedAt: v.string(),
});

export const DictionarySyncOutcomeSchema = v.object({
  /** ISO time the sync finished. */
  at: v.string(),
  ok: v.boolean(),
  updated: v.array(DictionaryNameSchema),
  unchanged: v.array(DictionaryNameSchema),
  /** What failed, in English for the technician (the renderer shows its own §8 texts). */
  error: v.nullable(v.string()),
});
export type DictionarySyncOutcome = v.InferOutput<typeof DictionarySyncOutcomeSchema>;

/** The cache as the self-test and the diagnostics page see it. */
export const DictionaryCacheStatusSchema = v.object({
  /** The file opened, passed its integrity check and has the current layout. */
  healthy: v.boolean(),
  /** The file was found corrupt or of an old layout at start and built anew. */
  rebuiltAt: v.nullable(v.string()),
  dictionaries: v.array(CachedDictionaryStateSchema),
  /** Dictionaries the API lists that the cache has no copy of. */
  missing: v.array(DictionaryNameSchema),
  lastSync: v.nullable(DictionarySyncOutcomeSchema),
});
export type DictionaryCacheStatus = v.InferOutput<typeof DictionaryCacheStatusSchema>;
