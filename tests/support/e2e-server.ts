/**
 * A server the end-to-end run talks to: the real reference server on a freshly seeded SQLite
 * file, serving the web build from dist-web. Started by Playwright's `webServer` on E2E_PORT; a
 * spec that needs a server of its own starts one on E2E_SERVER_PORT (own-e2e-server.ts).
 */
import { mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { DEFAULT_SEED } from '../../src-server/seed/generate-world.ts';
import { startServer } from '../../src-server/start-server.ts';
import { E2E_PORT, E2E_VIDEO_IDLE_TIMEOUT_MS, E2E_VIDEO_KEEP_ALIVE_MS, E2E_VIDEO_REIDENTIFY_GAP_MS, e2eDbFile, e2eFeedDir, e2eServerLog } from './e2e-env.ts';
import { startEimzoAgentStandIn } from './eimzo-agent-stand-in.ts';
import { writeUpdateFeed } from './update-feed.ts';

const port = Number(process.env.E2E_SERVER_PORT ?? E2E_PORT);
const dbFile = e2eDbFile(port);
const feedDir = e2eFeedDir(port);
mkdirSync(dirname(dbFile), { recursive: true });
for (const suffix of ['', '-wal', '-shm']) rmSync(dbFile + suffix, { force: true });
rmSync(e2eServerLog(port), { force: true });
rmSync(`.cache/e2e/recordings-${port}`, { recursive: true, force: true });

writeUpdateFeed(feedDir);

// The E-IMZO agent the pages reach (docs/signatures.md "Testing"): keys of a CA made now, its CRL.
const agent = await startEimzoAgentStandIn({
  people: ['sherzod', 'bekzod', 'jamshid', 'gulnora'],
  expired: ['sherzod'],
  revoked: ['sherzod'],
  untrusted: ['sherzod'],
});

const server = await startServer({
  db: { kind: 'sqlite', file: dbFile },
  webRoot: 'dist-web',
  port,
  host: '127.0.0.1',
  seed: DEFAULT_SEED,
  // E2E_LOG_LEVEL=info (or debug) shows the server's log in the run's output (playwright.config.ts
  // pipes it then); otherwise its warnings go to a file that failures quote (server-log.ts).
  logger: process.env.E2E_LOG_LEVEL ? { level: process.env.E2E_LOG_LEVEL } : { level: 'warn', file: e2eServerLog(port) },
  // Links that leave the page (the payment checkout and its way back) must reach this server.
  publicOrigin: `http://127.0.0.1:${port}`,
  updateFeedDir: feedDir,
  // The video journey drops a party's connection and needs the re-identification to be due
  // within the test (production: 60 s, docs/video.md).
  signatures: {
    verification: { trustedCas: [agent.ca.certificateDer], revocation: 'crl', crlUrls: [agent.crlUrl], mode: 'local', siteHost: '127.0.0.1' },
    agent: { agentUrl: agent.agentUrl, apiKeys: [] },
  },
  // The room sockets' keep-alive is short too, so a slow reader of the recording announcement
  // spans several idle time-outs within a test.
  // The whole suite's acts are made by a handful of demo people within minutes, in any order: the
  // production limits per person (src-server/acts/act-limits.ts, tested in
  // src-server/routes/acts/party-privacy.test.ts) would refuse them depending on the order.
  actLimits: {
    actCreation: { max: 10_000, timeWindowMs: 600_000 },
    partyAddition: { max: 10_000, timeWindowMs: 600_000 },
    maxOpenDrafts: 10_000,
  },
  video: {
    reidentifyGapMs: E2E_VIDEO_REIDENTIFY_GAP_MS,
    keepAliveMs: E2E_VIDEO_KEEP_ALIVE_MS,
    idleTimeoutMs: E2E_VIDEO_IDLE_TIMEOUT_MS,
    recordingsDir: `.cache/e2e/recordings-${port}`,
  },
});
console.log(`e2e server on ${server.url}`);
const stop = (): void => void Promise.all([server.close(), agent.close()]).then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
