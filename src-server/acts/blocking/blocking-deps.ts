import type { Db } from '../../db/database.ts';
import type { Registries } from '../../registries/registries.ts';

/**
 * What the §5 check reads: the act tables through `db` (the mutation's transaction when called
 * from one) and the state registries through `registries`. On SQLite both must use the same
 * connection: pass registries built over the transaction (`createSqlRegistries(trx)`), or a
 * registry query would wait for the transaction that waits for it.
 */
export interface BlockingDeps {
  db: Db;
  registries: Registries;
  /** Today in Tashkent decides ages and terms in force (tests move it). */
  now?: () => Date;
}
