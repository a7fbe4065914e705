import type { Db } from '../../db/database.ts';
import type { PaymentProviders } from '../../registries/payment-provider.ts';
import type { Registries } from '../../registries/registries.ts';

/** What the invitation, invoice and document services need of the app. */
export interface ActOutputServices {
  db: Db;
  registries: Registries;
  now: () => Date;
  /** The electronic systems invoices are paid at (src-server/registries/payment-provider.ts). */
  providers: PaymentProviders;
}
