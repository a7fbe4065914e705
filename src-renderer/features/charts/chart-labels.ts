/** How a bar chart's long labels fit beside horizontal bars (chart-runtime.ts). */

/** `label` in lines of at most `maxChars`, broken between words (a longer word keeps its line). */
export function wrapLabel(label: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of label.split(/\s+/).filter(Boolean)) {
    if (line !== '' && line.length + 1 + word.length > maxChars) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  if (line !== '') lines.push(line);
  return lines.length > 0 ? lines : [label];
}

export const FONT_PX = 13;
/** The share of the box a horizontal chart's labels may take; chart.js cuts what is wider. */
export const LABEL_SHARE = 0.45;
/** A character of the labels' font, on average, for the wrap width. */
export const CHAR_PX = FONT_PX * 0.56;

/**
 * The height a horizontal chart needs for its labels as wrapped (`rem`): a line each, a gap per
 * bar, and the axis.
 */
export function horizontalChartHeight(lines: readonly (readonly string[])[]): number {
  return Math.max(
    12,
    lines.reduce((sum, label) => sum + label.length * 1.05 + 1.2, 4),
  );
}
