import { createRequire } from 'node:module';
import type * as TfCore from '@tensorflow/tfjs-core';
import type { Human } from '@vladmandic/human';

const tf = createRequire(import.meta.url)('@tensorflow/tfjs-core') as typeof TfCore;

/**
 * Runs every loaded model once on zeros of its input shape. The wasm backend compiles kernels
 * on first use (the descriptor's first run took 200 ms), and Human's own warm-up is a no-op
 * outside tfjs-node; this makes the first user's first frames as fast as the rest.
 */
export function warmModels(human: Human): void {
  for (const model of Object.values(human.models.models)) {
    const shape = model?.inputs[0]?.shape;
    if (!model || !shape) continue;
    const input = tf.zeros(shape.map((size) => (size > 0 ? size : 1)));
    const output = model.execute(input);
    tf.dispose([input, ...(Array.isArray(output) ? output : [output])]);
  }
}
