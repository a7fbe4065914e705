import type { VideoEvidence } from '../../src-domain/acts/lifecycle/check-requirements.ts';
import type { Locale } from '../../src-domain/i18n/locale.ts';
import type { RefundCause } from '../../src-domain/payments/refund-policy.ts';
import type { Db } from '../db/database.ts';
import type { Registries } from '../registries/registries.ts';
import type { ActBlockingCheck } from './act-blocking.ts';
import type { ActRow } from './act-rows.ts';

/**
 * What an act's end asks of payments (docs/decisions/0033-refund-policy.md). Payments use the
 * acts, never the reverse: the application context gives the acts these two
 * (src-server/context/act-services.ts).
 */
export interface ActRefunds {
  /** Records, in the transaction that ends the act, the refunds its end owes; how many. */
  record(trx: Db, act: ActRow, cause: RefundCause, now: Date): Promise<number>;
  /** Asks the payment provider now for the refunds recorded for the act; true when any was asked. */
  processAct(actId: number): Promise<boolean>;
}

/** What registration by video needs, read in the action's transaction (video area, given by the application context). */
export type VideoEvidenceSource = (trx: Db, act: ActRow) => Promise<VideoEvidence>;

/** What the act services need from the app: the database, the registries, the clock, the §5 rules and the ports above. */
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
  refunds: ActRefunds;
  videoEvidence: VideoEvidenceSource;
}

/** One request's view: the services plus the caller's locale (blocking messages are localized). */
export interface ActRequestContext extends ActServices {
  locale: Locale;
}
