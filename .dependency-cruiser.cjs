/**
 * Layer rules of docs/architecture.md ("Layers", "Server areas").
 * `npm run layers` fails when an arrow points the wrong way.
 */

/** Server test files and their helpers: free to reach any area (they build whole apps). */
const SERVER_TESTS = ['\\.test\\.ts$', '\\.test-support\\.ts$', '^src-server/test-support/'];

/**
 * The server's areas and what each may import besides itself (docs/architecture.md, "Server
 * areas"): floors (db, http, print) import nothing of the server; services import floors and
 * the services below them; payments, signatures, video, the seal and the printed documents use
 * what acts offer, never the reverse. routes/ (every HTTP route and socket), context/ (the
 * wiring), cli/ and seed/ sit on top and are ruled apart below.
 */
const SERVER_AREAS = {
  db: [],
  http: [],
  print: [],
  registries: ['db'],
  repositories: ['db', 'http'],
  sessions: ['db', 'http'],
  liveness: ['db', 'http'],
  metrics: ['db', 'liveness', 'repositories'],
  'registry-lookups': ['db', 'http', 'registries'],
  auth: ['db', 'http', 'liveness', 'registries', 'repositories', 'sessions'],
  admin: ['db', 'http', 'repositories', 'sessions'],
  plugins: ['db', 'http', 'liveness', 'repositories', 'sessions'],
  acts: ['db', 'http', 'print', 'registries', 'registry-lookups', 'repositories', 'sessions'],
  'device-tests': ['acts', 'db', 'http', 'sessions'],
  'act-seal': ['acts', 'db', 'http'],
  signatures: ['acts', 'db', 'http', 'print', 'registries', 'sessions'],
  payments: ['acts', 'db', 'http', 'registries', 'repositories', 'sessions'],
  'pay-sandbox': ['acts', 'db', 'http', 'payments', 'print', 'registries'],
  equeue: ['acts', 'db', 'http', 'repositories', 'sessions'],
  video: ['acts', 'db', 'http', 'liveness', 'metrics', 'registries', 'sessions', 'signatures'],
  documents: ['act-seal', 'acts', 'db', 'http', 'payments', 'print', 'sessions', 'signatures'],
};

