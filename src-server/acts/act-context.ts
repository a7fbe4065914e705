import type { Locale } from '../../src-domain/i18n/locale.ts';
import type { Db } from '../db/database.ts';
import type { RefundRunner } from '../payments/refund-runner.ts';
import type { Registries } from '../registries/registries.ts';
import type { ActBlockingCheck } from './act-blocking.ts';

/** What the act services need from the app: the database, the registries, the clock and the §5 rules. */
export interface ActServices {
  db: Db;
  registries: Registries;
  /**
   * The registries as a transaction sees them: the app's own when it was given external ones;
   * otherwise the SQL ones over `db` itself, since SQLite has one connection and the transaction holds it.
   */
  registriesIn: (db: Db) => Registries;
  now: () => Date;
  blocking: ActBlockingCheck;
  /** Asks the payment provider for the refunds an act's end owes (docs/decisions/0033-refund-policy.md). */
  refunds: RefundRunner;
}

/** One request's view: the services plus the caller's locale (blocking messages are localized). */
export interface ActRequestContext extends ActServices {
  locale: Locale;
}
