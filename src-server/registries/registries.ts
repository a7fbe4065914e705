import type { Db } from '../db/database.ts';
import type { Cadastre } from './cadastre.ts';
import type { CivilRegistry } from './civil-registry.ts';
import type { EnforcementBureau } from './enforcement.ts';
import type { SmsGateway } from './sms-gateway.ts';
import { createSqlCadastre } from './sql-cadastre.ts';
import { createSqlCivilRegistry } from './sql-civil-registry.ts';
import { createSqlEnforcement } from './sql-enforcement.ts';
import { createSqlSmsGateway } from './sql-sms-gateway.ts';
import { createSqlVehicleRegistry } from './sql-vehicle-registry.ts';
import type { VehicleRegistry } from './vehicle-registry.ts';

/**
 * The external state systems the portal talks to (docs/architecture.md: adapters behind interfaces).
 * buildApp takes any implementation; by default all are backed by the seeded tables. The payment
 * provider is its own adapter (payment-provider.ts): it calls back into the API it serves.
 */
export interface Registries {
  civil: CivilRegistry;
  vehicles: VehicleRegistry;
  cadastre: Cadastre;
  enforcement: EnforcementBureau;
  sms: SmsGateway;
}

export function createSqlRegistries(db: Db, now: () => Date = () => new Date()): Registries {
  return {
    civil: createSqlCivilRegistry(db),
    vehicles: createSqlVehicleRegistry(db),
    cadastre: createSqlCadastre(db),
    enforcement: createSqlEnforcement(db),
    sms: createSqlSmsGateway(db, now),
  };
}