const serverAreaRules = Object.entries(SERVER_AREAS).map(([area, allowed]) => ({
  name: `server-area-${area}`,
  comment: `src-server/${area}/ imports only ${allowed.length > 0 ? allowed.join(', ') : 'nothing of the other server areas'} (docs/architecture.md, Server areas).`,
  severity: 'error',
  from: { path: `^src-server/${area}/`, pathNot: SERVER_TESTS },
  to: { path: '^src-server/[^/]+/', pathNot: `^src-server/(${[area, ...allowed].join('|')})/` },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'src-domain imports only valibot (rule 1): no Node, no DOM, no other layer.',
      severity: 'error',
      from: { path: '^src-domain/' },
      // Type-only imports too: a type from another package still ties the domain's contracts to it.
      to: { pathNot: ['^src-domain/', 'node_modules/valibot/', '^node_modules/vitest/', 'node_modules/@vitest/'] },
    },
    {
      name: 'domain-no-builtins',
      severity: 'error',
      from: { path: '^src-domain/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'server-not-other-layers',
      comment: 'src-server imports src-domain only (rule 2).',
      severity: 'error',
      from: { path: '^src-server/' },
      to: { path: '^src-(main|preload|renderer)/' },
    },
    {
      name: 'server-no-electron',
      comment: "The server runs in Node, never in the kiosk shell: Electron is the shell's (rule 2).",
      severity: 'error',
      from: { path: '^src-server/' },
      to: { path: '(^|/)node_modules/electron/' },
    },
    ...serverAreaRules,
    {
      name: 'server-services-never-import-routes',
      comment: 'Routes call services, never the reverse: only routes/, app.ts and the commands import routes/ (docs/architecture.md, Server areas).',
      severity: 'error',
      from: { path: '^src-server/', pathNot: ['^src-server/(routes|cli)/', '^src-server/app\\.ts$', ...SERVER_TESTS] },
      to: { path: '^src-server/routes/' },
    },
    {
      name: 'server-routes-and-sockets-only-in-routes',
      comment:
        'HTTP routes and sockets are registered in routes/ only: the websocket and static-file plugins are imported there, and by plugins/register-plugins.ts, which starts the one websocket server.',
      severity: 'error',
      from: { path: '^src-server/', pathNot: ['^src-server/routes/', '^src-server/plugins/register-plugins\\.ts$', ...SERVER_TESTS] },
      to: { path: '(^|/)node_modules/@fastify/(websocket|static)/' },
    },
    {
      name: 'server-seed-only-from-commands-and-tests',
      comment:
        "Production code never loads the demo world: the seed is imported by its commands (cli/, and start-server.ts, the body of `npm run serve`, which seeds with DEMO=1), by config.ts (the commands' settings) and by tests.",
      severity: 'error',
      from: { path: '^src-server/', pathNot: ['^src-server/(seed|cli)/', '^src-server/(start-server|config)\\.ts$', ...SERVER_TESTS] },
      to: { path: '^src-server/seed/' },
    },
    {
      name: 'server-context-below-routes',
      comment: 'context/ builds the services the routes are given; it never imports a route (routes read it, app.ts composes both).',
      severity: 'error',
      from: { path: '^src-server/context/' },
      to: { path: '^src-server/(routes|cli)/|^src-server/(app|start-server)\\.ts$' },
    },
    {
      name: 'portal-carries-no-server-texts',
      comment:
        "The error catalogue's texts are the server's (src-domain/http/error-codes.ts); the portal reads codes from api-error-codes.ts and shows the server's message, so its first download stays small (docs/performance.md).",
      severity: 'error',
      from: { path: '^src-renderer/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^src-domain/http/error-codes\\.ts$' },
    },
    {
      name: 'main-not-other-layers',
      comment: 'src-main imports src-domain only (rule 2).',
      severity: 'error',
      from: { path: '^src-main/' },
      to: { path: '^src-(server|preload|renderer)/' },
    },
    {
      name: 'preload-not-other-layers',
      severity: 'error',
      from: { path: '^src-preload/' },
      to: { path: '^src-(server|main|renderer)/' },
    },
    {
      name: 'renderer-not-other-layers',
      severity: 'error',
      from: { path: '^src-renderer/' },
      to: { path: '^src-(server|main|preload)/' },
    },
    {
      name: 'renderer-no-node-builtins',
      comment: 'No Node in src-renderer (docs/architecture.md, Shell ↔ renderer bridge).',
      severity: 'error',
      from: { path: '^src-renderer/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'features-independent',
      comment: 'features/<a> never imports features/<b> (rule 5).',
      severity: 'error',
      from: { path: '^src-renderer/features/([^/]+)/' },
      to: { path: '^src-renderer/features/', pathNot: '^src-renderer/features/$1/' },
    },
    {
      name: 'only-platform-touches-shell',
      comment: 'Only src-renderer/platform reaches window.kiosk (rule 4); features/routes go through platform.',
      severity: 'error',
      from: { path: '^src-renderer/', pathNot: '^src-renderer/(platform|app)/' },
      to: { path: '^src-renderer/platform/kiosk\\.ts$' },
    },
    {
      name: 'lower-renderer-layers-do-not-import-app-or-routes',
      comment: 'app/ composes routes/ and features/; ui/, api/, state/, features/, platform/ and shared/ never import app/ or routes/.',
      severity: 'error',
      from: { path: '^src-renderer/(ui|api|state|features|platform|shared)/' },
      to: { path: '^src-renderer/(app|routes)/' },
    },
    {
      name: 'shared-floors-do-not-import-features',
      comment: 'ui/, api/, state/, platform/ and shared/ sit below features/ (rule 5): what features share lives there, never in a feature.',
      severity: 'error',
      from: { path: '^src-renderer/(ui|api|state|platform|shared)/' },
      to: { path: '^src-renderer/features/' },
    },
    {
      name: 'ui-does-not-import-shared',
      comment: 'ui/ holds primitives below shared/ (rule 5): shared/ may use ui/, never the reverse.',
      severity: 'error',
      from: { path: '^src-renderer/ui/' },
      to: { path: '^src-renderer/shared/' },
    },
    {
      name: 'renderer-no-node-packages',
      comment: 'The renderer runs in a browser page: no database driver, server framework or Electron module (docs/architecture.md, Shell ↔ renderer bridge).',
      severity: 'error',
      from: { path: '^src-renderer/' },
      to: { path: '(^|/)node_modules/(better-sqlite3|pg|kysely|fastify|@fastify/[^/]+|electron)/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-barrel-index',
      comment: 'No barrel files (rule 5).',
      severity: 'error',
      from: { path: '^src-(domain|renderer)/' },
      to: { path: '/index[.]tsx?$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    exclude: { path: ['\\.cache', '^out/', '^dist'] },
  },
};
