import { createSqlRegistries, type Registries } from '../registries/registries.ts';
import type { ActBlockingCheck } from './act-blocking.ts';
import { actBlockingCheck } from './blocking/check-act-blocking.ts';

/**
 * The §5 rules the app runs: the check over the mutation's transaction. External registries
 * (an app given its own) are used as they are; the default SQL registries are built over the
 * transaction itself, since SQLite has one connection and the transaction holds it.
 */
export function defaultActBlocking(registries: Registries | undefined, now: () => Date): ActBlockingCheck {
  return actBlockingCheck((db) => registries ?? createSqlRegistries(db, now), now);
}
