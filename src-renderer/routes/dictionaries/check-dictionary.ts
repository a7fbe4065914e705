import { dictionaryEtag, dictionaryPath } from '../../../src-domain/http/routes/dictionaries.ts';
import type { DictionaryName } from '../../../src-domain/http/routes/dictionary-items.ts';
import { apiErrorFromResponse } from '../../api/api-error.ts';
import { apiOrigin } from '../../platform/api-origin.ts';
import { type AnyDictionary, parseDictionary } from './get-dictionaries.ts';

export type CheckOutcome = { kind: 'up_to_date' } | { kind: 'updated'; dictionary: AnyDictionary };

/**
 * Asks for a dictionary naming the version held (`If-None-Match`), as the kiosk cache does: an
 * unchanged one is a 304 with no body, a changed one the new version. The app's client has no
 * conditional GET and treats every non-2xx as a failure, so this one call is its own fetch. A
 * request carrying `If-None-Match` bypasses the browser's HTTP cache (Fetch standard), so the
 * server's 304 reaches this code as it is.
 */
export async function checkDictionary(name: DictionaryName, heldVersion: number, signal?: AbortSignal): Promise<CheckOutcome> {
  const path = dictionaryPath(name);
  const response = await fetch(`${await apiOrigin()}${path}`, {
    headers: { Accept: 'application/json', 'If-None-Match': dictionaryEtag(heldVersion) },
    cache: 'no-store',
    signal,
  });
  if (response.status === 304) return { kind: 'up_to_date' };
  if (!response.ok) throw await apiErrorFromResponse(response, 'GET', path);
  return { kind: 'updated', dictionary: parseDictionary(name, await response.json()) };
}
