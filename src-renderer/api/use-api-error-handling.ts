import { useStore } from 'jotai';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { modeAtom } from '../state/mode.ts';
import { redirectUrlAtom } from '../state/redirect-url.ts';
import { clearServerCache } from '../state/server-cache.ts';
import { clearSessionAtom } from '../state/session.ts';
import { userAtom } from '../state/user.ts';
import { useToast } from '../ui/toast/use-toast.ts';
import { createApiErrorHandler } from './error-effects.ts';
import { setApiErrorHandler } from './error-handler-registry.ts';

/**
 * Connects the error handling of spec §8 to the mounted app: its store, its router, its toaster.
 * Called once, by the root layout (the one component inside the router that lives as long as
 * the app); every failed call of `client.ts` goes through the handler it registers.
 */
export function useApiErrorHandling(): void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const store = useStore();
  const { show } = useToast();
  // Read when an error arrives, not when the handler was made: the page may have changed since.
  const here = useRef(`${pathname}${search}`);
  useEffect(() => {
    here.current = `${pathname}${search}`;
  }, [pathname, search]);

  useEffect(
    () =>
      setApiErrorHandler(
        createApiErrorHandler({
          showToast: show,
          clearSession: () => {
            store.set(clearSessionAtom);
            // The user's server data goes with the session: on a shared kiosk the next citizen must not see it.
            clearServerCache();
          },
          saveRedirect: (path) => store.set(redirectUrlAtom, path),
          navigate: (to) => void navigate(to),
          currentPath: () => here.current,
          mode: () => store.get(modeAtom),
          userLabel: () => {
            const user = store.get(userAtom);
            return user?.fullname || user?.pin || undefined;
          },
        }),
      ),
    [navigate, store, show],
  );
}
