import { useEffect, useRef, useState, type ReactNode } from 'react';
import { EditorFrame } from './editor-frame.tsx';

export interface EditorToggleProps {
  /** The button that opens the form. */
  label: string;
  /** The form; `close` hides it again (saved or cancelled). */
  children: (close: () => void) => ReactNode;
  secondary?: boolean;
}

/**
 * A form of the act editor behind its button, so the tab shows the act first and the form on
 * demand. Focus follows: into the form's first field when it opens, back to the button when it
 * closes, so keyboard and screen-reader users stay where the change happened.
 */
export function EditorToggle({ label, children, secondary = false }: EditorToggleProps) {
  const [open, setOpen] = useState(false);
  const [returning, setReturning] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open && returning) button.current?.focus();
  }, [open, returning]);
  if (open) {
    const close = () => {
      setReturning(true);
      setOpen(false);
    };
    return <EditorFrame>{children(close)}</EditorFrame>;
  }
  return (
    <button ref={button} type="button" className={secondary ? 'button button--secondary' : 'button'} onClick={() => setOpen(true)}>
      {label}
    </button>
  );
}
