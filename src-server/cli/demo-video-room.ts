/**
 * `npm run demo:video-room`: opens the seeded demo act by video for a call now (docs/video.md):
 * its visit moves to the coming minutes (Tashkent), so the room is open. The same environment as
 * `npm run serve` (DATABASE_URL or DB_FILE); run it while the server runs or before.
 */
import { configFromEnv } from '../config.ts';
import { createDb } from '../db/create-db.ts';
import { openDemoVideoRoom } from '../seed/demo-video-room.ts';

const config = configFromEnv(process.env);
const db = createDb(config.db);
try {
  const outcome = await openDemoVideoRoom(db, new Date());
  if (outcome.kind === 'missing') console.log('No demo act by video in this database: run "npm run seed" first.');
  else if (outcome.kind === 'registered')
    console.log(`The demo act by video (/enotarial_act/${outcome.uuid}) is registered already: run "npm run seed" to start again.`);
  else
    console.log(
      `The demo act by video is open for a call: /enotarial_act/${outcome.uuid}?tab=video (visit ${outcome.visitDate} ${outcome.visitTime}, Tashkent).`,
    );
} finally {
  await db.destroy();
}
