import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useMapConfig } from './api/get-map-config.ts';
import { MapErrorBoundary } from './map-error-boundary.tsx';
import type { MapMarker } from './map-marker.ts';
import type { MapTexts } from './map-texts.ts';
import './notary-map.css';
import { loadChunk } from '../../ui/chunk-load.ts';

// Leaflet (≈ 40 KiB gzip) and its CSS load only when a map is shown.
const LeafletMap = lazy(() => loadChunk(() => import('./leaflet-map.tsx')));

export interface NotaryMapProps {
  markers: readonly MapMarker[];
  /** The map's accessible name, e.g. "Map: the office of notary …". */
  label: string;
  onActivate?: (marker: MapMarker) => void;
}

/**
 * The notary map (spec screen 17): a Leaflet map with the tile server the
 * deployment configured. Whatever fails — the config, the chunk, the tiles — is said in words,
 * and the page around the map (address, coordinates, OpenStreetMap link, the list) still works.
 */
export function NotaryMap({ markers, label, onActivate }: NotaryMapProps) {
  const { t } = useLingui();
  const config = useMapConfig();
  const [tilesFailed, setTilesFailed] = useState(false);
  const zoomIn = t({ id: 'notaryMap.zoomIn', message: 'Yaqinlashtirish' });
  const zoomOut = t({ id: 'notaryMap.zoomOut', message: 'Uzoqlashtirish' });
  const texts = useMemo<MapTexts>(() => ({ zoomIn, zoomOut }), [zoomIn, zoomOut]);
  const loading = (
    <p className="notary-map__status" role="status">
      {t({ id: 'notaryMap.loading', message: 'Xarita yuklanmoqda…' })}
    </p>
  );
  const unavailable = (
    <p className="notice notary-map__status">
      {t({ id: 'notaryMap.unavailable', message: 'Xaritani ko‘rsatib bo‘lmadi. Manzil va koordinatalar sahifada ko‘rsatilgan.' })}
    </p>
  );

  return (
    <div className="notary-map">
      {config.isPending ? loading : null}
      {config.isError ? unavailable : null}
      {config.data ? (
        <MapErrorBoundary fallback={unavailable}>
          <Suspense fallback={loading}>
            <LeafletMap markers={markers} tiles={config.data} texts={texts} label={label} onActivate={onActivate} onTilesFailed={() => setTilesFailed(true)} />
          </Suspense>
        </MapErrorBoundary>
      ) : null}
      <p className="notary-map__note" role="status">
        {tilesFailed
          ? t({ id: 'notaryMap.tilesFailed', message: 'Xarita fonini yuklab bo‘lmadi: belgilar, manzil va koordinatalar baribir ko‘rsatiladi.' })
          : ''}
      </p>
    </div>
  );
}
