import { useLingui } from '@lingui/react/macro';

/** The search button: while a search runs it says so and does not start another. */
export function SubmitButton({ label, busy }: { label: string; busy: boolean }) {
  const { t } = useLingui();
  return (
    <button type="submit" className="button search-form__submit" disabled={busy} aria-busy={busy}>
      {busy && <span className="search-spinner" aria-hidden="true" />}
      {busy ? t({ id: 'search.submit.busy', message: 'Qidirilmoqda…' }) : label}
    </button>
  );
}
