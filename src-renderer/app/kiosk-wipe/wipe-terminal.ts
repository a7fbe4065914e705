import { DEFAULT_LOCALE } from '../../../src-domain/i18n/locale.ts';
import { logoutOnServer } from '../../features/terms/api/logout.ts';
import { clearShellSession, kioskWipeSettings } from '../../platform/kiosk-terminal.ts';
import { stopAllUserMedia } from '../../platform/user-media.ts';
import { clearWebStorage } from '../../platform/web.ts';
import { clearServerCache } from '../../state/server-cache.ts';
import type { appStore } from '../../state/store.ts';
import { wipeCitizen, type CitizenWipeDeps } from './wipe-citizen.ts';

/**
 * `wipeCitizen` with the terminal's real parts: its config's default locale, the API's logout,
 * the shell's session, the browser's media, cache and storage. The caller says how the citizen's
 * page is left (`use-citizen-wipe.ts` in the running app, `start-clean.ts` before it starts).
 */
export async function wipeTerminal(store: typeof appStore, leave: CitizenWipeDeps['leave']): Promise<void> {
  const settings = await kioskWipeSettings();
  await wipeCitizen({
    store,
    defaultLocale: settings?.defaultLocale ?? DEFAULT_LOCALE,
    endServerSession: logoutOnServer,
    clearShellSession,
    stopUserMedia: stopAllUserMedia,
    clearServerCache,
    clearWebStorage,
    leave,
  });
}
