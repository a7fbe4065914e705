import type { Db } from '../db/database.ts';

/** What the merchant endpoint's methods need. */
export interface MerchantDeps {
  db: Db;
  now: () => Date;
  /** The provider whose calls these are (`payme`): transaction ids are unique per provider. */
  provider: string;
  /** Something changed that may owe a refund: ask the provider soon, after this call's answer. */
  refundsDue: () => void;
}
