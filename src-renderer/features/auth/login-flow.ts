import { type AuthRequest, type AuthResponse } from '../../../src-domain/auth/auth-contract.ts';
import { AUTH_RESULT, CHECK_BEFORE_AUTH_OK } from '../../../src-domain/auth/auth-routes.ts';
import type { User } from '../../../src-domain/auth/user.ts';
import type { AuthIdentity } from '../../../src-domain/identity/auth-identity.ts';
import { classifyLoginFailure } from './login-failure.ts';

/** The face check is another feature's dialog; the route hands it in (spec §4 Login flow 1–2). */
export type RunFaceCheck = (identity: AuthIdentity, signal: AbortSignal) => Promise<{ jwt: string }>;

export interface LoginSession {
  token: string;
  user: User;
}

export interface LoginFlowDeps {
  /** `POST /api/check_before_auth`: resolves with the response text (spec §7). */
  precheck: (identity: AuthIdentity, signal: AbortSignal) => Promise<string>;
  runFaceCheck: RunFaceCheck;
  /** `POST /api/auth` (spec §7). */
  auth: (request: AuthRequest, signal: AbortSignal) => Promise<AuthResponse>;
  /** resultCode 1: store token and user (spec §4.3). Called before the success dialog shows. */
  onSuccess: (session: LoginSession) => void;
  /** The pre-check answered 200 without `Ok`: its text is shown as an error toast (spec §7). */
  onPrecheckRejected?: (message: string) => void;
}

export type LoginStep = 'precheck' | 'face-check' | 'auth';

export type LoginOutcome =
  | { kind: 'success'; session: LoginSession }
  /** resultCode 0: technical-work notice. */
  | { kind: 'maintenance'; message?: string }
  /** Any other resultCode or a failed step: the error dialog, whose button retries. */
  | { kind: 'failed'; message?: string }
  /** HTTP 429: the server's message with the wait time. */
  | { kind: 'rate-limited'; message: string }
  /** The pre-check answered 200 without `Ok`: an error toast with its text (spec §7). */
  | { kind: 'precheck-rejected'; message: string }
  /** Cancelled, or the API client already showed the error: the form is simply usable again. */
  | { kind: 'ended' };

function fromError(error: unknown): LoginOutcome {
  const failure = classifyLoginFailure(error);
  switch (failure.kind) {
    case 'cancelled':
    case 'shown':
      return { kind: 'ended' };
    case 'rate-limited':
      return failure;
    case 'failed':
      return failure.message ? { kind: 'failed', message: failure.message } : { kind: 'failed' };
  }
}

function fromAuthResponse(response: AuthResponse): LoginOutcome {
  const message = response.message?.trim() || undefined;
  if (response.resultCode === AUTH_RESULT.success) {
    // A success without its token or user cannot sign anyone in: treat it as a failure.
    if (response.token && response.user) return { kind: 'success', session: { token: response.token, user: response.user } };
    return { kind: 'failed' };
  }
  if (response.resultCode === AUTH_RESULT.maintenance) return message ? { kind: 'maintenance', message } : { kind: 'maintenance' };
  return message ? { kind: 'failed', message } : { kind: 'failed' };
}

/**
 * One login attempt (spec §4 Login flow 1–3): pre-check → face check → auth. Every step
 * listens to `signal`; `onStep` reports progress for the loading state.
 */
export async function runLogin(identity: AuthIdentity, deps: LoginFlowDeps, signal: AbortSignal, onStep: (step: LoginStep) => void): Promise<LoginOutcome> {
  try {
    onStep('precheck');
    const text = await deps.precheck(identity, signal);
    if (text.trim() !== CHECK_BEFORE_AUTH_OK) return { kind: 'precheck-rejected', message: text.trim() };

    onStep('face-check');
    const { jwt } = await deps.runFaceCheck(identity, signal);

    onStep('auth');
    const outcome = fromAuthResponse(await deps.auth({ ...identity, jwt }, signal));
    if (signal.aborted) return { kind: 'ended' };
    if (outcome.kind === 'success') deps.onSuccess(outcome.session);
    return outcome;
  } catch (error) {
    return signal.aborted ? { kind: 'ended' } : fromError(error);
  }
}
