import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface ChunkRow {
  name: string;
  files: number;
  gzipBytes: number;
}

const WEB_DIR = 'dist-web';

function gzipSize(file: string): number {
  return gzipSync(readFileSync(join(WEB_DIR, file)), { level: 9 }).length;
}

/** The chunk and every chunk it statically imports, minus those already loaded by `loaded`. */
function closure(manifest: Manifest, key: string, loaded: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  const visit = (k: string): void => {
    const chunk = manifest[k];
    if (!chunk || loaded.has(chunk.file) || out.has(chunk.file)) return;
    out.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit(key);
  return out;
}

/**
 * Gzip size of the web entry (what every first visit downloads) and, for each lazily loaded
 * route area, what navigating there adds on top of the entry.
 */
export function bundleSizes(): { entry: ChunkRow; routes: ChunkRow[] } {
  const manifestPath = join(WEB_DIR, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} missing: run "npm run build:web" first`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entryKey) throw new Error('no entry chunk in the Vite manifest');
  const entryFiles = closure(manifest, entryKey, new Set());
  const sum = (files: Iterable<string>): number => [...files].filter((f) => f.endsWith('.js')).reduce((total, f) => total + gzipSize(f), 0);
  const entry: ChunkRow = { name: 'entry (index.html)', files: entryFiles.size, gzipBytes: sum(entryFiles) };
  const routes = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry && chunk.src?.includes('routes/'))
    .map(([key, chunk]) => {
      const files = closure(manifest, key, entryFiles);
      return { name: chunk.src ?? chunk.file, files: files.size, gzipBytes: sum(files) };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  return { entry, routes };
}
