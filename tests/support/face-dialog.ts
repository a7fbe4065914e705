import { expect, type Page } from '@playwright/test';
import { hintFor } from '../../src-domain/liveness/face-hints.ts';

/** The face-check dialog shows (and announces) one of these hints, in the oz locale. */
export async function expectOneOfHints(page: Page, codes: readonly number[], timeout = 30_000): Promise<void> {
  const texts = codes.map((code) => hintFor(code, 'oz').text);
  const dialog = page.getByRole('dialog');
  await expect
    .poll(
      async () => {
        const shown = (await dialog.textContent()) ?? '';
        return texts.some((text) => shown.includes(text));
      },
      { timeout, message: `one of the hints ${codes.join(', ')}` },
    )
    .toBe(true);
}

/**
 * Counts the liveness service's verdicts on the page's camera frames (`stats` replies on the
 * face-check socket, docs/liveness.md): a test that must show a check does NOT pass waits for
 * a number of judged frames, which holds on a loaded machine, rather than for a length of time.
 */
export function watchLivenessVerdicts(page: Page): { judged: () => number; passed: () => boolean } {
  let judged = 0;
  let passed = false;
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload !== 'string') return;
      const frame = JSON.parse(payload) as { type?: string };
      if (frame.type === 'stats') judged += 1;
      if (frame.type === 'success') passed = true;
    });
  });
  return { judged: () => judged, passed: () => passed };
}

/** Every hint code the liveness service sent to the page (its `stats` replies), in order; `log` has each reply as text, for a failure's report. */
export function watchLivenessHints(page: Page): { hints: () => number[]; log: () => string } {
  const hints: number[] = [];
  const lines: string[] = [];
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload !== 'string' || !payload.startsWith('{')) return;
      const frame = JSON.parse(payload) as { type?: string; errors?: number[]; challenge?: { index: number; step: string }; code?: string };
      if (frame.type === 'stats') hints.push(...(frame.errors ?? []));
      lines.push(
        frame.type === 'stats'
          ? `stats ${frame.challenge?.index} ${frame.challenge?.step} [${(frame.errors ?? []).join(',')}]`
          : `${frame.type} ${frame.code ?? ''}`,
      );
    });
    socket.on('close', () => lines.push('closed'));
  });
  return { hints: () => hints, log: () => lines.join('\n') };
}
