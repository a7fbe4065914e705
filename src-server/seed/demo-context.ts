import { createRandom } from './random.ts';
import type { SeedContext } from './seed-context.ts';

/** A fixed stream, independent of the seed, for the details of demo rows (engine numbers…). */
const DEMO_STREAM = 0x5eed_de30;

/**
 * The same world and lists as `ctx`, with a random stream that does not depend on the seed, so
 * everything written about the demo cast is identical for every seed.
 */
export function demoContext(ctx: SeedContext, label = 'demo'): SeedContext {
  return { ...ctx, random: createRandom(DEMO_STREAM).fork(label) };
}
