import { useCallback, useState } from 'react';
import type { AuthIdentity } from '../../../src-domain/identity/auth-identity.ts';
import type { RunFaceCheck } from '../../features/auth/login-flow.ts';

/** One face check the login waits for, as the face-check dialog sees it. */
export interface FaceCheckRequest {
  identity: AuthIdentity;
  /** Aborted when the login is abandoned (the page left); the dialog closes. */
  signal: AbortSignal;
  /** Liveness passed: the server's jwt goes on to `POST /api/auth` (spec §4.2). */
  finish: (jwt: string) => void;
  /** The check failed or timed out (spec §4.4: the error dialog follows). */
  fail: (error: unknown) => void;
  /** The user closed the dialog: the login ends quietly. */
  cancel: () => void;
}

/**
 * Turns the face-check dialog (a component) into the awaitable step the login flow takes
 * (`runFaceCheck(identity, signal) → {jwt}`): while a request is pending the caller renders the
 * dialog for it; the dialog settles the request exactly once.
 */
export function useFaceCheckStep(): { run: RunFaceCheck; request: FaceCheckRequest | null } {
  const [request, setRequest] = useState<FaceCheckRequest | null>(null);

  const run = useCallback<RunFaceCheck>(
    (identity, signal) =>
      new Promise((resolve, reject) => {
        let settled = false;
        const settle = (action: () => void) => {
          if (settled) return;
          settled = true;
          signal.removeEventListener('abort', onAbort);
          setRequest(null);
          action();
        };
        const cancelled = () => new DOMException('The face check was closed', 'AbortError');
        const onAbort = () => settle(() => reject(cancelled()));
        if (signal.aborted) return reject(cancelled());
        signal.addEventListener('abort', onAbort);
        setRequest({
          identity,
          signal,
          finish: (jwt) => settle(() => resolve({ jwt })),
          fail: (error) => settle(() => reject(error)),
          cancel: () => settle(() => reject(cancelled())),
        });
      }),
    [],
  );

  return { run, request };
}
