import { lazy, Suspense } from 'react';
import type { ActDetails } from '../../../src-domain/http/routes/acts.ts';

/** The signing panel loads only for an act by video at step 8 or after (features/e-signature). */
const SigningPanel = lazy(() => import('../../features/e-signature/signing-panel.tsx').then((module) => ({ default: module.SigningPanel })));

/** Signing by video in the act details (features do not import each other: the route composes). */
export function signingSlot(act: ActDetails) {
  return (
    <Suspense fallback={null}>
      <SigningPanel key={act.uuid} uuid={act.uuid} />
    </Suspense>
  );
}
