/**
 * `npm run seal-keys -- <command>`: the keys of the seal in registered acts' QR codes
 * (docs/signatures.md "Key rotation"), on the database of DATABASE_URL or DB_FILE.
 *   list              every key: kid, created, retired, withdrawn
 *   rotate            retire the signing key (still published) and start a new one
 *   withdraw <kid>    stop publishing a key (compromised, or all its acts have expired)
 *   export <file>     write the published key set (JWKS) for the web build's offline fallback
 *                     (ACT_SEAL_JWKS_FILE when running `npm run build:web`)
 */
import { writeFileSync } from 'node:fs';
import { configFromEnv } from '../config.ts';
import { publishedSealKeys, rotateSealKey, withdrawSealKey } from '../act-seal/seal-keys.ts';
import { createDb } from '../db/create-db.ts';
import { migrateToLatest } from '../db/migrate.ts';

const [command, argument] = process.argv.slice(2);
const db = createDb(configFromEnv(process.env).db);
try {
  await migrateToLatest(db);
  const now = new Date();
  switch (command) {
    case 'list': {
      const rows = await db.selectFrom('act_seal_keys').select(['kid', 'created_at', 'retired_at', 'withdrawn_at']).orderBy('created_at').execute();
      for (const row of rows) console.log(`${row.kid}  created ${row.created_at}  retired ${row.retired_at ?? '-'}  withdrawn ${row.withdrawn_at ?? '-'}`);
      break;
    }
    case 'rotate':
      console.log(`new signing key: ${await rotateSealKey(db, now)}`);
      break;
    case 'withdraw':
      if (!argument) throw new Error('withdraw needs the kid of the key');
      console.log((await withdrawSealKey(db, argument, now)) ? `withdrawn: ${argument}` : `no published key ${argument}`);
      break;
    case 'export': {
      if (!argument) throw new Error('export needs a file name');
      writeFileSync(argument, `${JSON.stringify(await publishedSealKeys(db), null, 2)}\n`);
      console.log(`key set written to ${argument}`);
      break;
    }
    default:
      throw new Error('usage: seal-keys list | rotate | withdraw <kid> | export <file>');
  }
} finally {
  await db.destroy();
}
