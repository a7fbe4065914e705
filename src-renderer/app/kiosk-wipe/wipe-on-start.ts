import { DEFAULT_LOCALE } from '../../../src-domain/i18n/locale.ts';
import { logoutOnServer } from '../../features/terms/api/logout.ts';
import { clearShellSession, kioskWipeSettings } from '../../platform/kiosk-terminal.ts';
import { stopAllUserMedia } from '../../platform/user-media.ts';
import { clearWebStorage, replaceAddress } from '../../platform/web.ts';
import { clearServerCache } from '../../state/server-cache.ts';
import { appStore } from '../../state/store.ts';
import { paths } from '../../shared/paths.ts';
import { wipeCitizen } from './wipe-citizen.ts';

/**
 * A terminal that starts — switched on, or its renderer reloaded after a crash or a hang
 * (src-main/window/crash-recovery.ts) — first wipes whatever a previous citizen left: their
 * session on the server, storage, the shell's session; then it opens at its login in its
 * default locale. Runs before the router and the first render (`main.tsx`).
 */
export async function wipeOnStart(): Promise<void> {
  const settings = await kioskWipeSettings();
  await wipeCitizen({
    store: appStore,
    defaultLocale: settings?.defaultLocale ?? DEFAULT_LOCALE,
    endServerSession: logoutOnServer,
    clearShellSession,
    stopUserMedia: stopAllUserMedia,
    clearServerCache,
    clearWebStorage,
    leave: () => replaceAddress(paths.kiosk.auth.href()),
  });
}
