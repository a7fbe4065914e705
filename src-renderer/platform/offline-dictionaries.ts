import type { DictionaryName } from '../../src-domain/http/routes/dictionary-items.ts';
import { kioskBridge } from './kiosk.ts';

/**
 * The kiosk shell's offline copy of a dictionary (main's SQLite cache, docs/architecture.md Kiosk
 * behaviour), or null: in a browser, when the cache has no copy yet, or when the shell cannot
 * answer. The caller then asks the API.
 */
export async function cachedDictionary(name: DictionaryName): Promise<unknown> {
  const bridge = kioskBridge();
  if (!bridge) return null;
  try {
    return await bridge.dictionary(name);
  } catch {
    return null;
  }
}
