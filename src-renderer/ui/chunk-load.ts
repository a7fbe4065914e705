import { CHUNK_LOAD_TIMEOUT_MS } from '../../src-domain/constants.ts';

/** Spec §8 "Chunk loading": a script chunk, or the stylesheet of a chunk, that did not arrive. */
export type ChunkFailure = 'chunk' | 'stylesheet';

/** A lazily loaded part of the app that failed or took longer than spec §9's 120 s. */
export class ChunkLoadError extends Error {
  readonly kind: ChunkFailure;

  constructor(kind: ChunkFailure, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ChunkLoadError';
    this.kind = kind;
  }
}

/** Vite's preload helper, when a chunk's CSS file fails: "Unable to preload CSS for …". */
const STYLESHEET_FAILURE = /Unable to preload CSS/i;
/** What browsers say when an import() cannot fetch its module (Chromium, Firefox, Safari). */
const SCRIPT_FAILURE = /dynamically imported module|Importing a module script failed|Failed to load module script|error loading dynamically/i;

/** Whether `error` is a chunk that did not load, and which kind; null for any other error. */
export function chunkFailureOf(error: unknown): ChunkFailure | null {
  if (error instanceof ChunkLoadError) return error.kind;
  if (!(error instanceof Error)) return null;
  if (STYLESHEET_FAILURE.test(error.message)) return 'stylesheet';
  if (SCRIPT_FAILURE.test(error.message)) return 'chunk';
  return null;
}

/**
 * Loads a lazy part of the app (`() => import(…)`), failing with a ChunkLoadError when it fails
 * as a chunk or has not arrived within `timeoutMs` (spec §9 chunk load time-out 120 000 ms), so
 * the page can show the spec §8 message with a reload instead of waiting for ever.
 */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('chunk', `a chunk did not load within ${timeoutMs} ms`)), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        const kind = chunkFailureOf(error);
        reject(kind === null ? error : new ChunkLoadError(kind, error instanceof Error ? error.message : String(error), { cause: error }));
      },
    );
  });
}
