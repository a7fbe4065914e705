import type { Mode } from '../state/mode.ts';
import type { ShowToast } from '../ui/toast/toast-store.ts';
import type { ApiError } from './api-error.ts';
import { decideErrorHandling, type ErrorAction } from './error-handling.ts';
import type { ApiErrorHandler } from './error-handler-registry.ts';
import { API_MESSAGES } from './error-messages.ts';
import type { ApiCallContext } from './http-client.ts';

/** What carrying out the actions of spec §8 needs; the app passes its store, router and toaster. */
export interface ErrorEffectDeps {
  showToast: ShowToast;
  /** Ends the session on this device (token and user, and the user's cached server data). */
  clearSession: () => void;
  saveRedirect: (path: string) => void;
  navigate: (to: string) => void;
  /** Path and query of the page shown now. */
  currentPath: () => string;
  log?: (message: string) => void;
}

/** Carries out the actions in order: the toast first, so it is announced before the page changes. */
export function runErrorActions(actions: readonly ErrorAction[], deps: ErrorEffectDeps): void {
  for (const action of actions) {
    switch (action.type) {
      case 'toast':
        if ('text' in action.message) deps.showToast({ message: action.message.text, tone: 'error', durationMs: action.durationMs });
        else deps.showToast({ message: API_MESSAGES[action.message.id], values: action.message.values, tone: 'error', durationMs: action.durationMs });
        break;
      case 'clearSession':
        deps.clearSession();
        break;
      case 'saveRedirect':
        deps.saveRedirect(deps.currentPath());
        break;
      case 'navigate':
        deps.navigate(action.to);
        break;
      case 'log':
        (deps.log ?? ((message: string) => console.warn(`[api] ${message}`)))(action.message);
        break;
    }
  }
}

export interface ApiErrorHandlerDeps extends ErrorEffectDeps {
  mode: () => Mode;
  /** How the 418 text names the signed-in user (name, else pin); undefined when signed out. */
  userLabel: () => string | undefined;
}

/** The handler the app registers: facts from the error, the decision of spec §8, its effects. */
export function createApiErrorHandler(deps: ApiErrorHandlerDeps): ApiErrorHandler {
  return (error: ApiError, context: ApiCallContext) => {
    const actions = decideErrorHandling({
      status: error.status,
      kind: error.kind,
      method: error.method,
      body: { code: error.code, message: error.message },
      isDownload: context.isDownload,
      uuid: context.uuid,
      user: deps.userLabel(),
      mode: deps.mode(),
      retryAfterSeconds: error.retryAfterSeconds,
      sessionCurrent: context.sessionCurrent,
    });
    runErrorActions(actions, deps);
    if (actions.some((action) => action.type !== 'log')) error.handled = true;
  };
}
