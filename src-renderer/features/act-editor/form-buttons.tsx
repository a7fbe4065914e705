import { useLingui } from '@lingui/react/macro';
import { Spinner } from '../../ui/spinner.tsx';

export interface FormButtonsProps {
  busy: boolean;
  onCancel: () => void;
  /** Defaults to "Save". */
  submitLabel?: string | undefined;
}

/** Save (with its loading state, spec: "every wait has a loading state") and cancel. */
export function FormButtons({ busy, onCancel, submitLabel }: FormButtonsProps) {
  const { t } = useLingui();
  return (
    <div className="editor-form__actions">
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        {busy && <Spinner />}
        {busy ? t({ id: 'act.editor.saving', message: 'Saqlanmoqda…' }) : (submitLabel ?? t({ id: 'act.editor.save', message: 'Saqlash' }))}
      </button>
      <button type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
        {t({ id: 'act.editor.cancel', message: 'Bekor qilish' })}
      </button>
    </div>
  );
}
