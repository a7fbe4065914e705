import { createHash } from 'node:crypto';
import type { FaceAnalyzer } from '../analyzer/face-analyzer.ts';

/** The descriptors of registry photos, by pin. */
export interface FaceReferences {
  /** The descriptor of the person's registry photo; null without a photo or when it shows no single face. */
  descriptorOf(pin: string): Promise<readonly number[] | null>;
}

export interface FaceReferencesOptions {
  /** The registry photo of a pin (CivilRegistry.registryPhoto). */
  photoOf: (pin: string) => Promise<Uint8Array | null>;
  analyzer: FaceAnalyzer;
  /** Descriptors kept (4 KB each); the least recently used go first. */
  maxEntries?: number;
}

interface Entry {
  digest: string;
  descriptor: readonly number[] | null;
}

/**
 * Registry photos' descriptors, computed by the analyzer (in its worker) once per photo and kept
 * in memory: each login reads the photo again (the registry may have replaced it) but analyses
 * it only when its bytes changed. Concurrent requests for one photo share one analysis; a failed
 * analysis (analyzer busy) is not kept, so the next request tries again.
 */
export function createFaceReferences(options: FaceReferencesOptions): FaceReferences {
  const maxEntries = options.maxEntries ?? 1000;
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<readonly number[] | null>>();

  const remember = (pin: string, entry: Entry) => {
    entries.delete(pin);
    entries.set(pin, entry);
    for (const stale of entries.keys()) {
      if (entries.size <= maxEntries) break;
      entries.delete(stale);
    }
  };

  async function describe(pin: string): Promise<readonly number[] | null> {
    const photo = await options.photoOf(pin);
    if (!photo) {
      entries.delete(pin);
      return null;
    }
    const digest = createHash('sha256').update(photo).digest('base64url');
    const known = entries.get(pin);
    if (known?.digest === digest) {
      remember(pin, known);
      return known.descriptor;
    }
    const analysis = await options.analyzer.analyze(photo, { describe: true });
    const descriptor = analysis.faceCount === 1 ? (analysis.face?.embedding ?? null) : null;
    remember(pin, { digest, descriptor });
    return descriptor;
  }

  return {
    descriptorOf(pin) {
      const running = pending.get(pin);
      if (running) return running;
      const started = describe(pin).finally(() => pending.delete(pin));
      pending.set(pin, started);
      return started;
    },
  };
}
