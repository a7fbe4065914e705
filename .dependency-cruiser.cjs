/**
 * Layer rules of docs/architecture.md ("Layers").
 * `npm run layers` fails when an arrow points the wrong way.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'src-domain imports only valibot (rule 1): no Node, no DOM, no other layer.',
      severity: 'error',
      from: { path: '^src-domain/' },
      to: { pathNot: ['^src-domain/', 'node_modules/valibot/', '^node_modules/vitest/', 'node_modules/@vitest/'], dependencyTypesNot: ['type-only'] },
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
      name: 'act-sql-lives-in-acts',
      comment: 'Act SQL has one home, src-server/acts/ (docs/architecture.md, Data): the other repositories never reach into it.',
      severity: 'error',
      from: { path: '^src-server/repositories/' },
      to: { path: '^src-server/acts/' },
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
      comment: 'app/ composes routes/ and features/; ui/, api/, state/, features/ never import app/ or routes/.',
      severity: 'error',
      from: { path: '^src-renderer/(ui|api|state|features|platform)/' },
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
