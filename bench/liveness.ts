/**
 * (c) Face liveness on one 640×480 JPEG frame: analysis in the worker next to a bare decode of
 * the same frame, and the event loop's delay while the worker analyses
 * (tests/fixtures/faces/measure-liveness.ts measures; this prints); then the CPU a whole login's
 * analysis takes with the presentation-attack checks and without them
 * (tests/fixtures/faces/measure-login-cpu.ts), judged against +15 % (docs/liveness.md, Speed).
 */
import { measureLiveness } from '../tests/fixtures/faces/measure-liveness.ts';
import { measureLoginCpu } from '../tests/fixtures/faces/measure-login-cpu.ts';
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
  const login = await measureLoginCpu();
  const over = login.extra > LOGIN_CPU_BUDGET;
  console.log(
    `login's analysis CPU (a genuine head, ${login.frames} analyser calls: ${login.turnFrames} with the flat check, ${login.afterChallenge} after the challenge for the screen light, ${login.matchAnalysed ? 'the bestshot analysed again for the face match' : 'the bestshot’s descriptor reused by the face match'}; median of 5): ` +
      `before the checks ${login.beforeMs.toFixed(0)} ms, now ${login.nowMs.toFixed(0)} ms, extra ${(100 * login.extra).toFixed(1)} % (budget +${100 * LOGIN_CPU_BUDGET} %)${over ? ' OVER' : ''}; ${loadNote()}`,
  );
  return over;
}

/** The presentation-attack checks may add this much to a login's CPU (docs/liveness.md, Speed). */
const LOGIN_CPU_BUDGET = 0.15;
