import type { Db } from '../../db/database.ts';
import type { Registries } from '../../registries/registries.ts';

/** What the invitation, invoice and document services need of the app. */
export interface ActOutputServices {
  db: Db;
  registries: Registries;
  now: () => Date;
}
