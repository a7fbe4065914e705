import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { UpdateRecord } from './update-policy.ts';

/** The update record plus the installers kept for a rollback, by version. */
export type StoredUpdates = UpdateRecord & { keptInstallers: Record<string, string> };

const EMPTY: StoredUpdates = { pendingVersion: null, lastGoodVersion: null, failedVersions: [], keptInstallers: {} };

/** A small JSON file in userData, written aside and renamed so a power cut never leaves half of it. */
export function updateRecordStore(file: string) {
  return {
    async read(): Promise<StoredUpdates> {
      try {
        const parsed = JSON.parse(await readFile(file, 'utf8')) as Partial<StoredUpdates>;
        return { ...EMPTY, ...parsed, failedVersions: parsed.failedVersions ?? [], keptInstallers: parsed.keptInstallers ?? {} };
      } catch {
        return { ...EMPTY };
      }
    },
    async write(record: StoredUpdates): Promise<void> {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(`${file}.tmp`, JSON.stringify(record, null, 2));
      await rename(`${file}.tmp`, file);
    },
  };
}
export type UpdateRecordStore = ReturnType<typeof updateRecordStore>;
