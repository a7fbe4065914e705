import { useLingui } from '@lingui/react/macro';
import { Spinner } from '../../../ui/spinner.tsx';

export interface WizardButtonsProps {
  busy: boolean;
  /** Absent on the first step. */
  onBack?: (() => void) | undefined;
  /** The last step finishes the wizard instead of going on. */
  last?: boolean;
}

/** Previous and next (the next is the form's submit, so Enter moves on), with the wait shown while the server saves. */
export function WizardButtons({ busy, onBack, last = false }: WizardButtonsProps) {
  const { t } = useLingui();
  const next = last ? t({ id: 'act.wizard.finish', message: 'Yakunlash' }) : t({ id: 'act.wizard.next', message: 'Keyingi' });
  return (
    <div className="editor-form__actions">
      {onBack && (
        <button type="button" className="button button--secondary" onClick={onBack} disabled={busy}>
          {t({ id: 'act.wizard.back', message: 'Oldingi' })}
        </button>
      )}
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        {busy && <Spinner />}
        {busy ? t({ id: 'act.editor.saving', message: 'Saqlanmoqda…' }) : next}
      </button>
    </div>
  );
}
