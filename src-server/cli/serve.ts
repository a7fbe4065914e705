/**
 * `npm run serve` / `npm start`: the reference API and the web portal on one port.
 * Environment: PORT (8080), HOST (localhost), DATABASE_URL (PostgreSQL; DB_POOL_SIZE,
 * DB_STATEMENT_TIMEOUT_MS, DATABASE_LISTEN_URL) or DB_FILE (data/enotary.sqlite), WEB_ROOT
 * (dist-web), SEED (20261122), SEED_SCALE (1), LOG_LEVEL (warn readable, info as JSON),
 * LOG_FORMAT (readable lines; json in production, http/readable-log.ts),
 * TILE_URL (the notary map's tile template), TILE_ATTRIBUTION, TILE_HOSTS (map tile origins for
 * the CSP; default: TILE_URL's origin), TRUST_PROXY, LIVENESS_SECRET (≥ 32 bytes; random per
 * process when unset), MAINTENANCE (1: logins answer "technical work"), KIOSK_ORIGINS
 * (app://enotary), LOGIN_RATE_LIMIT (20 requests per IP and minute on each login route),
 * ACT_CHECK_SECRET (key of the check codes in acts' QR codes; unset: one kept in the database),
 * UPDATE_FEED_DIR (the kiosk's update feed folder, served under /updates/).
 * PUBLIC_ORIGIN (links in SMS and QR codes; required in production), DEMO (1: seed an empty
 * database with the demo world; `npm start` sets it), NODE_ENV (production: no demo data),
 * ACT_CREATION_LIMIT, PARTY_ADDITION_LIMIT (per user and 10 minutes), OPEN_DRAFTS_MAX,
 * PAYME_CHECKOUT_URL, PAYME_MERCHANT_ID, PAYME_KEY (the payment provider; unset: the local stand-in),
 * CLICK_CHECKOUT_URL, CLICK_SERVICE_ID, CLICK_MERCHANT_ID, CLICK_MERCHANT_USER_ID, CLICK_SECRET_KEY, CLICK_API_URL (Click; unset: its stand-in),
 * SIGNATURE_* and EIMZO_* (digital signatures, docs/signatures.md).
 * VIDEO_ROOM_OPENS_BEFORE_MIN (30), VIDEO_REIDENTIFY_GAP_S (60), STUN_URLS, TURN_URLS, TURN_SECRET,
 * TURN_TTL_S (21600), RECORDINGS_DIR (data/recordings): the video rooms, docs/video.md.
 * METRICS_PORT, METRICS_HOST (127.0.0.1): the internal listener of /metrics, /livez, /readyz;
 * SHUTDOWN_DRAIN_S (20): a stop's wait for requests and sockets (docs/deployment.md).
 */
import { configFromEnv } from '../config.ts';
import { describeDbConfig } from '../db/db-config.ts';
import { readableLogStream } from '../http/readable-log.ts';
import { hasWebBuild } from '../routes/static/static-web.ts';
import { formatDemoLogins, formatSignInHelp } from '../seed/format-demo-logins.ts';
import { closeOnSignals } from '../shutdown.ts';
import { startServer } from '../start-server.ts';

const config = configFromEnv(process.env);
const server = await startServer({
  db: config.db,
  webRoot: config.webRoot,
  port: config.port,
  host: config.host,
  seed: config.demo ? config.seed : undefined,
  seedScale: config.seedScale,
  production: config.production,
  logger: config.logFormat === 'readable' ? { level: config.logLevel, stream: readableLogStream(process.stdout) } : { level: config.logLevel },
  tileHosts: config.tileHosts,
  mapTiles: config.mapTiles,
  trustProxy: config.trustProxy,
  livenessSecret: config.livenessSecret,
  maintenance: config.maintenance,
  kioskOrigins: config.kioskOrigins,
  loginRateLimit: { max: config.loginRateLimitPerMinute, timeWindowMs: 60_000 },
  actCheckSecret: config.actCheckSecret,
  publicOrigin: config.publicOrigin,
  updateFeedDir: config.updateFeedDir,
  actLimits: {
    actCreation: { max: config.actLimits.actsPerTenMinutes, timeWindowMs: 600_000 },
    partyAddition: { max: config.actLimits.partiesPerTenMinutes, timeWindowMs: 600_000 },
    maxOpenDrafts: config.actLimits.maxOpenDrafts,
  },
  payments: config.payments,
  signatures: { verification: config.signatures.verification, agent: config.signatures.agent },
  video: config.video,
  faceAnalyzerWorkers: config.faceAnalyzerWorkers,
  metrics: config.metrics,
  drainMs: config.drainMs,
});
closeOnSignals(server.close, server.app.log, config.drainMs);

console.log(`\ne-Notary reference server: ${server.url}`);
console.log(`  database: ${describeDbConfig(config.db)}${server.seeded ? ` (seeded now with seed ${config.seed})` : ''}`);
if (server.metricsUrl) console.log(`  internal: ${server.metricsUrl}/metrics, /livez, /readyz (not for the public)`);
console.log(`  portal:   ${hasWebBuild(config.webRoot) ? `${config.webRoot}/` : `not built (${config.webRoot}/index.html missing): run "npm run build:web"`}`);
if (config.demo) console.log(`\nDemo logins (pin + passport series and number):\n${formatDemoLogins()}\n\n${formatSignInHelp(server.url)}\n`);
