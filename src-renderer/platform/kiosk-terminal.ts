import { KIOSK_IDLE_TIMEOUT_DEFAULT_S } from '../../src-domain/constants.ts';
import { DEFAULT_LOCALE, type Locale } from '../../src-domain/i18n/locale.ts';
import { kioskBridge } from './kiosk.ts';

/** What the idle wipe needs of the terminal config (src-domain/bridge/contract.ts). */
export interface KioskWipeSettings {
  idleTimeoutS: number;
  /** The locale a terminal returns to for the next citizen. */
  defaultLocale: Locale;
}

/**
 * The terminal's idle time and default locale; null outside the kiosk shell (the web portal has
 * no idle wipe). An unreadable config falls back to the schema's defaults: the wipe must run on
 * a terminal whatever else fails.
 */
export function kioskWipeSettings(): Promise<KioskWipeSettings | null> {
  // The config does not change while the shell runs: asked once.
  settings ??= readSettings();
  return settings;
}

let settings: Promise<KioskWipeSettings | null> | undefined;

async function readSettings(): Promise<KioskWipeSettings | null> {
  const bridge = kioskBridge();
  if (!bridge) return null;
  try {
    const { idleTimeoutS, defaultLocale } = await bridge.terminalConfig();
    return { idleTimeoutS, defaultLocale };
  } catch (error) {
    console.error('terminal config unreadable, idle wipe uses the defaults', error);
    return { idleTimeoutS: KIOSK_IDLE_TIMEOUT_DEFAULT_S, defaultLocale: DEFAULT_LOCALE };
  }
}

/** Asks the shell's main process to clear the window session's storage, cookies and cache. */
export async function clearShellSession(): Promise<void> {
  await kioskBridge()?.clearSession();
}
