import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from './app.ts';
import type { AppOptions } from './context/app-options.ts';
import { createDb, poolUse } from './db/create-db.ts';
import { DEFAULT_DRAIN_MS, prepareDrain } from './drain.ts';
import type { Database } from './db/database.ts';
import type { DbConfig } from './db/db-config.ts';
import { migrateToLatest } from './db/migrate.ts';
import type { FaceAnalyzer } from './liveness/analyzer/face-analyzer.ts';
import { analyzerPoolSize, createAnalyzerPool } from './liveness/analyzer/analyzer-pool.ts';
import { holdsDemoData } from './seed/demo-marker.ts';
import { makeDemoRegistryPhotos } from './seed/faces/demo-registry-photos.ts';
import type { VideoConfig } from './video/video-config.ts';
import { isEmpty, seed, seedingDay } from './seed/seed.ts';
import { registerHttpMetrics } from './metrics/http-metrics.ts';
import { instrumentAnalyzer } from './metrics/instrument-analyzer.ts';
import { type InternalListener, startInternalListener } from './metrics/internal-listener.ts';
import { watchPool, watchReady, watchSockets } from './metrics/metrics.ts';
import { createReadiness } from './metrics/readiness.ts';
import { watchLoopStalls } from './metrics/loop-stalls.ts';
import { LIVENESS_SUBPROTOCOL } from '../src-domain/liveness/protocol.ts';
import { ROOM_SUBPROTOCOL } from '../src-domain/video/room-protocol.ts';
import { refuseStandInsInProduction } from './stand-ins.ts';

export interface StartOptions {
  db: DbConfig;
  webRoot: string;
  /** 0 picks a free port (tests, bench). */
  port?: number;
  host?: string;
  /** Seed an empty database with the demo world of this seed; unset leaves it as it is (DEMO=1 asks). */
  seed?: number;
  /** NODE_ENV=production: refuse to start on a database holding demo data or with a stand-in served (docs/security.md). */
  production?: boolean;
  seedScale?: number;
  logger?: FastifyServerOptions['logger'];
  tileHosts?: AppOptions['tileHosts'];
  mapTiles?: AppOptions['mapTiles'];
  trustProxy?: AppOptions['trustProxy'];
  livenessSecret?: string;
  maintenance?: boolean;
  kioskOrigins?: AppOptions['kioskOrigins'];
  loginRateLimit?: AppOptions['loginRateLimit'];
  actCheckSecret?: string;
  publicOrigin?: string;
  updateFeedDir?: string;
  actLimits?: AppOptions['actLimits'];
  payments?: AppOptions['payments'];
  signatures?: AppOptions['signatures'];
  /** Video rooms: window, gap, STUN/TURN, recordings directory (the environment's VIDEO_* etc.). */
  video?: Partial<VideoConfig>;
  /** Start the face analyzer (models warmed) before listening, so the first user waits for nothing. Default true. */
  warmFaceAnalyzer?: boolean;
  /** Face-analysis worker threads (`FACE_ANALYZER_WORKERS`); by default all cores but one (analyzer-pool.ts). */
  faceAnalyzerWorkers?: number;
  /** The internal listener of metrics, liveness and readiness (METRICS_PORT, METRICS_HOST); unset: none. */
  metrics?: { port: number; host: string };
  /** How long a stop waits for requests and sockets to end (SHUTDOWN_DRAIN_S; drain.ts). */
  drainMs?: number;
}

export interface RunningServer {
  /** Base URL, e.g. http://localhost:8080 */
  url: string;
  app: FastifyInstance;
  db: Kysely<Database>;
  /** True when this start wrote the demo data. */
  seeded: boolean;
  /** The internal listener's base URL (`/metrics`, `/livez`, `/readyz`), when one was asked for. */
  metricsUrl: string | null;
  /** Readiness as the internal listener answers it: false once stopping, or while the database does not answer. */
  ready(): Promise<boolean>;
  /** Stops gracefully (drain.ts), then closes the server, the analysis workers and the database. */
  close(): Promise<void>;
}

