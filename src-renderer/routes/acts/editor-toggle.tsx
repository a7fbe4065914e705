import { useState, type ReactNode } from 'react';

export interface EditorToggleProps {
  /** The button that opens the form. */
  label: string;
  /** The form; `close` hides it again (saved or cancelled). */
  children: (close: () => void) => ReactNode;
  secondary?: boolean;
}

/** A form of the act editor behind its button, so the tab shows the act first and the form on demand. */
export function EditorToggle({ label, children, secondary = false }: EditorToggleProps) {
  const [open, setOpen] = useState(false);
  if (open) return <>{children(() => setOpen(false))}</>;
  return (
    <button type="button" className={secondary ? 'button button--secondary' : 'button'} onClick={() => setOpen(true)}>
      {label}
    </button>
  );
}
