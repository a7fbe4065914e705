import { useLingui } from '@lingui/react/macro';

/** A dictionary row's "show its items" button: pressed while that dictionary's items are shown below. */
export function ViewItemsButton({ title, pressed, onView }: { title: string; pressed: boolean; onView: () => void }) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      className="button button--secondary"
      aria-label={t({ id: 'dict.view.named', message: `Tarkibini ko‘rish: ${title}` })}
      aria-pressed={pressed}
      onClick={onView}
    >
      {t({ id: 'dict.view', message: 'Tarkibini ko‘rish' })}
    </button>
  );
}
