import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { systemCameras } from '../../platform/terminal.ts';

/** The cameras the operating system lists (node-webcam in main), and whether its tool is installed. */
export function SystemCamerasView() {
  const { t } = useLingui();
  const query = useQuery({ queryKey: ['kiosk', 'system-cameras'], queryFn: systemCameras });
  const result = query.data;
  const tool = result?.tool.name ?? '';
  const toolPath = result?.tool.path ?? '';
  const toolText = toolPath
    ? t({ id: 'diagnostics.cameras.tool', message: `Kamera dasturi: ${tool} (${toolPath})` })
    : t({ id: 'diagnostics.cameras.noTool', message: `Kamera dasturi ${tool} o‘rnatilmagan: texnik yo‘riqnomaga qarang.` });
  return (
    <section aria-labelledby="system-cameras-heading">
      <h2 id="system-cameras-heading">{t({ id: 'diagnostics.cameras.heading', message: 'Operatsion tizimdagi kameralar' })}</h2>
      {query.isPending ? <p role="status">{t({ id: 'diagnostics.cameras.loading', message: 'Kameralar ro‘yxati olinmoqda…' })}</p> : null}
      {query.isError ? <p role="alert">{t({ id: 'diagnostics.cameras.failed', message: 'Kameralar ro‘yxatini olib bo‘lmadi.' })}</p> : null}
      {result ? (
        <>
          <p>{toolText}</p>
          {result.cameras.length > 0 ? (
            <ul>
              {result.cameras.map((camera) => (
                <li key={camera}>{camera}</li>
              ))}
            </ul>
          ) : (
            <p>{t({ id: 'diagnostics.cameras.none', message: 'Tizim birorta kamerani ko‘rmayapti.' })}</p>
          )}
        </>
      ) : null}
    </section>
  );
}
