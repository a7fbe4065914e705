/**
 * `npm run seed`: recreates the database (SQLite file deleted, or every PostgreSQL table dropped),
 * applies the migrations, writes the demo world of SEED (default 20261122) and prints the logins.
 */
import { rmSync } from 'node:fs';
import { configFromEnv } from '../config.ts';
import { createDb } from '../db/create-db.ts';
import { describeDbConfig } from '../db/db-config.ts';
import { migrateToEmpty, migrateToLatest } from '../db/migrate.ts';
import { makeDemoRegistryPhotos } from '../seed/faces/demo-registry-photos.ts';
import { formatDemoLogins } from '../seed/format-demo-logins.ts';
import { seed, seedingDay } from '../seed/seed.ts';

const config = configFromEnv(process.env);
if (config.db.kind === 'sqlite') {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${config.db.file}${suffix}`, { force: true });
}
const db = createDb(config.db);
try {
  if (config.db.kind === 'postgres') await migrateToEmpty(db);
  await migrateToLatest(db);
  const started = performance.now();
  const photos = await makeDemoRegistryPhotos();
  const summary = await seed(db, { seed: config.seed, scale: config.seedScale, seededOn: seedingDay(), photos });
  const persons = summary.persons;
  console.log(`Seeded ${describeDbConfig(config.db)} with seed ${config.seed} in ${Math.round(performance.now() - started)} ms:`);
  console.log(
    `  ${persons} persons (${photos.length} with a registry photo), ${summary.notaries} notaries in ${summary.notary_offices} offices, ${summary.vehicles} vehicles, ${summary.real_estate} real-estate objects, ${summary.notarial_acts} acts`,
  );
  console.log(`\nDemo logins (pin + passport series and number):\n${formatDemoLogins()}`);
} finally {
  await db.destroy();
}
