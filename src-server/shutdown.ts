import type { FastifyBaseLogger } from 'fastify';

import { DEFAULT_IDLE_MS } from './drain.ts';

/** What the close may take besides the drain: the app's hooks, the workers, the database. */
const CLOSE_AFTER_DRAIN_MS = 10_000;

/**
 * SIGINT/SIGTERM close the server gracefully (drain.ts): stop accepting, tell the sockets to
 * reconnect elsewhere, finish requests in flight, close the database, then let the process end.
 * A second signal, or a close that hangs past the drain's time and 10 s more, exits at once.
 */
export function closeOnSignals(close: () => Promise<void>, log: Pick<FastifyBaseLogger, 'info' | 'error'>, drainMs = 0): void {
  const forceExitAfterMs = drainMs + DEFAULT_IDLE_MS + CLOSE_AFTER_DRAIN_MS;
  let closing = false;
  const onSignal = (signal: NodeJS.Signals): void => {
    if (closing) {
      log.error({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    closing = true;
    log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      log.error('shutdown took too long: exiting');
      process.exit(1);
    }, forceExitAfterMs);
    timer.unref();
    close().then(
      () => {
        process.exitCode = 0;
      },
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exitCode = 1;
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
