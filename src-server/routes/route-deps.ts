import type { Db } from '../db/database.ts';
import type { Registries } from '../registries/registries.ts';

/** What route plugins are given: repositories take `db`; external state goes through registries. */
export interface RouteDeps {
  db: Db;
  registries: Registries;
  /** The application version reported by /api/health. */
  version: string;
}
