import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { type AppOptions, buildApp } from './app.ts';
import { createDb } from './db/create-db.ts';
import type { Database } from './db/database.ts';
import type { DbConfig } from './db/db-config.ts';
import { migrateToLatest } from './db/migrate.ts';
import type { FaceAnalyzer } from './liveness/analyzer/face-analyzer.ts';
import { createWorkerAnalyzer } from './liveness/analyzer/worker-analyzer.ts';
import { DEFAULT_SEED } from './seed/generate-world.ts';
import { isEmpty, seed } from './seed/seed.ts';

export interface StartOptions {
  db: DbConfig;
  webRoot: string;
  /** 0 picks a free port (tests, bench). */
  port?: number;
  host?: string;
  /** Seed an empty database with this seed; `false` leaves it empty. */
  seed?: number | false;
  seedScale?: number;
  logger?: FastifyServerOptions['logger'];
  tileHosts?: AppOptions['tileHosts'];
  mapTiles?: AppOptions['mapTiles'];
  trustProxy?: boolean;
  livenessSecret?: string;
  maintenance?: boolean;
  kioskOrigins?: AppOptions['kioskOrigins'];
  loginRateLimit?: AppOptions['loginRateLimit'];
  actCheckSecret?: string;
  publicOrigin?: string;
  updateFeedDir?: string;
  /** Start the face analyzer (models warmed) before listening, so the first user waits for nothing. Default true. */
  warmFaceAnalyzer?: boolean;
}

export interface RunningServer {
  /** Base URL, e.g. http://localhost:8080 */
  url: string;
  app: FastifyInstance;
  db: Kysely<Database>;
  /** True when this start wrote the demo data. */
  seeded: boolean;
  close(): Promise<void>;
}

function urlOf(app: FastifyInstance, host: string): string {
  const { port } = app.server.address() as AddressInfo;
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}

/**
 * Opens the database, applies migrations, seeds it when empty, and listens. Used by the CLI, the
 * end-to-end run and the bench; `close()` stops the server and closes the database.
 */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const db = createDb(options.db);
  let analyzer: FaceAnalyzer | undefined;
  try {
    await migrateToLatest(db);
    const seeded = options.seed !== false && (await isEmpty(db));
    if (seeded && options.seed !== false) await seed(db, { seed: options.seed ?? DEFAULT_SEED, scale: options.seedScale ?? 1 });
    if (options.warmFaceAnalyzer !== false) analyzer = await createWorkerAnalyzer();
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
    });
    const host = options.host ?? 'localhost';
    await app.listen({ port: options.port ?? 8080, host });
    let closed: Promise<void> | undefined;
    const started = analyzer;
    return {
      url: urlOf(app, host),
      app,
      db,
      seeded,
      close: () => {
        closed ??= app
          .close()
          .then(() => started?.close())
          .then(() => db.destroy());
        return closed;
      },
    };
  } catch (error) {
    await analyzer?.close();
    await db.destroy();
    throw error;
  }
}
