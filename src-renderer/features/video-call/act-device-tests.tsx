import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ActParty } from '../../../src-domain/http/routes/acts.ts';
import { actDeviceTestsPath, ActDeviceTestsResponseSchema, type ActDeviceTest } from '../../../src-domain/http/routes/device-tests.ts';
import { formatDecimal } from '../../../src-domain/i18n/format-number.ts';
import { formatDateTime } from '../../../src-domain/time/format-date.ts';
import { getJson } from '../../api/client.ts';
import { deviceTestLines } from './device-test-lines.ts';

const DEVICE_TESTS_KEY = (uuid: string) => ['act', uuid, 'device-tests'] as const;

function ResultLine({ item }: { item: ActDeviceTest }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale === 'ru' ? 'ru' : i18n.locale === 'uz' ? 'uz' : 'oz';
  const name = item.name[locale];
  const at = formatDateTime(new Date(item.result.testedAt));
  const { camera, connection } = item.result;
  const size = camera.width && camera.height ? `${camera.width}×${camera.height}` : '—';
  const down = connection.downloadMbps === null ? '—' : formatDecimal(connection.downloadMbps, locale, 1);
  const up = connection.uploadMbps === null ? '—' : formatDecimal(connection.uploadMbps, locale, 1);
  return (
    <li>
      {item.result.passed
        ? t({ id: 'video.deviceTests.passed', message: `${name}: o‘tdi (${at}; kamera ${size}; ${down}/${up} Mbit/s)` })
        : t({ id: 'video.deviceTests.failed', message: `${name}: o‘tmadi (${at}; kamera ${size}; ${down}/${up} Mbit/s)` })}
    </li>
  );
}

function MissingLine({ party }: { party: ActParty }) {
  const { t } = useLingui();
  const name = party.fullName;
  return <li>{t({ id: 'video.deviceTests.missing', message: `${name}: sinov natijasi hali yo‘q` })}</li>;
}

/**
 * The participants' device test results attached to this act (spec §2 screen 13 "video
 * conference tab"; docs/decisions/0027-video-device-test.md: `GET /api/acts/:uuid/device-tests`),
 * each party by video without one named. The way to run one's own test is not here but at the top
 * of the tab (video-tab.tsx): these lines arrive after the tab opens, and a control below them
 * would move under a finger on its way.
 */
export function ActDeviceTests({ uuid, parties }: { uuid: string; parties: readonly ActParty[] }) {
  const { t } = useLingui();
  const query = useQuery({
    queryKey: DEVICE_TESTS_KEY(uuid),
    queryFn: ({ signal }) => getJson(actDeviceTestsPath(uuid), ActDeviceTestsResponseSchema, { signal, uuid, silent: true }),
    // Read afresh each time the tab opens: the person may come straight back from the device test
    // that attached a new result, within the minute the app otherwise keeps answers fresh.
    refetchOnMount: 'always',
  });
  const lines = query.data ? deviceTestLines(query.data.items, parties) : [];
  return (
    <section className="video-device-tests" aria-label={t({ id: 'video.deviceTests.label', message: 'Qurilmalar sinovi natijalari' })}>
      <h3>{t({ id: 'video.deviceTests.heading', message: 'Qurilmalar sinovi' })}</h3>
      {query.isPending ? <p role="status">{t({ id: 'video.deviceTests.loading', message: 'Natijalar yuklanmoqda…' })}</p> : null}
      {query.isError ? <p>{t({ id: 'video.deviceTests.unavailable', message: 'Natijalarni ko‘rsatib bo‘lmadi.' })}</p> : null}
      {query.data && lines.length === 0 ? (
        <p>{t({ id: 'video.deviceTests.none', message: 'Ishtirokchilar hali bu harakatga sinov natijasini biriktirmagan.' })}</p>
      ) : null}
      {lines.length > 0 ? (
        <ul>
          {lines.map((line) =>
            line.kind === 'result' ? (
              <ResultLine key={`${line.item.role}-${line.item.partyId ?? 'notary'}`} item={line.item} />
            ) : (
              <MissingLine key={`missing-${line.party.id}`} party={line.party} />
            ),
          )}
        </ul>
      ) : null}
    </section>
  );
}
