import {
  SPEED_TEST_CONTENT_TYPE,
  SPEED_TEST_DOWNLOAD_PATH,
  SPEED_TEST_UPLOAD_PATH,
  SpeedTestUploadResponseSchema,
} from '../../../../src-domain/http/routes/speed-test.ts';
import { openResponse, postJson } from '../../../api/client.ts';

/** One timed transfer: how many bytes moved in how many milliseconds. */
export interface Transfer {
  bytes: number;
  ms: number;
}

export type TransferFn = (bytes: number, signal: AbortSignal) => Promise<Transfer>;

/** A transfer taking longer than this is cut short: what moved by then is the measurement. */
export const TRANSFER_BUDGET_MS = 15_000;

const GET_RANDOM_VALUES_MAX = 65_536;

function randomBody(bytes: number): Blob {
  const data = new Uint8Array(bytes);
  for (let offset = 0; offset < bytes; offset += GET_RANDOM_VALUES_MAX) crypto.getRandomValues(data.subarray(offset, offset + GET_RANDOM_VALUES_MAX));
  return new Blob([data], { type: SPEED_TEST_CONTENT_TYPE });
}

function withBudget(signal: AbortSignal): { signal: AbortSignal; expired: () => boolean } {
  const budget = AbortSignal.timeout(TRANSFER_BUDGET_MS);
  return { signal: AbortSignal.any([signal, budget]), expired: () => budget.aborted && !signal.aborted };
}

/**
 * `GET /api/speed-test/download`: times the body from the answer's headers to its last byte
 * (the time to first byte is latency, not speed). Silent: the connection step shows what failed.
 */
export const downloadTransfer: TransferFn = async (bytes, signal) => {
  const budget = withBudget(signal);
  const response = await openResponse(SPEED_TEST_DOWNLOAD_PATH, { query: { bytes }, signal: budget.signal, silent: true });
  const started = performance.now();
  let received = 0;
  const reader = response.body?.getReader();
  if (!reader) return { bytes: (await response.arrayBuffer()).byteLength, ms: performance.now() - started };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
    }
  } catch (error) {
    if (!budget.expired()) throw error;
  }
  return { bytes: received, ms: performance.now() - started };
};

/**
 * `POST /api/speed-test/upload` with random bytes: the server says how long they took to arrive
 * (the browser cannot see when its own upload left). Cut short by the budget, the figure is
 * the most the link can have done: all the bytes in the whole time.
 */
export const uploadTransfer: TransferFn = async (bytes, signal) => {
  const budget = withBudget(signal);
  const body = randomBody(bytes);
  const started = performance.now();
  try {
    const answer = await postJson(SPEED_TEST_UPLOAD_PATH, body, SpeedTestUploadResponseSchema, { signal: budget.signal, silent: true });
    return { bytes: answer.bytes, ms: answer.durationMs };
  } catch (error) {
    if (!budget.expired()) throw error;
    return { bytes, ms: performance.now() - started };
  }
};
