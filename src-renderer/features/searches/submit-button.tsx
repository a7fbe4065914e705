import { useLingui } from '@lingui/react/macro';
import { Spinner } from '../../ui/spinner.tsx';

/** The search button: while a search runs it says so and does not start another. */
export function SubmitButton({ label, busy }: { label: string; busy: boolean }) {
  const { t } = useLingui();
  return (
    <button type="submit" className="button search-form__submit" disabled={busy} aria-busy={busy}>
      {busy && <Spinner />}
      {busy ? t({ id: 'search.submit.busy', message: 'Qidirilmoqda…' }) : label}
    </button>
  );
}
