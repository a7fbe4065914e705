import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { ActDetailsRoute } from './act-details-route.tsx';
import { loadChunk } from '../../ui/chunk-load.ts';

/** The editor's new-act page loads only when a new act is opened: most visits show an existing act. */
const NewActPage = lazy(() => loadChunk(() => import('./new-act-page.tsx')).then((module) => ({ default: module.NewActPage })));

/** Spec §4.5: `-1` stands for a new act. */
const NEW_ACT = '-1';

function ActPage({ kiosk }: { kiosk: boolean }) {
  const uuid = useParams().uuid ?? '';
  if (uuid === NEW_ACT) {
    return (
      <Suspense fallback={null}>
        <NewActPage />
      </Suspense>
    );
  }
  return <ActDetailsRoute actKey={uuid ? { uuid } : null} kiosk={kiosk} titleId="route.actDetails" />;
}

/** Notarial act details (spec §2 `enotarial_act/{uuid}`, screen 13); `-1` is a new act. */
export function ActDetailsPage() {
  return <ActPage kiosk={false} />;
}

/** The kiosk twin (`/kiosk/enotarial_act/{uuid}`): the citizen's part of the same page. */
export function KioskActDetailsPage() {
  return <ActPage kiosk />;
}
