import { useAtomValue } from 'jotai';
import { Suspense, lazy } from 'react';
import { isAuthenticatedAtom } from '../../state/token.ts';
import { userAtom } from '../../state/user.ts';
import { termsDeferredAtom } from './terms-deferred.ts';
import { loadChunk } from '../../ui/chunk-load.ts';

// The offer text and the dialog library load only when someone has to answer it.
const TermsOffer = lazy(() => loadChunk(() => import('./terms-offer.tsx')));

/**
 * Mounted in both layouts. Spec §4.6: "On start, an authenticated user with termsofuse not 1 is
 * asked to accept"; after a login the same rule opens the offer once the success dialog closes
 * (`termsDeferredAtom`). The offer goes away when it is accepted or the session ends.
 */
export function TermsGate() {
  const authenticated = useAtomValue(isAuthenticatedAtom);
  const user = useAtomValue(userAtom);
  const deferred = useAtomValue(termsDeferredAtom);
  if (!authenticated || !user || user.termsofuse === 1 || deferred) return null;
  return (
    <Suspense fallback={null}>
      <TermsOffer termsofuse={user.termsofuse} />
    </Suspense>
  );
}