function urlOf(app: FastifyInstance, host: string): string {
  const { port } = app.server.address() as AddressInfo;
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}

/**
 * Opens the database, applies migrations, seeds the demo world into an empty one when asked
 * (`seed`), refuses a production start on demo data or with a stand-in (stand-ins.ts), and listens. Used by the CLI, the
 * end-to-end run and the bench; `close()` stops the server and closes the database.
 */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  if (options.production) refuseStandInsInProduction(options);
  const db = createDb(options.db);
  let analyzer: FaceAnalyzer | undefined;
  try {
    await migrateToLatest(db);
    if (options.production && options.seed !== undefined) throw new Error('refusing to seed demo data in production (NODE_ENV=production)');
    const seeded = options.seed !== undefined && (await isEmpty(db));
    if (options.warmFaceAnalyzer !== false) analyzer = instrumentAnalyzer(await createAnalyzerPool(options.faceAnalyzerWorkers ?? analyzerPoolSize()));
    if (seeded && options.seed !== undefined) {
      await seed(db, { seed: options.seed, scale: options.seedScale ?? 1, seededOn: seedingDay(), photos: await makeDemoRegistryPhotos(analyzer) });
    }
    if (options.production && (await holdsDemoData(db))) {
      throw new Error(
        'refusing to start in production (NODE_ENV=production) on a database that holds demo data (seeded by DEMO=1 or "npm run seed"): use a database without it',
      );
    }
    const app = await buildApp({
      db,
      webRoot: options.webRoot,
      logger: options.logger,
      tileHosts: options.tileHosts,
      mapTiles: options.mapTiles,
      trustProxy: options.trustProxy,
      liveness: { analyzer, secret: options.livenessSecret },
      maintenance: options.maintenance,
      kioskOrigins: options.kioskOrigins,
      loginRateLimit: options.loginRateLimit,
      actCheckSecret: options.actCheckSecret,
      publicOrigin: options.publicOrigin,
      updateFeedDir: options.updateFeedDir,
      actLimits: options.actLimits,
      payments: options.payments,
      signatures: options.signatures,
      video: { config: options.video, postgresUrl: options.db.kind === 'postgres' ? (options.db.listenUrl ?? options.db.url) : undefined },
    });
    registerHttpMetrics(app);
    const drain = prepareDrain(app, { deadlineMs: options.drainMs ?? DEFAULT_DRAIN_MS, log: app.log });
    const readiness = createReadiness(db, () => drain.accepting);
    const unwatch = [
      watchLoopStalls(app.log),
      watchPool(() => poolUse(db)),
      watchReady(() => readiness.ready()),
      watchSockets(() => {
        const open = { liveness: 0, room: 0 };
        for (const socket of app.websocketServer?.clients ?? []) {
          if (socket.protocol === LIVENESS_SUBPROTOCOL) open.liveness += 1;
          else if (socket.protocol === ROOM_SUBPROTOCOL) open.room += 1;
        }
        return open;
      }),
    ];
    const host = options.host ?? 'localhost';
    await app.listen({ port: options.port ?? 8080, host });
    let internal: InternalListener | null = null;
    try {
      if (options.metrics) internal = await startInternalListener({ ...options.metrics, ready: () => readiness.ready() });
    } catch (error) {
      await app.close();
      throw error;
    }
    let closed: Promise<void> | undefined;
    const started = analyzer;
    return {
      url: urlOf(app, host),
      app,
      db,
      seeded,
      metricsUrl: internal?.url ?? null,
      ready: () => readiness.ready(),
      close: () => {
        closed ??= drain
          .drain()
          .then(() => app.close())
          .then(() => started?.close())
          .then(() => internal?.close())
          .then(() => {
            for (const stop of unwatch) stop();
            return db.destroy();
          });
        return closed;
      },
    };
  } catch (error) {
    await analyzer?.close();
    await db.destroy();
    throw error;
  }
}
