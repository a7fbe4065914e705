import { useEffect } from 'react';
import { leaveTo, sessionFlag, setSessionFlag } from '../platform/web.ts';
import type { Mode } from '../state/mode.ts';
import { ANDROID_REOPEN_FLAG, androidIntentUrl } from './android-intent.ts';

/** Spec §2: on Android, once per session, reopen the page in Chrome (see `android-intent.ts`). */
export function useAndroidReopen(mode: Mode): void {
  useEffect(() => {
    // A kiosk terminal is never an Android phone in a messenger; leave it alone.
    if (mode === 'kiosk') return;
    // Unreadable session storage counts as "already reopened": better no reopen than a loop.
    const url = androidIntentUrl(window.location, navigator.userAgent, sessionFlag(ANDROID_REOPEN_FLAG, true));
    if (!url) return;
    setSessionFlag(ANDROID_REOPEN_FLAG);
    leaveTo(url);
  }, [mode]);
}
