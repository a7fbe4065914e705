import { useLingui } from '@lingui/react/macro';
import type { NotaryDetailsResponse } from '../../../src-domain/http/routes/notary-details.ts';
import { hasLocation, OfficeLocation } from '../../features/notary-registry/office-location.tsx';
import { coordinatesText } from '../../features/notary-map/map-marker.ts';
import { NotaryMap } from '../../features/notary-map/notary-map.tsx';

/**
 * The office: its address and OpenStreetMap link (or spec §8 "notary has no location"), the
 * coordinates in words, and the Leaflet map with the office marker. The text comes first and
 * stands alone: a map whose tiles never load still leaves the address and the coordinates.
 */
export function NotaryOfficeSection({ notary, name, address }: { notary: NotaryDetailsResponse; name: string; address: string }) {
  const { t } = useLingui();
  const located = hasLocation(notary.location) ? notary.location : null;
  const coordinates = located ? coordinatesText(located) : null;
  return (
    <section aria-labelledby="notary-office-title">
      <h2 id="notary-office-title">{t({ id: 'notary.details.address', message: 'Manzil' })}</h2>
      <OfficeLocation address={address} location={notary.location} />
      {coordinates && located ? (
        <>
          <p className="notary-coordinates">{t({ id: 'notaryMap.coordinates', message: `Koordinatalar: ${coordinates}` })}</p>
          <NotaryMap
            markers={[{ id: notary.id, position: located, label: `${name}, ${address}` }]}
            label={t({ id: 'notaryMap.details.label', message: `Xarita: ${name} idorasining joylashuvi` })}
          />
        </>
      ) : null}
    </section>
  );
}
