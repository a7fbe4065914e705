import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { withFileFetch } from './file-fetch-shim.ts';

describe('withFileFetch (model loading from node_modules, no network)', () => {
  it('serves file:// URLs under the root, refuses others, and restores fetch', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'models-'));
    await writeFile(path.join(root, 'model.json'), '{"ok":true}');
    const original = globalThis.fetch;
    const [inside, outside, missing] = await withFileFetch(root, async () =>
      Promise.all([
        fetch(pathToFileURL(path.join(root, 'model.json'))).then((r) => r.json()),
        fetch(pathToFileURL('/etc/hostname')).then((r) => r.status),
        fetch(pathToFileURL(path.join(root, 'nope.bin'))).then((r) => r.status),
      ]),
    );
    expect([inside, outside, missing]).toEqual([{ ok: true }, 403, 404]);
    expect(globalThis.fetch).toBe(original);
  });

  it('serves several roots (the package models and the project-shipped detector)', async () => {
    const [first, second] = await Promise.all([mkdtemp(path.join(tmpdir(), 'models-')), mkdtemp(path.join(tmpdir(), 'models-'))]);
    await writeFile(path.join(second, 'detector.json'), '{"second":true}');
    const answer = await withFileFetch([first, second], () => fetch(pathToFileURL(path.join(second, 'detector.json'))).then((r) => r.json()));
    expect(answer).toEqual({ second: true });
  });
});
