import { createLoginTestApp, type LoginTestApp } from '../../auth/login.test-support.ts';
import { declaredApiRoutes, type DeclaredRoute } from '../../sessions/route-access.ts';
import { loadRouteFixtures, type RouteFixtures } from './route-fixtures.ts';

/** Limits far above what a probe run sends: the probes are about answers, not about being throttled. */
const UNTHROTTLED = { max: 1_000_000, timeWindowMs: 60_000 };

export interface ProbeApp {
  t: LoginTestApp;
  routes: DeclaredRoute[];
  fixtures: RouteFixtures;
}

/**
 * A seeded app (small world) with every per-user and per-client limit opened wide, its declared
 * `/api` routes and the fixtures for their parameters. Rate limits keep their own tests.
 */
export async function createProbeApp(): Promise<ProbeApp> {
  const t = await createLoginTestApp({
    scale: 0.2,
    web: false,
    loginRateLimit: UNTHROTTLED,
    searchRateLimit: UNTHROTTLED,
    equeueBookingRateLimit: UNTHROTTLED,
    notFoundRateLimit: UNTHROTTLED,
  });
  await t.app.ready();
  return { t, routes: declaredApiRoutes(t.app), fixtures: await loadRouteFixtures(t.db) };
}
