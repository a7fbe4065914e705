/**
 * (c) Face liveness on one 640×480 JPEG frame: analysis in the worker next to a bare decode of
 * the same frame, and the event loop's delay while the worker analyses
 * (tests/fixtures/faces/measure-liveness.ts measures; this prints). No budget is judged here.
 */
import { measureLiveness } from '../tests/fixtures/faces/measure-liveness.ts';
import { loadNote } from './rounds.ts';

const round = (value: unknown): unknown =>
  typeof value === 'number'
    ? Math.round(value * 10) / 10
    : value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, round(v)]))
      : value;

export async function livenessBench(): Promise<boolean> {
  console.log(
    `\n(c) face liveness, one 640×480 JPEG frame (ms; docs/liveness.md: analysis next to a bare decode), and the registry face match once per attempt; ${loadNote()}`,
  );
  for (const [name, figure] of Object.entries(await measureLiveness())) console.log(`${name}: ${JSON.stringify(round(figure))}`);
  return false;
}
