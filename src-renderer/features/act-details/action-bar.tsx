import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ActAction } from '../../../src-domain/acts/lifecycle/act-actions.ts';
import type { ActParty } from '../../../src-domain/http/routes/acts.ts';
import { ActionDialog } from './action-dialog.tsx';
import type { ActionRequest } from './action-input.ts';
import { ACTION_LABELS, DANGEROUS_ACTIONS } from './action-labels.ts';
import { askFor, needsDialog, type ViewerRole } from './action-requirements.ts';

export interface ActionBarProps {
  /** Exactly what the server would accept from this viewer now (ActDetails.allowedActions). */
  allowedActions: readonly ActAction[];
  role: ViewerRole;
  /** The action request is on its way: every button waits. */
  pending: boolean;
  /** Resolves when the server accepted it; the dialog then closes. */
  onRun: (request: ActionRequest) => Promise<unknown>;
  /** Actions another part of the page offers (the invitation's accept and decline). */
  hidden?: readonly ActAction[];
  /** Actions whose button leads to where they are done (issuing invoices: the payments tab). */
  redirects?: Partial<Record<ActAction, () => void>>;
  /** Parties that have not answered their invitation: sending asks first, listing them. */
  unanswered?: readonly ActParty[];
}

/** Forward steps first, dangerous ones last, whatever order the server listed them in. */
function order(actions: readonly ActAction[]): ActAction[] {
  return [...actions].sort((a, b) => Number(DANGEROUS_ACTIONS.has(a)) - Number(DANGEROUS_ACTIONS.has(b)));
}

/**
 * The act's action buttons (spec §4, §6): one per action the server allows this viewer now and
 * nothing else, so the UI never offers what the server would refuse. An action that needs a
 * confirmation, a reason, remarks or a time opens its dialog first; the rest run at once.
 */
export function ActionBar({ allowedActions, role, pending, onRun, hidden = [], redirects = {}, unanswered = [] }: ActionBarProps) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState<ActAction | null>(null);
  const shown = order(allowedActions.filter((action) => !hidden.includes(action)));
  if (shown.length === 0) return null;

  const run = (request: ActionRequest) => {
    onRun(request).then(
      () => setOpen(null),
      // The API client has already told the user (spec §8); the dialog stays for another try.
      () => undefined,
    );
  };
  const press = (action: ActAction) => {
    const redirect = redirects[action];
    if (redirect) redirect();
    else if (needsDialog(askFor(action, role, unanswered.length))) setOpen(action);
    else run({ action });
  };

  return (
    <section className="act-actions" aria-label={t({ id: 'act.actions.label', message: 'Amallar' })}>
      {shown.map((action) => (
        <button
          key={action}
          type="button"
          className={DANGEROUS_ACTIONS.has(action) ? 'button button--danger' : 'button'}
          disabled={pending}
          onClick={() => press(action)}
        >
          {i18n._(ACTION_LABELS[action])}
        </button>
      ))}
      {open ? (
        <ActionDialog
          action={open}
          ask={askFor(open, role, unanswered.length)}
          unanswered={unanswered}
          pending={pending}
          onSubmit={run}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </section>
  );
}
