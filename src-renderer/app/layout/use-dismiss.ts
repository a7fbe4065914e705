import { useEffect, type RefObject } from 'react';

/**
 * While a disclosure is open, Escape or a click outside `root` closes it (WAI-ARIA disclosure
 * pattern: the header's menu, the profile menu). `onEscape` runs after an Escape, for the
 * caller to give focus back to its button.
 */
export function useDismiss(open: boolean, close: () => void, root: RefObject<HTMLElement | null>, onEscape?: () => void): void {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      onEscape?.();
    };
    const onClick = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open, close, root, onEscape]);
}
