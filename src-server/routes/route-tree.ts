import type { FastifyInstance } from 'fastify';
import { DEFAULT_CONTACT_PHONE_LIMITS } from '../auth/contact-phone-limits.ts';
import { DEFAULT_LOGIN_RATE_LIMIT } from '../auth/login-deps.ts';
import type { AppContext } from '../context/app-context.ts';
import { DEFAULT_MAP_TILES } from '../plugins/map-tiles.ts';
import { actAreaRoutes } from './acts/routes.ts';
import { adminUserRoutes } from './admin-users.ts';
import { authRoutes } from './auth/auth.ts';
import type { AuthRouteDeps } from './auth/auth-route-deps.ts';
import { checkBeforeAuthRoutes } from './auth/check-before-auth.ts';
import { contactPhoneRoutes } from './contact-phone.ts';
import { registerLoginLiveness } from './auth/login-liveness.ts';
import { sessionRoutes } from './auth/session.ts';
import { termsRoutes } from './auth/terms.ts';
import { catalogueRoutes } from './catalogue/catalogue.ts';
import { DEFAULT_DEVICE_TEST_RATE_LIMIT, deviceTestRoutes } from './device-tests.ts';
import { DICTIONARY_RATE_LIMIT, dictionaryRoutes } from './dictionaries.ts';
import { equeueRoutes } from './equeue/equeue.ts';
import { DEFAULT_EQUEUE_BOOKING_RATE_LIMIT } from './equeue/equeue-route-deps.ts';
import { notaryEqueueRoutes } from './equeue/notary-equeue.ts';
import { healthRoutes } from './health.ts';
import { mapConfigRoutes } from './map-config.ts';
import { notaryRoutes } from './notaries/notaries.ts';
import { notifyRoutes } from './notify.ts';
import { notaryBankStatementRoutes } from './payments/notary-bank-statements.ts';
import { paymentRoutes } from './payments/payment-routes.ts';
import { profileRoutes } from './profile.ts';
import { registryLookupRoutes } from './registry-lookups/registry-lookups.ts';
import type { RouteDeps } from './route-deps.ts';
import { DEFAULT_SEARCH_RATE_LIMIT } from './search/search-route-deps.ts';
import { searchRoutes } from './search/search-routes.ts';
import { DEFAULT_SPEED_TEST_RATE_LIMIT, speedTestRoutes } from './speed-test.ts';
import { hasWebBuild, registerStaticWeb } from './static/static-web.ts';
import { registerUpdateFeed } from './static/update-feed.ts';
import { statisticsRoutes } from './statistics.ts';
import { terminalRoutes } from './terminals.ts';
import { recordingRoutes } from './video/recordings.ts';
import { videoRoomRoutes } from './video/rooms.ts';

/**
 * Every HTTP route and socket of the server, by resource, each given its part of the
 * application context and its own rate limit (an option, else the route's default): the kiosk
 * update feed and the web build, public reads, login and the face check, the user's own
 * resources, acts, payments, video rooms, registry lookups and the staff's tools. Returns
 * whether the web build is served (the 404 handler's page fallback needs it).
 */
export async function registerRouteTree(app: FastifyInstance, ctx: AppContext): Promise<{ spa: boolean }> {
  const { options } = ctx;
  const searchRateLimit = options.searchRateLimit ?? DEFAULT_SEARCH_RATE_LIMIT;
  const deps: RouteDeps = { db: ctx.db, registries: ctx.registries, version: ctx.version };
  const auth: AuthRouteDeps = {
    db: ctx.db,
    login: ctx.login,
    sessions: ctx.sessions,
    liveness: ctx.liveness,
    maintenance: ctx.maintenance,
    loginRateLimit: options.loginRateLimit ?? DEFAULT_LOGIN_RATE_LIMIT,
    now: ctx.now,
  };

  if (options.updateFeedDir) await registerUpdateFeed(app, options.updateFeedDir);
  const spa = hasWebBuild(options.webRoot);
  if (spa) await registerStaticWeb(app, options.webRoot);
  else app.log.warn({ webRoot: options.webRoot }, 'no web build found: serving the API only (run "npm run build:web")');

  await app.register(healthRoutes({ ...deps, buildId: ctx.buildId, now: ctx.clock }));
  await app.register(dictionaryRoutes({ ...deps, rateLimit: options.dictionaryRateLimit ?? DICTIONARY_RATE_LIMIT, answers: ctx.answers }));
  await app.register(notaryRoutes({ ...deps, now: ctx.now, answers: ctx.answers }));
  await app.register(catalogueRoutes({ ...deps, answers: ctx.answers }));
  await app.register(searchRoutes({ db: ctx.db, now: ctx.now, checkSecret: ctx.checkSecret, rateLimit: searchRateLimit }));
  await app.register(statisticsRoutes({ db: ctx.db, rateLimit: searchRateLimit }));

  await app.register(checkBeforeAuthRoutes(auth));
  await registerLoginLiveness(app, { login: ctx.login, liveness: ctx.liveness, rateLimit: auth.loginRateLimit });
  await app.register(authRoutes(auth));
  await app.register(sessionRoutes(auth));
  await app.register(termsRoutes(auth));
  await app.register(profileRoutes(auth));
  await app.register(
    contactPhoneRoutes(
      { db: ctx.db, civil: ctx.registries.civil, sms: ctx.registries.sms, now: ctx.now },
      { ...DEFAULT_CONTACT_PHONE_LIMITS, ...options.contactPhoneLimits },
    ),
  );
  await app.register(notifyRoutes(auth));

  await app.register(actAreaRoutes(ctx));
  await app.register(paymentRoutes(ctx));
  await app.register(notaryBankStatementRoutes({ db: ctx.db, now: ctx.now }));
  await app.register(videoRoomRoutes(ctx.rooms));
  await app.register(recordingRoutes(ctx.rooms));
  await app.register(registryLookupRoutes({ ...deps, now: ctx.now, rateLimit: searchRateLimit }));
  await app.register(mapConfigRoutes(options.mapTiles ?? DEFAULT_MAP_TILES));

  await app.register(terminalRoutes({ db: ctx.db, now: ctx.now }));
  await app.register(adminUserRoutes({ db: ctx.db, now: ctx.now }));
  await app.register(notaryEqueueRoutes({ db: ctx.db, now: ctx.now, refunds: ctx.acts.refunds }));
  await app.register(equeueRoutes({ db: ctx.db, now: ctx.now, bookingRateLimit: options.equeueBookingRateLimit ?? DEFAULT_EQUEUE_BOOKING_RATE_LIMIT }));
  await app.register(speedTestRoutes({ rateLimit: options.speedTestRateLimit ?? DEFAULT_SPEED_TEST_RATE_LIMIT }));
  await app.register(deviceTestRoutes({ db: ctx.db, now: ctx.now, rateLimit: options.deviceTestRateLimit ?? DEFAULT_DEVICE_TEST_RATE_LIMIT }));
  return { spa };
}
