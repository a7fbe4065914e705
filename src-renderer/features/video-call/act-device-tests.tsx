import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { actDeviceTestsPath, ActDeviceTestsResponseSchema, type ActDeviceTest } from '../../../src-domain/http/routes/device-tests.ts';
import { formatDateTime } from '../../../src-domain/time/format-date.ts';
import { getJson } from '../../api/client.ts';

const DEVICE_TESTS_KEY = (uuid: string) => ['act', uuid, 'device-tests'] as const;

function ResultLine({ item }: { item: ActDeviceTest }) {
  const { t, i18n } = useLingui();
  const name = item.name[i18n.locale === 'ru' ? 'ru' : i18n.locale === 'uz' ? 'uz' : 'oz'];
  const at = formatDateTime(new Date(item.result.testedAt));
  const { camera, connection } = item.result;
  const size = camera.width && camera.height ? `${camera.width}×${camera.height}` : '—';
  const down = connection.downloadMbps === null ? '—' : connection.downloadMbps.toFixed(1);
  const up = connection.uploadMbps === null ? '—' : connection.uploadMbps.toFixed(1);
  return (
    <li>
      {item.result.passed
        ? t({ id: 'video.deviceTests.passed', message: `${name}: o‘tdi (${at}; kamera ${size}; ${down}/${up} Mbit/s)` })
        : t({ id: 'video.deviceTests.failed', message: `${name}: o‘tmadi (${at}; kamera ${size}; ${down}/${up} Mbit/s)` })}
    </li>
  );
}

/**
 * The participants' device test results attached to this act (spec §2 screen 13 "video
 * conference tab"; docs/decisions/0027-video-device-test.md: `GET /api/acts/:uuid/device-tests`),
 * with the way to run one's own test for this act.
 */
export function ActDeviceTests({ uuid, runTest }: { uuid: string; runTest: ReactNode }) {
  const { t } = useLingui();
  const query = useQuery({
    queryKey: DEVICE_TESTS_KEY(uuid),
    queryFn: ({ signal }) => getJson(actDeviceTestsPath(uuid), ActDeviceTestsResponseSchema, { signal, uuid, silent: true }),
  });
  return (
    <section className="video-device-tests" aria-label={t({ id: 'video.deviceTests.label', message: 'Qurilmalar sinovi natijalari' })}>
      <h3>{t({ id: 'video.deviceTests.heading', message: 'Qurilmalar sinovi' })}</h3>
      {query.isPending ? <p role="status">{t({ id: 'video.deviceTests.loading', message: 'Natijalar yuklanmoqda…' })}</p> : null}
      {query.isError ? <p>{t({ id: 'video.deviceTests.unavailable', message: 'Natijalarni ko‘rsatib bo‘lmadi.' })}</p> : null}
      {query.data && query.data.items.length === 0 ? (
        <p>{t({ id: 'video.deviceTests.none', message: 'Ishtirokchilar hali bu harakatga sinov natijasini biriktirmagan.' })}</p>
      ) : null}
      {query.data && query.data.items.length > 0 ? (
        <ul>
          {query.data.items.map((item) => (
            <ResultLine key={`${item.role}-${item.partyId ?? 'notary'}`} item={item} />
          ))}
        </ul>
      ) : null}
      {runTest}
    </section>
  );
}
