import { useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { dismissToastAtom, showToastAtom, type ShowToast } from './toast-store.ts';

export interface ToastApi {
  show: ShowToast;
  dismiss: (id: number) => void;
}

/**
 * Shows toasts from a component. Code outside React (the API error handling) is handed `show`
 * from here, or sets `showToastAtom` on the store it was given.
 */
export function useToast(): ToastApi {
  const show = useSetAtom(showToastAtom);
  const dismiss = useSetAtom(dismissToastAtom);
  return useMemo(() => ({ show, dismiss }), [show, dismiss]);
}
