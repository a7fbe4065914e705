import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type ICruiseResult, type IConfiguration } from 'dependency-cruiser';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT as repo, trackedFiles } from './tracked-files.ts';

/**
 * The layer checks of docs/architecture.md ("Layers") must really fail on a wrong arrow: each probe
 * below is a file that breaks one rule, cruised with the project's own configuration in a tree
 * built for the test (so no probe ever sits in the source folders).
 */
const config = createRequire(import.meta.url)(join(repo, '.dependency-cruiser.cjs')) as IConfiguration & { options: Record<string, unknown> };

const SERVER_AREAS = [
  'act-seal',
  'acts',
  'admin',
  'auth',
  'cli',
  'context',
  'db',
  'device-tests',
  'documents',
  'equeue',
  'http',
  'liveness',
  'metrics',
  'pay-sandbox',
  'payments',
  'plugins',
  'print',
  'registries',
  'registry-lookups',
  'repositories',
  'routes',
  'seed',
  'sessions',
  'signatures',
  'video',
];

/** [rule, probe file, what it imports]: each server rule of .dependency-cruiser.cjs broken once. */
const SERVER_PROBES: [string, string, string][] = [
  // Areas point one way: payments, signatures, video, the seal and the printed documents use acts, never the reverse.
  ['server-area-acts', 'src-server/acts/uses-payments.ts', '../payments/thing.ts'],
  ['server-area-acts', 'src-server/acts/uses-video.ts', '../video/thing.ts'],
  ['server-area-acts', 'src-server/acts/uses-signatures.ts', '../signatures/thing.ts'],
  ['server-area-acts', 'src-server/acts/uses-act-seal.ts', '../act-seal/thing.ts'],
  ['server-area-acts', 'src-server/acts/uses-documents.ts', '../documents/thing.ts'],
  ['server-area-act-seal', 'src-server/act-seal/uses-documents.ts', '../documents/thing.ts'],
  ['server-area-admin', 'src-server/admin/uses-acts.ts', '../acts/thing.ts'],
  ['server-area-auth', 'src-server/auth/uses-acts.ts', '../acts/thing.ts'],
  ['server-area-db', 'src-server/db/uses-http.ts', '../http/thing.ts'],
  ['server-area-device-tests', 'src-server/device-tests/uses-video.ts', '../video/thing.ts'],
  ['server-area-documents', 'src-server/documents/uses-video.ts', '../video/thing.ts'],
  ['server-area-equeue', 'src-server/equeue/uses-payments.ts', '../payments/thing.ts'],
  ['server-area-http', 'src-server/http/uses-sessions.ts', '../sessions/thing.ts'],
  ['server-area-liveness', 'src-server/liveness/uses-auth.ts', '../auth/thing.ts'],
  ['server-area-metrics', 'src-server/metrics/uses-video.ts', '../video/thing.ts'],
  ['server-area-pay-sandbox', 'src-server/pay-sandbox/uses-video.ts', '../video/thing.ts'],
  ['server-area-payments', 'src-server/payments/uses-pay-sandbox.ts', '../pay-sandbox/thing.ts'],
  ['server-area-payments', 'src-server/payments/uses-signatures.ts', '../signatures/thing.ts'],
  ['server-area-plugins', 'src-server/plugins/uses-context.ts', '../context/thing.ts'],
  ['server-area-print', 'src-server/print/uses-acts.ts', '../acts/thing.ts'],
  ['server-area-registries', 'src-server/registries/uses-repositories.ts', '../repositories/thing.ts'],
  ['server-area-registry-lookups', 'src-server/registry-lookups/uses-acts.ts', '../acts/thing.ts'],
  ['server-area-repositories', 'src-server/repositories/uses-acts.ts', '../acts/thing.ts'],
  ['server-area-sessions', 'src-server/sessions/uses-auth.ts', '../auth/thing.ts'],
  ['server-area-signatures', 'src-server/signatures/uses-video.ts', '../video/thing.ts'],
  ['server-area-video', 'src-server/video/uses-payments.ts', '../payments/thing.ts'],
  // Services never import routes; the seed stays with its commands; the context sits below the routes.
  ['server-services-never-import-routes', 'src-server/video/uses-routes.ts', '../routes/thing.ts'],
  ['server-services-never-import-routes', 'src-server/plugins/uses-routes.ts', '../routes/thing.ts'],
  ['server-seed-only-from-commands-and-tests', 'src-server/repositories/uses-seed.ts', '../seed/thing.ts'],
  ['server-seed-only-from-commands-and-tests', 'src-server/context/uses-seed.ts', '../seed/thing.ts'],
  ['server-context-below-routes', 'src-server/context/uses-routes.ts', '../routes/thing.ts'],
  ['server-routes-and-sockets-only-in-routes', 'src-server/video/uses-websocket.ts', '@fastify/websocket'],
  ['server-routes-and-sockets-only-in-routes', 'src-server/plugins/uses-static.ts', '@fastify/static'],
];

