import { useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import type { ActAction } from '../../../src-domain/acts/lifecycle/act-actions.ts';
import type { ActParty } from '../../../src-domain/http/routes/acts.ts';
import { LazyAppDialog } from '../../ui/dialogs/lazy-app-dialog.tsx';
import { buildActionRequest, minVisitIsoDate, type ActionDraft, type ActionDraftProblem, type ActionRequest } from './action-input.ts';
import { ACTION_CONSEQUENCES, ACTION_LABELS, DANGEROUS_ACTIONS } from './action-labels.ts';
import type { ActionAsk } from './action-requirements.ts';
import { ActionField } from './action-field.tsx';
import { UnansweredParties } from './unanswered-parties.tsx';

export interface ActionDialogProps {
  action: ActAction;
  ask: ActionAsk;
  /** The request is on its way: the buttons wait. */
  pending: boolean;
  onSubmit: (request: ActionRequest) => void;
  onClose: () => void;
  /** Parties that have not answered: listed when the action asks for their answers (`ask.answers`). */
  unanswered?: readonly ActParty[];
  /** Injected in tests; the real clock otherwise. */
  now?: () => Date;
}

const EMPTY: ActionDraft = { reason: '', remark: '', isoDate: '', time: '' };

/**
 * Asks for what the action needs before it is sent (spec §4): a confirmation, a reason shown to
 * the applicant, remarks for the applicant, or the registration date and time in Tashkent time.
 * Problems are shown beside their field and the first one gets focus.
 */
export function ActionDialog({ action, ask, pending, onSubmit, onClose, unanswered = [], now = () => new Date() }: ActionDialogProps) {
  const { t, i18n } = useLingui();
  const formId = useId();
  const [draft, setDraft] = useState<ActionDraft>(EMPTY);
  const [problems, setProblems] = useState<readonly ActionDraftProblem[]>([]);
  const label = i18n._(ACTION_LABELS[action]);
  const consequence = ACTION_CONSEQUENCES[action];
  const messages: Record<ActionDraftProblem, string> = {
    reason_required: t({ id: 'act.dialog.reasonRequired', message: 'Sababini kiriting.' }),
    remark_required: t({ id: 'act.dialog.remarkRequired', message: 'Kamchiliklarni yozing.' }),
    time_required: t({ id: 'act.dialog.timeRequired', message: 'Sana va vaqtni tanlang.' }),
    time_in_past: t({ id: 'act.dialog.timeInPast', message: 'Vaqt hozirgidan keyin bo‘lishi kerak (Toshkent vaqti).' }),
  };
  const problem = (which: ActionDraftProblem | readonly ActionDraftProblem[]): string | undefined => {
    const list = typeof which === 'string' ? [which] : which;
    const found = problems.find((item) => list.includes(item));
    return found ? messages[found] : undefined;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const built = buildActionRequest(action, ask, draft, now());
    if ('problems' in built) {
      setProblems(built.problems);
      // The first field with a problem gets focus, so a screen reader reads its message.
      requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-form="${formId}"] [aria-invalid="true"]`)?.focus());
      return;
    }
    setProblems([]);
    onSubmit(built.request);
  };

  const set = (key: keyof ActionDraft) => (value: string) => setDraft((current) => ({ ...current, [key]: value }));
  const danger = DANGEROUS_ACTIONS.has(action);
  return (
    <LazyAppDialog
      isOpen
      onClose={() => (pending ? undefined : onClose())}
      title={label}
      role={danger ? 'alertdialog' : 'dialog'}
      actions={
        <>
          <button type="button" className="button button--secondary" disabled={pending} onClick={onClose}>
            {t({ id: 'act.dialog.back', message: 'Ortga' })}
          </button>
          <button type="submit" form={formId} className={danger ? 'button button--danger' : 'button'} disabled={pending} aria-busy={pending || undefined}>
            {label}
          </button>
        </>
      }
    >
      <form id={formId} data-form={formId} className="act-dialog-form" noValidate onSubmit={submit}>
        {consequence ? <p>{i18n._(consequence)}</p> : null}
        {ask.answers && unanswered.length > 0 ? <UnansweredParties parties={unanswered} /> : null}
        {ask.confirmation && !ask.reason ? <p>{t({ id: 'act.dialog.areYouSure', message: 'Davom etishni tasdiqlaysizmi?' })}</p> : null}
        {ask.reason ? (
          <ActionField
            kind="textarea"
            label={t({ id: 'act.dialog.reason', message: 'Sabab' })}
            value={draft.reason}
            onChange={set('reason')}
            error={problem('reason_required')}
            required
          />
        ) : null}
        {ask.remark ? (
          <ActionField
            kind="textarea"
            label={t({ id: 'act.dialog.remark', message: 'Kamchiliklar va izohlar' })}
            value={draft.remark}
            onChange={set('remark')}
            error={problem('remark_required')}
            required
          />
        ) : null}
        {ask.time ? (
          <fieldset className="act-dialog-form__time">
            <legend>{t({ id: 'act.dialog.timeLegend', message: 'Ro‘yxatga olish sanasi va vaqti (Toshkent vaqti)' })}</legend>
            <ActionField
              kind="date"
              label={t({ id: 'act.dialog.date', message: 'Sana' })}
              value={draft.isoDate}
              min={minVisitIsoDate(now())}
              onChange={set('isoDate')}
              error={problem(['time_required', 'time_in_past'])}
              required
            />
            <ActionField
              kind="time"
              label={t({ id: 'act.dialog.time', message: 'Vaqt' })}
              value={draft.time}
              onChange={set('time')}
              error={undefined}
              required
            />
          </fieldset>
        ) : null}
      </form>
    </LazyAppDialog>
  );
}
