import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useApiErrorHandling } from '../api/use-api-error-handling.ts';
import { isKioskShell } from '../platform/kiosk.ts';
import { modeAtom } from '../state/mode.ts';
import { redirectUrlAtom } from '../state/redirect-url.ts';
import { isAuthenticatedAtom } from '../state/token.ts';
import { PageExpiredNotice } from './layout/page-expired-notice.tsx';
import { guard, modeForPath, shellRedirect } from './routing-rules.ts';
import { useAndroidReopen } from './use-android-reopen.ts';
import { useScrollToTop } from './use-scroll-to-top.ts';

/**
 * Applies the routing rules of spec §2 to every navigation: mode from the path, the guards
 * (decided during render, so a protected page never shows for a frame), the saved redirect
 * target, scroll to top and the Android reopen.
 */
export function RootLayout() {
  const { pathname, search } = useLocation();
  const authenticated = useAtomValue(isAuthenticatedAtom);
  const setMode = useSetAtom(modeAtom);
  const setRedirectUrl = useSetAtom(redirectUrlAtom);

  const mode = modeForPath(pathname);
  const decision = guard({ path: pathname, search, authenticated, mode });
  const target = shellRedirect(pathname, isKioskShell()) ?? decision.redirectTo;

  useEffect(() => {
    setMode(mode);
  }, [mode, setMode]);
  useEffect(() => {
    if (decision.saveRedirect) setRedirectUrl(decision.saveRedirect);
  }, [decision.saveRedirect, setRedirectUrl]);
  useScrollToTop();
  useAndroidReopen(mode);
  // Spec §8: failed API calls toast, end an expired session and navigate, with this router.
  useApiErrorHandling();

  if (target) return <Navigate to={target} replace />;
  return (
    <>
      <PageExpiredNotice />
      <Outlet />
    </>
  );
}
