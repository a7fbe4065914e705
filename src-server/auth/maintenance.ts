import type { Db } from '../db/database.ts';
import { readSetting } from '../repositories/settings.ts';

/** Settings key an administrator sets to `1` to stop logins for technical work. */
export const MAINTENANCE_SETTING = 'maintenance';

/**
 * Technical work (spec §4 login flow: resultCode 0): switched on for the process by the
 * `MAINTENANCE=1` environment, or at run time through the settings table, without a restart.
 */
export async function inMaintenance(db: Db, fromEnvironment: boolean): Promise<boolean> {
  if (fromEnvironment) return true;
  const value = await readSetting(db, MAINTENANCE_SETTING);
  return value === '1' || value === 'true';
}
