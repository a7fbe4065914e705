/**
 * Runs the bench's sections one after the other so that one section's failure never ends the
 * run: a section that throws, rejects, lets an error escape from a promise nobody awaits (a
 * browser closed under it on a busy machine), or hangs past its time limit is recorded as a
 * failed row with the reason, and the next section starts. `bench/run.ts` prints the rows.
 */
import { tableLines } from './rounds.ts';

/** One section: resolves true when a figure is over its budget. */
export type Section = () => Promise<boolean>;

export type SectionOutcome = 'ok' | 'over' | 'failed';

export interface SectionResult {
  name: string;
  outcome: SectionOutcome;
  seconds: number;
  /** Why a failed section failed: the first line of its error. */
  reason?: string;
}

/**
 * Errors no one awaits (process 'unhandledRejection' and 'uncaughtException'): the runner listens
 * while sections run and blames the one running. Returns a function that stops listening.
 */
export type StrayErrorSource = (listener: (error: unknown) => void) => () => void;

export const processStrayErrors: StrayErrorSource = (listener) => {
  process.on('unhandledRejection', listener);
  process.on('uncaughtException', listener);
  return () => {
    process.off('unhandledRejection', listener);
    process.off('uncaughtException', listener);
  };
};

export interface RunnerOptions {
  /** A section still running after this long is failed and left behind. */
  timeoutMs: number;
  strayErrors?: StrayErrorSource;
  /** After each section, passed or not: stops what a failed section left running (child servers). */
  afterEach?: () => Promise<void>;
  log?: (line: string) => void;
  now?: () => number;
}

export function reasonOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return (
    text
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim() ?? 'unknown error'
  );
}

class SectionTimeout extends Error {}

export async function runSections(sections: readonly (readonly [string, Section])[], options: RunnerOptions): Promise<SectionResult[]> {
  const log = options.log ?? console.log;
  const now = options.now ?? Date.now;
  let blame: ((error: unknown) => void) | null = null;
  const stopListening = (options.strayErrors ?? processStrayErrors)((error) => {
    if (blame) blame(error);
    else log(`bench: an error outside any section: ${reasonOf(error)}`);
  });
  const results: SectionResult[] = [];
  try {
    for (const [name, section] of sections) {
      const started = now();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const failure = new Promise<never>((_, reject) => {
        blame = reject;
        timer = setTimeout(() => reject(new SectionTimeout(`no result after ${Math.round(options.timeoutMs / 1000)} s`)), options.timeoutMs);
        timer.unref?.();
      });
      let result: SectionResult;
      try {
        // The section starts inside the race so that a synchronous throw is caught like a rejection.
        const over = await Promise.race([Promise.resolve().then(section), failure]);
        result = { name, outcome: over ? 'over' : 'ok', seconds: (now() - started) / 1000 };
      } catch (error) {
        result = { name, outcome: 'failed', seconds: (now() - started) / 1000, reason: reasonOf(error) };
        log(`\n(${name}) FAILED after ${result.seconds.toFixed(0)} s: ${result.reason}`);
        if (error instanceof Error && !(error instanceof SectionTimeout) && error.stack) log(error.stack);
      } finally {
        clearTimeout(timer);
        blame = null;
      }
      results.push(result);
      try {
        await options.afterEach?.();
      } catch (error) {
        log(`bench: cleaning up after ${name} failed: ${reasonOf(error)}`);
      }
    }
  } finally {
    stopListening();
  }
  return results;
}

/** The closing table: one row per section, a failed one with its reason. */
export function printResults(results: readonly SectionResult[], log: (line: string) => void = console.log): void {
  const label: Record<SectionOutcome, string> = { ok: 'ok', over: 'OVER budget', failed: 'FAILED' };
  log('\nsections');
  const rows = results.map((r) => [r.name, label[r.outcome], r.seconds.toFixed(0), r.reason ?? '']);
  for (const line of tableLines([['section', 'result', 'time s', 'reason'], ...rows])) log(line);
}
