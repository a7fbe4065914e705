/**
 * One reference server process on PostgreSQL for the cross-process room test (and the bench):
 * `DATABASE_URL` names the (schema-scoped) database, already migrated and seeded. Prints one
 * JSON line `{"url": …}` once listening; stops on SIGTERM.
 */
import { startServer } from '../start-server.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const server = await startServer({
  db: { kind: 'postgres', url, poolSize: 4 },
  webRoot: '/nonexistent',
  port: 0,
  host: '127.0.0.1',
  warmFaceAnalyzer: false,
  logger: false,
});
process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
