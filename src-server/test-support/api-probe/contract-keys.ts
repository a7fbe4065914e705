import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const DOMAIN = fileURLToPath(new URL('../../../src-domain/', import.meta.url));

interface SchemaLike {
  kind?: unknown;
  type?: unknown;
  entries?: Record<string, unknown>;
  wrapped?: unknown;
  item?: unknown;
  options?: unknown;
}

function collectKeys(value: unknown, keys: Set<string>, seen: Set<unknown>): void {
  if (typeof value !== 'object' || value === null || seen.has(value)) return;
  seen.add(value);
  const schema = value as SchemaLike;
  if (schema.kind !== 'schema') return;
  for (const [key, entry] of Object.entries(schema.entries ?? {})) {
    keys.add(key);
    collectKeys(entry, keys, seen);
  }
  collectKeys(schema.wrapped, keys, seen);
  collectKeys(schema.item, keys, seen);
  if (Array.isArray(schema.options)) for (const option of schema.options) collectKeys(option, keys, seen);
}

/**
 * Every field name of the valibot object schemas the domain exports (request bodies and queries
 * among them), so that bad requests carry the names the routes read, with values of the wrong
 * type, size or script. Read from the schemas themselves: a new contract's fields come along.
 */
export async function contractKeys(): Promise<string[]> {
  const files = readdirSync(DOMAIN, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts'),
  );
  const keys = new Set<string>();
  const seen = new Set<unknown>();
  for (const file of files.sort()) {
    const module = (await import(DOMAIN + file)) as Record<string, unknown>;
    for (const value of Object.values(module)) collectKeys(value, keys, seen);
  }
  return [...keys].sort();
}
