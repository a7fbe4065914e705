import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { ACT_SEAL_KEYS_PATH } from '../../../../src-domain/searches/act-seal.ts';
import { getJson } from '../../../api/client.ts';
import bundled from './bundled-keys.json';

/**
 * The portal's published seal keys (docs/signatures.md "Offline check"): from the server when
 * it answers, kept in this browser for the next time it does not, and else the key set bundled
 * into this build (`npm run seal-keys -- export src-renderer/features/searches/act-seal/bundled-keys.json`
 * before `npm run build:web`). Keys are public: keeping them needs no care.
 */
export const SealKeySetSchema = v.object({
  keys: v.array(
    v.looseObject({
      kid: v.string(),
      kty: v.string(),
      alg: v.optional(v.string()),
      crv: v.optional(v.string()),
      x: v.optional(v.string()),
      y: v.optional(v.string()),
    }),
  ),
});
export type SealKeySet = v.InferOutput<typeof SealKeySetSchema>;
export type SealKeySource = 'server' | 'saved' | 'bundled';

const STORAGE_KEY = 'enotary.actSealKeys';

function saved(): SealKeySet | null {
  try {
    const parsed = v.safeParse(SealKeySetSchema, JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null'));
    return parsed.success && parsed.output.keys.length > 0 ? parsed.output : null;
  } catch {
    return null;
  }
}

/** Merges key sets by kid: a key the server stopped publishing is still in an older copy, so the newest set wins. */
export async function loadSealKeys(signal?: AbortSignal): Promise<{ keySet: SealKeySet; source: SealKeySource }> {
  try {
    const keySet = await getJson(ACT_SEAL_KEYS_PATH, SealKeySetSchema, { signal, silent: true });
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(keySet));
    } catch {
      // Storage full or refused: the keys still serve this page.
    }
    return { keySet, source: 'server' };
  } catch {
    const kept = saved();
    if (kept) return { keySet: kept, source: 'saved' };
    return { keySet: v.parse(SealKeySetSchema, bundled), source: 'bundled' };
  }
}

/** Asked when the check page opens, so a page later cut off from the network still has them. */
export function useSealKeys() {
  return useQuery({ queryKey: ['act-seal', 'keys'], queryFn: ({ signal }) => loadSealKeys(signal), networkMode: 'always', staleTime: 60 * 60_000 });
}
