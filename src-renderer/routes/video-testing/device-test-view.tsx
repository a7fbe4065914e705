import { useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../shared/paths.ts';
import { ROUTE_TITLES } from '../../app/route-titles.ts';
import { DeviceTestFlow } from '../../features/device-test/device-test-flow.tsx';
import { useBreadcrumb } from '../../state/breadcrumb.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';

/** `?act=` as an act's public id may look: anything else is ignored rather than sent. */
const ACT_UUID = /^[0-9a-f-]{8,64}$/i;

/**
 * The video-conference device test page (spec §2 `video_testing`, public; saving needs a
 * signed-in user) and its kiosk twin. Opened from an act (`?act={uuid}`), the kept result is
 * attached to that act and a link leads back to its video conference tab.
 */
export function DeviceTestView({ mode }: { mode: 'browser' | 'kiosk' }) {
  const { t, i18n } = useLingui();
  const heading = i18n._(ROUTE_TITLES['route.videoTesting']);
  useBreadcrumb([{ label: heading }]);
  useDocumentTitle(heading);
  const [params] = useSearchParams();
  const given = params.get('act');
  const act = given && ACT_UUID.test(given) ? given : null;
  // Back to the act's video conference tab, where the test was opened and its result now shows.
  const actHref = act ? `${mode === 'kiosk' ? paths.kiosk.actDetails.href(act) : paths.actDetails.href(act)}?tab=video` : null;

  return (
    <article className="page">
      <h1>{heading}</h1>
      <DeviceTestFlow act={act} loginHref={mode === 'kiosk' ? paths.kiosk.auth.href() : paths.login.href()} />
      {actHref ? (
        <p>
          <Link to={actHref}>{t({ id: 'deviceTest.backToAct', message: 'Notarial harakatga qaytish' })}</Link>
        </p>
      ) : null}
    </article>
  );
}
