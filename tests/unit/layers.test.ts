import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { cruise, type ICruiseResult, type IConfiguration } from 'dependency-cruiser';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The layer checks of docs/architecture.md ("Layers") must really fail on a wrong arrow: each probe
 * below is a file that breaks one rule, cruised with the project's own configuration in a tree
 * built for the test (so no probe ever sits in the source folders).
 */
const repo = resolve(import.meta.dirname, '../..');
const config = createRequire(import.meta.url)(join(repo, '.dependency-cruiser.cjs')) as IConfiguration & { options: Record<string, unknown> };

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
  ])('%s: %s', (rule, file) => {
    expect(violations()).toContain(`${rule}: ${file}`);
  });

  it('lets the domain import valibot', () => {
    expect(violations().filter((line) => line.endsWith('src-domain/uses-valibot.ts'))).toEqual([]);
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
    const files = execFileSync('git', ['ls-files', 'src-*', 'tests', 'bench', 'scripts', 'web', 'docs', 'build', 'resources'], { cwd: repo, encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
    const names = files.map((file) => file.split('/').at(-1) ?? '').filter((name) => name !== 'README.md');
    expect(names.filter((name) => !/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/.test(name))).toEqual([]);
  });
});
