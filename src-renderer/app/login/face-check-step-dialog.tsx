import { useEffect, useState } from 'react';
import type { FaceCheckDialog } from '../../features/face-check/face-check-dialog.tsx';
import type { FaceCheckRequest } from './use-face-check-step.ts';

/**
 * Only a login needs the camera, the liveness socket and the overlay: the face-check feature is
 * its own chunk, loaded when the first face check of the page starts.
 */
const loadFaceCheck = () => import('../../features/face-check/face-check-dialog.tsx');

/**
 * Hands a pending face check to the face-check feature's dialog. If its chunk cannot be loaded
 * the check fails at once and the login shows its error dialog (spec §4.4) rather than waiting.
 */
export function FaceCheckStepDialog({ request }: { request: FaceCheckRequest }) {
  const [Dialog, setDialog] = useState<typeof FaceCheckDialog | null>(null);

  useEffect(() => {
    let current = true;
    loadFaceCheck().then(
      (module) => {
        if (current) setDialog(() => module.FaceCheckDialog);
      },
      (error: unknown) => {
        if (current) request.fail(error);
      },
    );
    return () => {
      current = false;
    };
  }, [request]);

  if (!Dialog) return null;
  return <Dialog identity={request.identity} signal={request.signal} onPassed={request.finish} onFailed={request.fail} onCancel={request.cancel} />;
}
