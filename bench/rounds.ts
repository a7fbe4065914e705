/**
 * Bench figures on a shared machine: a figure is meaningful only next to its baseline measured
 * in the same round, and only as the median of several rounds with its spread. `npm run bench
 * -- --repeat=5` sets the rounds (BENCH_REPEAT too); the sections that compare with a baseline
 * (HTTP, acts, face analysis) run that many rounds and print median (min–max).
 */
import { loadavg } from 'node:os';

export interface Spread {
  median: number;
  min: number;
  max: number;
}

export function spreadOf(values: readonly number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return { median: Number.NaN, min: Number.NaN, max: Number.NaN };
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { median, min: sorted[0]!, max: sorted[sorted.length - 1]! };
}

/** `12.3 (11.0–14.1)`; a single round prints its value alone. */
export function formatSpread(spread: Spread, digits: number): string {
  const median = spread.median.toFixed(digits);
  return spread.min === spread.max ? median : `${median} (${spread.min.toFixed(digits)}–${spread.max.toFixed(digits)})`;
}

/** The 1, 5 and 15 minute load averages and the cores: how busy the machine was while measuring. */
export function loadNote(): string {
  const [one = 0, five = 0, fifteen = 0] = loadavg();
  return `load average ${one.toFixed(1)} ${five.toFixed(1)} ${fifteen.toFixed(1)}`;
}

export function benchRounds(): number {
  const flag = process.argv.find((arg) => arg.startsWith('--repeat='))?.slice('--repeat='.length);
  const rounds = Number(flag ?? process.env.BENCH_REPEAT ?? 3);
  return Number.isInteger(rounds) && rounds > 0 ? rounds : 3;
}

/** The lines of an aligned table (first row: headings). */
export function tableLines(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  return rows.map((row) =>
    row
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd(),
  );
}

/** Prints an aligned table (first row: headings). */
export function table(rows: string[][]): void {
  for (const line of tableLines(rows)) console.log(line);
}
