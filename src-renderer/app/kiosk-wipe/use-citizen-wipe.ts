import { useSetAtom, useStore } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { DEFAULT_LOCALE } from '../../../src-domain/i18n/locale.ts';
import { logoutOnServer } from '../../features/terms/api/logout.ts';
import { clearShellSession, kioskWipeSettings } from '../../platform/kiosk-terminal.ts';
import { stopAllUserMedia } from '../../platform/user-media.ts';
import { clearWebStorage } from '../../platform/web.ts';
import { clearServerCache } from '../../state/server-cache.ts';
import { paths } from '../../shared/paths.ts';
import { wipeGenerationAtom } from './wipe-generation.ts';
import { wipeCitizen } from './wipe-citizen.ts';

/**
 * The wipe as the running kiosk does it (idle countdown ended, or the citizen logged out): the
 * terminal goes back to its login with a freshly mounted frame, in its default locale.
 */
export function useCitizenWipe(): () => Promise<void> {
  const store = useStore();
  const navigate = useNavigate();
  const setGeneration = useSetAtom(wipeGenerationAtom);
  return useCallback(async () => {
    const settings = await kioskWipeSettings();
    await wipeCitizen({
      store,
      defaultLocale: settings?.defaultLocale ?? DEFAULT_LOCALE,
      endServerSession: logoutOnServer,
      clearShellSession,
      stopUserMedia: stopAllUserMedia,
      clearServerCache,
      clearWebStorage,
      leave: async () => {
        // Applied synchronously: the citizen's page must be gone before the token is, or the
        // guards would see a protected page without a session and save it as the next
        // citizen's redirect target (spec §2).
        await navigate(paths.kiosk.auth.href(), { replace: true, flushSync: true });
        setGeneration((generation) => generation + 1);
      },
    });
  }, [store, navigate, setGeneration]);
}
