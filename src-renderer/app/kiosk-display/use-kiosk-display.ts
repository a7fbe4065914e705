import { useAtomValue } from 'jotai';
import { useLayoutEffect } from 'react';
import { highContrastAtom, largeTextAtom } from '../../state/kiosk-display.ts';

/**
 * The display aids as attributes of `<html>` (`kiosk-display.css`), so dialogs, which render
 * outside the kiosk frame, are enlarged and contrasted too. Set before paint; gone when the
 * kiosk frame goes.
 */
export function useKioskDisplay(): void {
  const largeText = useAtomValue(largeTextAtom);
  const highContrast = useAtomValue(highContrastAtom);
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.toggleAttribute('data-large-text', largeText);
    root.toggleAttribute('data-high-contrast', highContrast);
    return () => {
      root.removeAttribute('data-large-text');
      root.removeAttribute('data-high-contrast');
    };
  }, [largeText, highContrast]);
}
