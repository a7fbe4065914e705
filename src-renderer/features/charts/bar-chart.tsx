import { useLingui } from '@lingui/react/macro';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { Locale } from '../../../src-domain/i18n/locale.ts';
import type { BarChartData } from './chart-runtime.ts';
import './charts.css';

export interface BarChartProps extends BarChartData {
  /** What the chart shows, in words: the canvas is an image to a screen reader (role="img"). */
  summary: string;
  /** Called when the chart library could not be loaded, so the page can show its table instead. */
  onUnavailable?: () => void;
}

type ChartState = 'loading' | 'ready' | 'failed';

/**
 * A bar chart drawn by chart.js, which is loaded on first use (`import()` of chart-runtime.ts):
 * neither the entry nor the page's own chunk carries it. Until it arrives a status says so; if
 * it never does, the page's table alternative still has every figure.
 */
export function BarChart({ labels, values, seriesLabel, horizontal, locale, summary, onUnavailable }: BarChartProps) {
  const { t } = useLingui();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<ChartState>('loading');
  const reportUnavailable = useEffectEvent(() => onUnavailable?.());
  // The arrays are rebuilt on every render; redraw only when what they say changed.
  const key = JSON.stringify([labels, values, seriesLabel, horizontal, locale]);

  useEffect(() => {
    let cancelled = false;
    let drawn: { destroy(): void } | undefined;
    import('./chart-runtime.ts')
      .then((runtime) => {
        if (cancelled || !canvasRef.current) return;
        const [chartLabels, chartValues, label, across, shownIn] = JSON.parse(key) as [string[], number[], string, boolean, Locale];
        drawn = runtime.drawBarChart(canvasRef.current, { labels: chartLabels, values: chartValues, seriesLabel: label, horizontal: across, locale: shownIn });
        setState('ready');
      })
      .catch(() => {
        if (cancelled) return;
        setState('failed');
        reportUnavailable();
      });
    return () => {
      cancelled = true;
      drawn?.destroy();
    };
  }, [key]);

  if (state === 'failed') {
    return (
      <p className="notice notice--warning" role="alert">
        {t({ id: 'charts.failed', message: 'Diagrammani yuklab bo‘lmadi. Barcha raqamlar quyidagi jadvalda.' })}
      </p>
    );
  }
  // Horizontal bars need room per label (the runtime grows the box for labels it wraps); vertical ones a fixed height.
  const height = horizontal ? `${Math.max(12, labels.length * 2.25 + 4)}rem` : '20rem';
  return (
    <div className="bar-chart" style={{ height }} aria-busy={state === 'loading'}>
      {state === 'loading' ? (
        <p className="bar-chart__loading" role="status">
          {t({ id: 'charts.loading', message: 'Diagramma yuklanmoqda…' })}
        </p>
      ) : null}
      <canvas ref={canvasRef} role="img" aria-label={summary} />
    </div>
  );
}