/** Arrows the rules allow: the checker must not refuse them. */
const SERVER_ALLOWED = [
  ['src-server/payments/uses-acts.ts', '../acts/thing.ts'],
  ['src-server/video/uses-acts.ts', '../acts/thing.ts'],
  ['src-server/video/uses-metrics.ts', '../metrics/thing.ts'],
  ['src-server/equeue/uses-acts.ts', '../acts/thing.ts'],
  ['src-server/signatures/uses-acts.ts', '../acts/thing.ts'],
  ['src-server/routes/uses-video.ts', '../video/thing.ts'],
  ['src-server/routes/uses-websocket.ts', '@fastify/websocket'],
  ['src-server/context/uses-payments.ts', '../payments/thing.ts'],
  ['src-server/cli/uses-seed.ts', '../seed/thing.ts'],
  ['src-server/seed/uses-repositories.ts', '../repositories/thing.ts'],
  ['src-server/acts/thing.test.ts', '../payments/thing.ts'],
];

const PROBES: Record<string, string> = {
  'src-domain/uses-kysely.ts': "import { sql } from 'kysely';\nexport const probe = sql;\n",
  'src-domain/uses-react.ts': "import { useState } from 'react';\nexport const probe = useState;\n",
  'src-domain/uses-node.ts': "import { readFileSync } from 'node:fs';\nexport const probe = readFileSync;\n",
  'src-domain/uses-valibot.ts': "import * as v from 'valibot';\nexport const probe = v.string();\n",
  'src-renderer/ui/uses-feature.ts': "import { probe as f } from '../features/one/thing.ts';\nexport const probe = f;\n",
  'src-renderer/state/uses-feature.ts': "import { probe as f } from '../features/one/thing.ts';\nexport const probe = f;\n",
  'src-renderer/features/one/thing.ts': 'export const probe = 1;\n',
  'src-renderer/features/two/uses-one.ts': "import { probe as f } from '../one/thing.ts';\nexport const probe = f;\n",
  'src-renderer/features/two/uses-server.ts': "import { probe as f } from '../../../src-server/thing.ts';\nexport const probe = f;\n",
  'src-server/thing.ts': 'export const probe = 1;\n',
  // Holes the checker once let through (docs/architecture.md, Layers).
  'src-domain/types-from-kysely.ts': "import type { Kysely } from 'kysely';\nexport type Probe = Kysely<object>;\n",
  'src-renderer/app/thing.ts': 'export const probe = 1;\n',
  'src-renderer/shared/uses-app.ts': "import { probe as a } from '../app/thing.ts';\nexport const probe = a;\n",
  'src-renderer/shared/thing.ts': 'export const probe = 1;\n',
  'src-renderer/ui/uses-shared.ts': "import { probe as s } from '../shared/thing.ts';\nexport const probe = s;\n",
  'src-renderer/features/one/uses-sqlite.ts': "import Database from 'better-sqlite3';\nexport const probe = Database;\n",
  'src-server/uses-electron.ts': "import { app } from 'electron';\nexport const probe = app;\n",
  // One stand-in file per server area, then a file in an area importing one it may not (SERVER_PROBES).
  ...Object.fromEntries(SERVER_AREAS.map((area) => [`src-server/${area}/thing.ts`, 'export const probe = 1;\n'])),
  ...Object.fromEntries(
    [...SERVER_PROBES.map(([, from, to]) => [from, to]), ...SERVER_ALLOWED].map(([from, to]) => [
      from,
      `import * as p from '${to}';\nexport const probe = p;\n`,
    ]),
  ),
};

let tree = '';
let result: ICruiseResult;

function violations(): string[] {
  return result.summary.violations.map((v) => `${v.rule.name}: ${v.from}`);
}

