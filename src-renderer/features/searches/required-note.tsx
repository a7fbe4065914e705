import { useLingui } from '@lingui/react/macro';

/** Explains the asterisk once per form (spec §5). */
export function RequiredNote() {
  const { t } = useLingui();
  return (
    <p className="form-note">
      <span aria-hidden="true">* </span>
      {t({ id: 'search.requiredNote', message: 'Yulduzcha bilan belgilangan maydonlarni to‘ldirish majburiy.' })}
    </p>
  );
}
