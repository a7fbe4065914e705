import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { KIOSK_IDLE_COUNTDOWN_S } from '../../../src-domain/constants.ts';
import { IdleWatch } from '../../features/idle-wipe/idle-watch.tsx';
import { kioskWipeSettings } from '../../platform/kiosk-terminal.ts';
import { useReportPresence } from '../kiosk-presence/use-report-presence.ts';
import { useCitizenWipe } from './use-citizen-wipe.ts';
import { wipeGenerationAtom } from './wipe-generation.ts';

/**
 * The idle wipe of a kiosk terminal (docs/architecture.md, Kiosk behaviour): after the terminal
 * config's `idleTimeoutS` without activity, a 20 s countdown, then the wipe. Only inside the
 * kiosk shell: the web portal keeps the server's session rules alone. It also tells the shell
 * who is at the terminal, so an update never restarts it under someone (`kiosk-presence/`).
 */
export function KioskIdleWipe() {
  const [idleTimeoutS, setIdleTimeoutS] = useState<number | null>(null);
  const [visit, setVisit] = useState(false);
  const wipe = useCitizenWipe();
  const wipeGeneration = useAtomValue(wipeGenerationAtom);
  useReportPresence(visit);

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
  return (
    <IdleWatch
      idleMs={idleTimeoutS * 1000}
      countdownMs={KIOSK_IDLE_COUNTDOWN_S * 1000}
      onExpire={wipe}
      onVisitChange={setVisit}
      wipeGeneration={wipeGeneration}
    />
  );
}
