import { useEffect, useState } from 'react';
import { KIOSK_IDLE_COUNTDOWN_S } from '../../../src-domain/constants.ts';
import { IdleWatch } from '../../features/idle-wipe/idle-watch.tsx';
import { kioskWipeSettings } from '../../platform/kiosk-terminal.ts';
import { useCitizenWipe } from './use-citizen-wipe.ts';

/**
 * The idle wipe of a kiosk terminal (docs/architecture.md, Kiosk behaviour): after the terminal
 * config's `idleTimeoutS` without activity, a 20 s countdown, then the wipe. Only inside the
 * kiosk shell: the web portal keeps the server's session rules alone.
 */
export function KioskIdleWipe() {
  const [idleTimeoutS, setIdleTimeoutS] = useState<number | null>(null);
  const wipe = useCitizenWipe();

  useEffect(() => {
    let current = true;
    void kioskWipeSettings().then((settings) => {
      if (current && settings) setIdleTimeoutS(settings.idleTimeoutS);
    });
    return () => {
      current = false;
    };
  }, []);

  if (idleTimeoutS === null) return null;
  return <IdleWatch idleMs={idleTimeoutS * 1000} countdownMs={KIOSK_IDLE_COUNTDOWN_S * 1000} onExpire={wipe} />;
}
