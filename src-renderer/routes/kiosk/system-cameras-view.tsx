import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { SystemCameras } from '../../../src-domain/kiosk/system-cameras.ts';
import { systemCameras } from '../../platform/terminal.ts';

/** What came of the list, in the technician's language (the English detail goes to the export). */
function useStatusText() {
  const { t } = useLingui();
  return (result: SystemCameras): string => {
    const tool = result.tool.name;
    const toolPath = result.tool.path ?? '';
    const platform = result.platform;
    switch (result.status) {
      case 'listed':
      case 'no-camera':
        return t({ id: 'diagnostics.cameras.tool', message: `Kamera dasturi: ${tool} (${toolPath})` });
      case 'no-tool':
        return t({ id: 'diagnostics.cameras.noTool', message: `Kamera dasturi ${tool} o‘rnatilmagan: texnik yo‘riqnomaga qarang.` });
      case 'unsupported':
        return t({
          id: 'diagnostics.cameras.unsupported',
          message: `Bu operatsion tizimda (${platform}) kameralar ro‘yxatini olib bo‘lmaydi. Terminalning o‘z kamera tekshiruvi bunga bog‘liq emas.`,
        });
      case 'timed-out':
        return t({
          id: 'diagnostics.cameras.timedOut',
          message: `Kamera dasturi ${tool} belgilangan vaqtda javob bermadi: kameralar ro‘yxatini olib bo‘lmadi.`,
        });
      case 'failed':
        return t({ id: 'diagnostics.cameras.toolFailed', message: `Kamera dasturi ${tool} xatolik bilan javob berdi: kameralar ro‘yxatini olib bo‘lmadi.` });
    }
  };
}

/** The cameras the operating system lists (node-webcam in main), and whether its tool is installed. */
export function SystemCamerasView() {
  const { t } = useLingui();
  const statusText = useStatusText();
  const query = useQuery({ queryKey: ['kiosk', 'system-cameras'], queryFn: systemCameras });
  const result = query.data;
  return (
    <section aria-labelledby="system-cameras-heading">
      <h2 id="system-cameras-heading">{t({ id: 'diagnostics.cameras.heading', message: 'Operatsion tizimdagi kameralar' })}</h2>
      {query.isPending ? <p role="status">{t({ id: 'diagnostics.cameras.loading', message: 'Kameralar ro‘yxati olinmoqda…' })}</p> : null}
      {query.isError ? <p role="alert">{t({ id: 'diagnostics.cameras.failed', message: 'Kameralar ro‘yxatini olib bo‘lmadi.' })}</p> : null}
      {result ? (
        <>
          <p>{statusText(result)}</p>
          {result.status === 'failed' && result.error ? <p className="self-test__figures">{result.error}</p> : null}
          {result.cameras.length > 0 ? (
            <ul>
              {result.cameras.map((camera) => (
                <li key={camera}>{camera}</li>
              ))}
            </ul>
          ) : result.status === 'no-camera' ? (
            <p>{t({ id: 'diagnostics.cameras.none', message: 'Tizim birorta kamerani ko‘rmayapti.' })}</p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
