import { isKioskShell } from '../../platform/kiosk.ts';
import { clearWebStorage, replaceAddress } from '../../platform/web.ts';
import { appStore } from '../../state/store.ts';
import { paths } from '../../shared/paths.ts';

/**
 * A terminal that starts — switched on, or its renderer back after a crash or a hang
 * (src-main/window/crash-recovery.ts) — first wipes whatever a previous citizen left
 * (docs/decisions/0022-kiosk-idle-wipe.md): their session on the server, storage, the shell's session;
 * then it opens at its login in its default locale. `main.tsx` awaits this before the router and
 * the first render. The wipe is a chunk of its own, so the web portal never downloads it; should
 * even that fail, local storage (token, user) is still emptied before anything renders.
 */
export async function startKioskClean(): Promise<void> {
  if (!isKioskShell()) return;
  try {
    const { wipeTerminal } = await import('./wipe-terminal.ts');
    await wipeTerminal(appStore, () => replaceAddress(paths.kiosk.auth.href()));
  } catch (error) {
    console.error('kiosk start wipe failed', error);
    clearWebStorage();
  }
}