beforeAll(async () => {
  tree = mkdtempSync(join(tmpdir(), 'layers-'));
  for (const [path, text] of Object.entries(PROBES)) {
    mkdirSync(dirname(join(tree, path)), { recursive: true });
    writeFileSync(join(tree, path), text);
  }
  symlinkSync(join(repo, 'node_modules'), join(tree, 'node_modules'));
  const cwd = process.cwd();
  process.chdir(tree);
  try {
    const { tsConfig: _projectTsConfig, ...options } = config.options;
    result = (await cruise(['src-domain', 'src-renderer', 'src-server'], { ...options, ruleSet: { forbidden: config.forbidden }, validate: true }))
      .output as ICruiseResult;
  } finally {
    process.chdir(cwd);
  }
}, 60_000);

afterAll(() => {
  if (tree) rmSync(tree, { recursive: true, force: true });
});

describe('the layer checker (npm run layers) refuses a wrong arrow', () => {
  it.each([
    ['domain-is-pure', 'src-domain/uses-kysely.ts'],
    ['domain-is-pure', 'src-domain/uses-react.ts'],
    ['domain-no-builtins', 'src-domain/uses-node.ts'],
    ['shared-floors-do-not-import-features', 'src-renderer/ui/uses-feature.ts'],
    ['shared-floors-do-not-import-features', 'src-renderer/state/uses-feature.ts'],
    ['features-independent', 'src-renderer/features/two/uses-one.ts'],
    ['renderer-not-other-layers', 'src-renderer/features/two/uses-server.ts'],
    ['domain-is-pure', 'src-domain/types-from-kysely.ts'],
    ['lower-renderer-layers-do-not-import-app-or-routes', 'src-renderer/shared/uses-app.ts'],
    ['ui-does-not-import-shared', 'src-renderer/ui/uses-shared.ts'],
    ['renderer-no-node-packages', 'src-renderer/features/one/uses-sqlite.ts'],
    ['server-no-electron', 'src-server/uses-electron.ts'],
  ])('%s: %s', (rule, file) => {
    expect(violations()).toContain(`${rule}: ${file}`);
  });

  it.each(SERVER_PROBES)('%s: %s imports %s', (rule, file) => {
    expect(violations()).toContain(`${rule}: ${file}`);
  });

  it('lets the domain import valibot', () => {
    expect(violations().filter((line) => line.endsWith('src-domain/uses-valibot.ts'))).toEqual([]);
  });

  it.each(SERVER_ALLOWED)('lets %s import %s', (file) => {
    expect(violations().filter((line) => line.endsWith(`: ${file}`))).toEqual([]);
  });

  it('has a probe for every server area rule', () => {
    const areaRules = (config.forbidden ?? []).map((rule) => rule.name).filter((name) => name?.startsWith('server-area-'));
    expect(areaRules.length).toBeGreaterThan(10);
    expect(areaRules.filter((name) => !SERVER_PROBES.some(([rule]) => rule === name))).toEqual([]);
  });
});

describe('only src-renderer/platform reads window.kiosk (ESLint)', () => {
  const eslint = new ESLint({ cwd: repo });
  const shellReads = ['window.kiosk', "window['kiosk']", '(window as unknown as { kiosk: unknown }).kiosk', '(globalThis as { kiosk?: unknown }).kiosk'];

  it.each(shellReads)('refuses `%s` in a feature', async (read) => {
    const [report] = await eslint.lintText(`export const shell = ${read};\n`, { filePath: join(repo, 'src-renderer/features/probe/probe.ts') });
    expect(report?.messages.map((m) => m.ruleId)).toEqual(expect.arrayContaining([expect.stringMatching(/^no-restricted-(properties|syntax)$/)]));
  });

  it('allows it in platform/', async () => {
    const [report] = await eslint.lintText('export const shell = (window as unknown as { kiosk: unknown }).kiosk;\n', {
      filePath: join(repo, 'src-renderer/platform/probe.ts'),
    });
    expect(report?.messages.filter((m) => m.ruleId?.startsWith('no-restricted'))).toEqual([]);
  });
});

describe('file names are kebab-case (docs/architecture.md rule 5)', () => {
  it('names every tracked source, test, doc and tool file in lower-case words joined by hyphens', () => {
    const files = trackedFiles('src-*', 'tests', 'bench', 'scripts', 'web', 'docs', 'build', 'resources');
    const names = files.map((file) => file.split('/').at(-1) ?? '').filter((name) => name !== 'README.md');
    expect(names.filter((name) => !/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/.test(name))).toEqual([]);
  });
});
