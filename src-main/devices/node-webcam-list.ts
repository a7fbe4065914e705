import { createRequire } from 'node:module';
import path from 'node:path';
import type NodeWebcamModule from 'node-webcam';

/**
 * node-webcam is CommonJS and finds its Windows tool next to its own files, so it is loaded
 * from node_modules at run time (electron.vite.config.ts keeps it out of the bundle).
 */
const require = createRequire(import.meta.url);

export function nodeWebcamDir(): string {
  return path.dirname(require.resolve('node-webcam/package.json'));
}

/** node-webcam's camera list for this platform (device paths on Linux, names elsewhere). */
export function nodeWebcamList(): Promise<string[]> {
  const webcam = require('node-webcam') as typeof NodeWebcamModule;
  return new Promise((resolve) => webcam.create({}).list((cameras: string[]) => resolve(cameras)));
}
