import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { NotarySummary } from '../../../src-domain/http/routes/notaries.ts';
import type { Locale } from '../../../src-domain/i18n/locale.ts';
import { paths } from '../../shared/paths.ts';
import type { MapMarker } from '../../features/notary-map/map-marker.ts';
import { NotaryMap } from '../../features/notary-map/notary-map.tsx';
import { hasLocation } from '../../features/notary-registry/office-location.tsx';
import './notary-queue.css';

/**
 * The notaries of the shown page on a map, on request. The list below stays the page's main,
 * accessible view: the map only adds where the offices are. A marker opens the notary.
 */
export function NotaryListMap({ notaries, locale }: { notaries: readonly NotarySummary[]; locale: Locale }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [shown, setShown] = useState(false);
  const markers: MapMarker[] = notaries.flatMap((notary) =>
    hasLocation(notary.location) ? [{ id: notary.id, position: notary.location, label: `${notary.name[locale]}, ${notary.office.address[locale]}` }] : [],
  );
  if (markers.length === 0) return null;
  const count = markers.length;
  return (
    <div className="notary-list-map">
      <button type="button" className="button button--secondary" aria-pressed={shown} onClick={() => setShown((now) => !now)}>
        {t({ id: 'notaryMap.list.toggle', message: 'Xaritada ko‘rsatish' })}
      </button>
      {shown ? (
        <NotaryMap
          markers={markers}
          label={t({ id: 'notaryMap.list.label', message: `Xarita: sahifadagi ${count} ta notarius idorasi` })}
          onActivate={(marker) => void navigate(paths.notaryDetails.href(marker.id))}
        />
      ) : null}
    </div>
  );
}
