import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** Static imports of our own modules: `import … from './x.tsx'`, `export … from '../y.ts'`; not `import type`. */
const RELATIVE_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+\.tsx?)['"]/gm;
/** Message ids are literals (Lingui macros with explicit ids): `id: 'home.title'`, `<Trans id="home.title">`. */
const MESSAGE_ID = /\bid:\s*'([^']+)'|\bid:\s*"([^"]+)"|\bid="([^"]+)"/g;

/**
 * The message ids written in `roots` and in the modules they import statically from inside
 * `folder` (dynamic `import()` starts another chunk, which loads the rest of the catalog
 * itself). Read from the sources: every text a page can show in any of its states, not only in
 * the state a render saw.
 */
export function messageIdsInSources(roots: readonly string[], folder: string): Set<string> {
  const ids = new Set<string>();
  const seen = new Set<string>();
  const within = resolve(folder);
  const visit = (file: string): void => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(MESSAGE_ID)) {
      const id = match[1] ?? match[2] ?? match[3];
      if (id) ids.add(id);
    }
    for (const match of source.matchAll(RELATIVE_IMPORT)) {
      const imported = match[1] ? resolve(dirname(file), match[1]) : '';
      if (imported.startsWith(within)) visit(imported);
    }
  };
  for (const root of roots) visit(resolve(root));
  return ids;
}
