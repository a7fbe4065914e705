import { isKioskShell } from '../../platform/kiosk.ts';
import { clearWebStorage } from '../../platform/web.ts';

/**
 * Inside the kiosk shell nothing a previous citizen left survives a start (docs/decisions/
 * 0022-kiosk-idle-wipe.md); `main.tsx` awaits this before the router and the first render. The
 * wipe is a chunk of its own, so the web portal never downloads it. Should even that fail, local
 * storage (token, user) is still emptied before anything renders.
 */
export async function startKioskClean(): Promise<void> {
  if (!isKioskShell()) return;
  try {
    const { wipeOnStart } = await import('./wipe-on-start.ts');
    await wipeOnStart();
  } catch (error) {
    console.error('kiosk start wipe failed', error);
    clearWebStorage();
  }
}
