import { useSetAtom, useStore } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../shared/paths.ts';
import { wipeGenerationAtom } from './wipe-generation.ts';
import { wipeTerminal } from './wipe-terminal.ts';

/**
 * The wipe as the running kiosk does it (idle countdown ended, or the citizen logged out): the
 * terminal goes back to its login with a freshly mounted frame, in its default locale.
 */
export function useCitizenWipe(): () => Promise<void> {
  const store = useStore();
  const navigate = useNavigate();
  const setGeneration = useSetAtom(wipeGenerationAtom);
  return useCallback(
    () =>
      wipeTerminal(store, async () => {
        // Applied synchronously: the citizen's page must be gone before the token is, or the
        // guards would see a protected page without a session and save it as the next
        // citizen's redirect target (spec §2).
        await navigate(paths.kiosk.auth.href(), { replace: true, flushSync: true });
        setGeneration((generation) => generation + 1);
      }),
    [store, navigate, setGeneration],
  );
}
