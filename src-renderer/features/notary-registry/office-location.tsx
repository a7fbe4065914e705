import { useLingui } from '@lingui/react/macro';
import type { GeoPoint } from '../../../src-domain/http/routes/localized-text.ts';

/** A usable point: numbers, in range, and not the 0,0 a missing coordinate often becomes. */
export function hasLocation(point: GeoPoint | null | undefined): point is GeoPoint {
  if (!point || !Number.isFinite(point.lat) || !Number.isFinite(point.lng)) return false;
  if (point.lat === 0 && point.lng === 0) return false;
  return Math.abs(point.lat) <= 90 && Math.abs(point.lng) <= 180;
}

export function openStreetMapUrl({ lat, lng }: GeoPoint): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`;
}

/**
 * The office address with a link to the point on OpenStreetMap, or the spec §8 message "notary
 * has no location". The embedded Leaflet map sits beside it (features/notary-map); this link and
 * the address stay as the text alternative that works without a tile server.
 */
export function OfficeLocation({ address, location }: { address: string; location: GeoPoint | null | undefined }) {
  const { t } = useLingui();
  return (
    <div className="notary-location">
      <p>{address}</p>
      {hasLocation(location) ? (
        <p>
          <a href={openStreetMapUrl(location)} target="_blank" rel="noopener noreferrer">
            {t({ id: 'notary.location.map', message: 'Xaritada ko‘rish (OpenStreetMap, yangi oynada)' })}
          </a>
        </p>
      ) : (
        <p className="notice">{t({ id: 'notary.location.none', message: 'Notariusning joylashuvi ko‘rsatilmagan' })}</p>
      )}
    </div>
  );
}
