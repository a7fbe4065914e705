import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type FormEvent } from 'react';
import { FieldError, FieldHead } from '../../ui/form-field.tsx';
import { LazyAppDialog } from '../../ui/dialogs/lazy-app-dialog.tsx';
import { MutationProblem } from '../../ui/mutation-problem.tsx';

export interface ReasonDialogProps {
  title: string;
  /** What will happen, said before anyone confirms. */
  consequence: string;
  confirmLabel: string;
  danger: boolean;
  pending: boolean;
  error: unknown;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}

/**
 * Every administrator's change asks for its reason first (spec §6; the audit trail keeps it). The
 * reason is required: an empty one is named beside the field, which then gets focus.
 */
export function ReasonDialog({ title, consequence, confirmLabel, danger, pending, error, onSubmit, onClose }: ReasonDialogProps) {
  const { t } = useLingui();
  const formId = useId();
  const inputId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setMissing(true);
      field.current?.focus();
      return;
    }
    setMissing(false);
    onSubmit(reason.trim());
  };
  const problem = missing ? t({ id: 'admin.reason.required', message: 'Sababini kiriting.' }) : undefined;
  return (
    <LazyAppDialog
      isOpen
      title={title}
      role={danger ? 'alertdialog' : 'dialog'}
      onClose={() => (pending ? undefined : onClose())}
      actions={
        <>
          <button type="button" className="button button--secondary" disabled={pending} onClick={onClose}>
            {t({ id: 'admin.dialog.back', message: 'Ortga' })}
          </button>
          <button type="submit" form={formId} className={danger ? 'button button--danger' : 'button'} disabled={pending} aria-busy={pending || undefined}>
            {confirmLabel}
          </button>
        </>
      }
    >
      <form id={formId} className="admin-dialog-form" noValidate onSubmit={submit}>
        <p>{consequence}</p>
        <div className="form-field">
          <FieldHead
            inputId={inputId}
            label={t({ id: 'admin.reason.label', message: 'O‘zgartirish sababi' })}
            required
            hint={t({ id: 'admin.reason.hint', message: 'Sabab o‘zgarishlar tarixida saqlanadi.' })}
          />
          <textarea
            ref={field}
            id={inputId}
            className="form-field__input"
            rows={3}
            maxLength={500}
            required
            value={reason}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${inputId}-hint${problem ? ` ${inputId}-error` : ''}`}
            onChange={(event) => setReason(event.target.value)}
          />
          <FieldError inputId={inputId} error={problem} />
        </div>
        <MutationProblem error={error} />
      </form>
    </LazyAppDialog>
  );
}
