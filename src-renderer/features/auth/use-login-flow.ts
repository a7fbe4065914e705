import { useCallback, useEffect, useRef, useState } from 'react';
import type { AuthIdentity } from '../../../src-domain/identity/auth-identity.ts';
import { runLogin, type LoginFlowDeps, type LoginOutcome, type LoginStep } from './login-flow.ts';

/** What the caller shows as a dialog; the pre-check's refusal is a toast (`onPrecheckRejected`). */
export type LoginResult = Exclude<LoginOutcome, { kind: 'ended' } | { kind: 'precheck-rejected' }>;

export type LoginFlowState = { status: 'idle' } | { status: 'running'; step: LoginStep } | { status: 'done'; result: LoginResult };

export interface LoginFlow {
  state: LoginFlowState;
  /** The primary button's loading state: from submit until the flow ends (spec §2 screen 1). */
  busy: boolean;
  start: (identity: AuthIdentity) => void;
  /** The error dialog's button: the same login again, from the pre-check (spec §4.3). */
  retry: () => void;
  /** Closes the result dialog. */
  dismiss: () => void;
}

/**
 * The login of spec §4 as a small state machine: idle → running (precheck, face-check, auth) →
 * done with a result the caller shows as a dialog → idle when dismissed. A second submit
 * while running is ignored; leaving the page cancels the attempt.
 */
export function useLoginFlow(deps: LoginFlowDeps): LoginFlow {
  const [state, setState] = useState<LoginFlowState>({ status: 'idle' });
  const depsRef = useRef(deps);
  const controller = useRef<AbortController | null>(null);
  const lastIdentity = useRef<AuthIdentity | null>(null);

  useEffect(() => {
    depsRef.current = deps;
  });
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback((identity: AuthIdentity) => {
    if (controller.current) return;
    const attempt = new AbortController();
    controller.current = attempt;
    lastIdentity.current = identity;
    setState({ status: 'running', step: 'precheck' });
    void runLogin(identity, depsRef.current, attempt.signal, (step) => setState({ status: 'running', step })).then((outcome) => {
      if (controller.current === attempt) controller.current = null;
      if (attempt.signal.aborted) return;
      if (outcome.kind === 'precheck-rejected') depsRef.current.onPrecheckRejected?.(outcome.message);
      setState(outcome.kind === 'ended' || outcome.kind === 'precheck-rejected' ? { status: 'idle' } : { status: 'done', result: outcome });
    });
  }, []);

  const retry = useCallback(() => {
    const identity = lastIdentity.current;
    if (!identity) return;
    setState({ status: 'idle' });
    start(identity);
  }, [start]);

  const dismiss = useCallback(() => setState({ status: 'idle' }), []);

  const busy = state.status === 'running' || (state.status === 'done' && state.result.kind === 'success');
  return { state, busy, start, retry, dismiss };
}
