import { useLingui } from '@lingui/react/macro';
import { ROUTE_TITLES } from '../../app/route-titles.ts';
import { RoomTestView } from '../../features/video-call/room-test-view.tsx';
import { useBreadcrumb } from '../../state/breadcrumb.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';

/** `/room_video_testing` (spec §2): the room test, open to everyone (docs/decisions/0030-room-test-peer.md). */
export function RoomVideoTestingPage() {
  const { i18n } = useLingui();
  const heading = i18n._(ROUTE_TITLES['route.roomVideoTesting']);
  useBreadcrumb([{ label: heading }]);
  useDocumentTitle(heading);
  return (
    <article className="page">
      <h1>{heading}</h1>
      <RoomTestView />
    </article>
  );
}
