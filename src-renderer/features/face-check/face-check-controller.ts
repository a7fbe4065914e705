import { FACE_DIALOG_TIMEOUT_MS } from '../../../src-domain/constants.ts';
import type { AuthIdentity } from '../../../src-domain/identity/auth-identity.ts';
import { abortReason, linkAbort, untilAborted } from './abort.ts';
import { FaceCheckTimeoutError } from './face-check-errors.ts';
import { FaceCheckRun, type FaceCheckDeps } from './face-check-run.ts';
import { createStateCell, type FaceCheckState } from './face-check-state.ts';

export interface FaceCheckController {
  /**
   * The login's face-check step (features/auth `RunFaceCheck`): resolves with the server's jwt;
   * rejects with `FaceCheckTimeoutError` after 123 s (spec §4.4), an AbortError when `signal`
   * aborts, or the error that ended the check. Camera and socket are released on every outcome.
   */
  run: (identity: AuthIdentity, signal: AbortSignal) => Promise<{ jwt: string }>;
  /** The Retry button of the not-ready error. */
  retry: () => void;
  getState: () => FaceCheckState;
  subscribe: (listener: () => void) => () => void;
}

export function createFaceCheckController(deps: FaceCheckDeps): FaceCheckController {
  const state = createStateCell<FaceCheckState>({ phase: 'preparing' });
  let onRetry: (() => void) | null = null;
  const waitRetry = (signal: AbortSignal) =>
    untilAborted(
      new Promise<void>((resolve) => {
        onRetry = resolve;
      }),
      signal,
    ).finally(() => {
      onRetry = null;
    });

  async function run(identity: AuthIdentity, signal: AbortSignal): Promise<{ jwt: string }> {
    const life = new AbortController();
    const unlink = linkAbort(signal, life);
    // Spec §4.4: the whole dialog, Retry included, has 123 s.
    const timer = setTimeout(() => life.abort(new FaceCheckTimeoutError()), FACE_DIALOG_TIMEOUT_MS);
    const check = new FaceCheckRun({ deps, identity, signal: life.signal, state, waitRetry });
    try {
      return { jwt: await untilAborted(check.execute(), life.signal) };
    } catch (error) {
      throw life.signal.aborted ? abortReason(life.signal) : error;
    } finally {
      clearTimeout(timer);
      unlink();
      life.abort();
      check.release();
    }
  }

  return { run, retry: () => onRetry?.(), getState: state.get, subscribe: state.subscribe };
}
