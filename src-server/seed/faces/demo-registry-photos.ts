import type { Db } from '../../db/database.ts';
import type { FaceAnalyzer } from '../../liveness/analyzer/face-analyzer.ts';
import { createInProcessAnalyzer } from '../../liveness/analyzer/in-process-analyzer.ts';
import { DEMO_FACES, demoFacePin, type DemoFaceKey } from './demo-faces.ts';
import { cutRegistryPhoto } from './registry-photo.ts';
import { SAMPLE_FACES } from './sample-faces.ts';

export interface RegistryPhoto {
  pin: string;
  jpeg: Uint8Array;
}

/**
 * The demo people's registry photos, cut at seed time with the live check's detector: the
 * server's warm analyzer when there is one, else one loaded here for the purpose (≈ 1 s).
 */
export async function makeDemoRegistryPhotos(analyzer?: FaceAnalyzer): Promise<RegistryPhoto[]> {
  if (!analyzer) {
    const own = await createInProcessAnalyzer();
    try {
      return await makeDemoRegistryPhotos(own);
    } finally {
      await own.close();
    }
  }
  const photos: RegistryPhoto[] = [];
  // One at a time: the analyzer takes one frame at a time anyway, and sharp's big decodes add up.
  for (const key of Object.keys(DEMO_FACES) as DemoFaceKey[]) {
    photos.push({ pin: demoFacePin(key), jpeg: await cutRegistryPhoto(analyzer, SAMPLE_FACES[DEMO_FACES[key]]) });
  }
  return photos;
}

/** Writes the photos into the seeded civil registry (its persons must exist). */
export async function insertRegistryPhotos(db: Db, photos: readonly RegistryPhoto[]): Promise<void> {
  if (photos.length === 0) return;
  await db
    .insertInto('registry_photos')
    .values(photos.map(({ pin, jpeg }) => ({ pin, jpeg: Buffer.from(jpeg) })))
    .execute();
}
