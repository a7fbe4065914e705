import { useEffect } from 'react';
import type { FaceCheckRequest } from './use-face-check-step.ts';

/**
 * Hands a pending face check to the face-check feature's dialog. Until that feature is part of
 * this build the check cannot pass, so the request fails at once and the login shows its error
 * dialog (spec §4.4) rather than waiting forever.
 */
export function FaceCheckStepDialog({ request }: { request: FaceCheckRequest }) {
  useEffect(() => {
    request.fail(new Error('The face check is not available in this build'));
  }, [request]);
  return null;
}
