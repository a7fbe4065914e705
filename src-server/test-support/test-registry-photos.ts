import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeDemoRegistryPhotos, type RegistryPhoto } from '../seed/faces/demo-registry-photos.ts';

/**
 * The files whose content decides the demo registry photos. A change to any of them, or to the
 * detector's or sharp's version, gives a new cache key.
 */
const SOURCES = ['sample-faces.ts', 'demo-faces.ts', 'face-portrait.ts', 'locate-face.ts', 'registry-photo.ts', 'demo-registry-photos.ts'].map(
  (name) => new URL(`../seed/faces/${name}`, import.meta.url),
);
const CACHE_DIR = new URL('../../.cache/test-registry-photos/', import.meta.url);

/** A package's installed version (some packages' `exports` hide their package.json from require). */
function versionOf(name: string): string {
  const require = createRequire(import.meta.url);
  const entry = require.resolve(name);
  const root = entry.slice(0, entry.lastIndexOf(`node_modules${sep}${name.replace('/', sep)}${sep}`)) + `node_modules${sep}${name.replace('/', sep)}`;
  return (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
}

function cacheKey(): string {
  const hash = createHash('sha256');
  for (const source of SOURCES) hash.update(readFileSync(source));
  for (const name of ['@vladmandic/human', '@vladmandic/face-api', 'sharp']) hash.update(versionOf(name));
  return hash.digest('hex').slice(0, 16);
}

interface Stored {
  pin: string;
  jpeg: string;
}

function read(file: URL): RegistryPhoto[] | null {
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as Stored[]).map(({ pin, jpeg }) => ({ pin, jpeg: Buffer.from(jpeg, 'base64') }));
  } catch {
    return null;
  }
}

let inProcess: Promise<RegistryPhoto[]> | undefined;

/**
 * The seed's demo registry photos for test databases. Cutting them loads the detector and
 * decodes the sample photos (2–5 s on a busy machine), which most test files would pay for
 * nothing new: the result is kept in `.cache/` (gitignored) under a key of everything that
 * decides it, and read from there by the next file. Same bytes as `npm run seed` writes.
 */
export function testRegistryPhotos(): Promise<RegistryPhoto[]> {
  inProcess ??= (async () => {
    const file = new URL(`${cacheKey()}.json`, CACHE_DIR);
    const cached = read(file);
    if (cached) return cached;
    const photos = await makeDemoRegistryPhotos();
    mkdirSync(CACHE_DIR, { recursive: true });
    // Two test workers may cut them at once: each writes its own file and renames it into place.
    const temporary = fileURLToPath(file) + `.${process.pid}.${Date.now()}.tmp`;
    writeFileSync(temporary, JSON.stringify(photos.map(({ pin, jpeg }): Stored => ({ pin, jpeg: Buffer.from(jpeg).toString('base64') }))));
    renameSync(temporary, file);
    return photos;
  })();
  return inProcess;
}
