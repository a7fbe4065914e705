import type { FastifyBaseLogger } from 'fastify';

const FORCE_EXIT_AFTER_MS = 10_000;

/**
 * SIGINT/SIGTERM close the server gracefully: stop accepting, finish requests in flight, close
 * the database, then let the process end. A second signal, or a close that hangs for 10 s, exits
 * at once.
 */
export function closeOnSignals(close: () => Promise<void>, log: Pick<FastifyBaseLogger, 'info' | 'error'>): void {
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
    }, FORCE_EXIT_AFTER_MS);
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
