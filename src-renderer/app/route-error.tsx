import { useLingui } from '@lingui/react/macro';
import { useRouteError } from 'react-router';
import { chunkFailureOf } from '../ui/chunk-load.ts';

/**
 * Shown when a page fails to load or render. Spec §8 "Chunk loading": a part of the app that did
 * not download, or not within 120 s (ui/chunk-load.ts), says so; a stylesheet that failed says
 * that. Reloading fetches the current build: after a deployment the old files may be gone.
 */
export function RouteError() {
  const { t } = useLingui();
  const failure = chunkFailureOf(useRouteError());
  const [title, text] =
    failure === 'chunk'
      ? [
          t({ id: 'routeError.chunk.title', message: 'Sahifaning bir qismi yuklanmadi' }),
          t({
            id: 'routeError.chunk.text',
            message:
              'Sahifaning bir qismi yuklab olinmadi yoki juda uzoq yuklandi: internet aloqasi uzilgan yoki portal yangilangan bo‘lishi mumkin. Sahifani yangilang.',
          }),
        ]
      : failure === 'stylesheet'
        ? [
            t({ id: 'routeError.stylesheet.title', message: 'Sahifa ko‘rinishi yuklanmadi' }),
            t({
              id: 'routeError.stylesheet.text',
              message: 'Sahifaning uslublar fayli yuklab olinmadi, shuning uchun u to‘g‘ri ko‘rinmaydi. Sahifani yangilang.',
            }),
          ]
        : [
            t({ id: 'routeError.title', message: 'Sahifani ochib bo‘lmadi' }),
            t({ id: 'routeError.text', message: 'Sahifani yuklashda xatolik yuz berdi. Sahifani yangilab, qayta urinib ko‘ring.' }),
          ];
  return (
    <main id="main" className="site-main route-error">
      <h1>{title}</h1>
      <p role="alert">{text}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t({ id: 'routeError.reload', message: 'Sahifani yangilash' })}
      </button>
    </main>
  );
}
