import { screenLightSequence } from '../../../src-domain/liveness/screen-light.ts';
import type { GrowDecoys } from './light-evidence.ts';

/**
 * Decoy sequences drawn from fixed seeds with the real sequence's law (screen-light.ts), so that
 * every run judges alike; the server draws its own from the CSPRNG (light-evidence.ts).
 */
export function seededDecoy(index: number, salt = 'decoy', length?: number): number[] {
  return screenLightSequence(`${salt}-${index}-seed-0123456789abcd`, length);
}

export function seededDecoys(count: number, salt = 'decoy'): number[][] {
  return Array.from({ length: count }, (_, i) => seededDecoy(i, salt));
}

/** `GrowDecoys` from the same seeds: a longer sequence of a seed keeps its prefix, so each look sees the decoys the one before saw. */
export const growSeededDecoys: GrowDecoys = (decoys, count, length) => {
  while (decoys.length < count) decoys.push([]);
  for (const [i, decoy] of decoys.entries()) {
    if (decoy.length < length) decoy.splice(0, decoy.length, ...seededDecoy(i, 'decoy', length));
  }
};
