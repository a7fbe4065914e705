import { Trans } from '@lingui/react/macro';

/**
 * Shown when a page fails to load or render (e.g. a route chunk could not be downloaded after a
 * deployment). Reloading fetches the current build; the full chunk-error handling of spec §8
 * comes with the error catalogue.
 */
export function RouteError() {
  return (
    <main id="main" className="site-main route-error">
      <h1>
        <Trans id="routeError.title">Sahifani ochib bo‘lmadi</Trans>
      </h1>
      <p>
        <Trans id="routeError.text">Sahifani yuklashda xatolik yuz berdi. Sahifani yangilab, qayta urinib ko‘ring.</Trans>
      </p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        <Trans id="routeError.reload">Sahifani yangilash</Trans>
      </button>
    </main>
  );
}
