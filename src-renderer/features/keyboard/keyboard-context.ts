import { createContext, useContext } from 'react';

export interface KioskKeyboard {
  /** True inside the kiosk layout, where the on-screen keyboard serves text fields. */
  enabled: boolean;
  isOpen: boolean;
  /** Hides the keyboard; it comes back when a field is focused or tapped again. */
  close: () => void;
}

const OUTSIDE: KioskKeyboard = { enabled: false, isOpen: false, close: () => undefined };

export const KioskKeyboardContext = createContext<KioskKeyboard>(OUTSIDE);

/** The on-screen keyboard's state; outside `KeyboardProvider` (the web) it is disabled. */
export function useKioskKeyboard(): KioskKeyboard {
  return useContext(KioskKeyboardContext);
}
