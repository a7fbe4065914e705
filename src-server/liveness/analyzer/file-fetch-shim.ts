import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Human loads its models with `fetch(url)`, and Node's fetch does not speak `file://`. While
 * `run` executes, `fetch` answers `file://` URLs under `roots` from disk (403 elsewhere) and
 * passes every other URL to the real fetch; the original is put back afterwards. Only model
 * loading runs inside, so no request of the server ever sees the shim.
 */
export async function withFileFetch<T>(roots: string | readonly string[], run: () => Promise<T>): Promise<T> {
  const original = globalThis.fetch;
  const bases = (typeof roots === 'string' ? [roots] : roots).map((root) => path.resolve(root) + path.sep);
  const shim: typeof fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith('file://')) return original(input, init);
    const file = path.resolve(fileURLToPath(url));
    if (!bases.some((base) => file.startsWith(base))) return new Response(null, { status: 403, statusText: 'outside the model folder' });
    try {
      return new Response(await readFile(file), { status: 200 });
    } catch {
      return new Response(null, { status: 404, statusText: 'model file not found' });
    }
  };
  globalThis.fetch = shim;
  try {
    return await run();
  } finally {
    globalThis.fetch = original;
  }
}
