import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { formatDecimal } from '../../../src-domain/i18n/format-number.ts';
import type { Locale } from '../../../src-domain/i18n/locale.ts';
import { CHAR_PX, FONT_PX, horizontalChartHeight, LABEL_SHARE, wrapLabel } from './chart-labels.ts';

/**
 * The only module that imports chart.js. `bar-chart.tsx` loads it with `import()`, so the
 * library is a chunk of its own, downloaded when a chart is first drawn (docs/decisions/0005-statistics-and-dictionary-updates.md). Only
 * what a bar chart uses is registered, so the rest of chart.js is left out of the bundle.
 */
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export interface BarChartData {
  labels: readonly string[];
  values: readonly number[];
  /** Names the bars in the tooltip ("Acts"). */
  seriesLabel: string;
  /** Bars along the x axis: long labels (act types, regions) read better this way. */
  horizontal: boolean;
  /** The reader's locale: values are written as it writes numbers (chart.js's own would be `en-US`). */
  locale: Locale;
}

export interface DrawnChart {
  destroy(): void;
}

const BRAND = '#0b4f6c';
const TEXT = '#1b1f23';
const GRID = '#d5dde3';

export function drawBarChart(canvas: HTMLCanvasElement, data: BarChartData): DrawnChart {
  const font = { size: FONT_PX };
  // Long labels (act types, regions) beside horizontal bars are wrapped to fit their share of a
  // phone's width rather than cut at the left edge, and the box grows to hold their lines.
  const box = canvas.parentElement;
  const maxChars = Math.max(12, Math.floor(((box?.clientWidth ?? 600) * LABEL_SHARE) / CHAR_PX));
  const labels: (string | string[])[] = data.horizontal ? data.labels.map((label) => wrapLabel(label, maxChars)) : [...data.labels];
  if (data.horizontal && box) box.style.height = `${horizontalChartHeight(labels.map((label) => (Array.isArray(label) ? label : [label])))}rem`;
  const valueAxis = {
    beginAtZero: true,
    ticks: { precision: 0, color: TEXT, font, callback: (value: number | string) => formatDecimal(Number(value), data.locale, 0) },
    grid: { color: GRID },
  };
  const labelAxis = { ticks: { color: TEXT, autoSkip: false, font }, grid: { display: false } };
  const chart = new Chart<'bar', number[], string | string[]>(canvas, {
    type: 'bar',
    data: { labels, datasets: [{ label: data.seriesLabel, data: [...data.values], backgroundColor: BRAND, maxBarThickness: 28 }] },
    options: {
      indexAxis: data.horizontal ? 'y' : 'x',
      responsive: true,
      maintainAspectRatio: false,
      // Figures, not a show: no motion (also kind to users who ask for reduced motion).
      animation: false,
      plugins: {
        tooltip: { enabled: true, callbacks: { label: (item) => `${data.seriesLabel}: ${formatDecimal(Number(item.raw), data.locale, 0)}` } },
      },
      scales: data.horizontal ? { x: valueAxis, y: labelAxis } : { x: labelAxis, y: valueAxis },
    },
  });
  return { destroy: () => chart.destroy() };
}
