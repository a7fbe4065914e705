import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Comments and docs cite what a reader of this repository can open: a spec section (`§5`, mapped
 * in docs/specification.md), a decision record in docs/decisions/, a file. References to a
 * tracker's numbers, to work-stage labels, or to files outside the tree are dead in a fresh
 * clone; this test fails on them (docs/architecture.md "Conventions").
 */
const repo = resolve(import.meta.dirname, '../..');

// Built from parts so this file does not match itself.
const ISSUE = new RegExp(['\\bissues?', ' ?#?\\d+\\b'].join(''), 'i');
const STAGE_LABEL = new RegExp(["\\bS[1-6]('s)?", '\\b(?![-.\\w])'].join(''));
const OUTSIDE_TREE = new RegExp(['\\.\\./sha', 'red/(spec|ARCHI', 'TECTURE|STYLE)|\\.cache/hand', 'off/|/wo', 'rk/|\\b(ARCHI', 'TECTURE|STYLE)\\.md'].join(''));
/** An example line, built from parts for the same reason. */
const line = (...parts: string[]) => parts.join('');
const PATTERNS: readonly [string, RegExp][] = [
  ['a tracker issue number', ISSUE],
  ['a work-stage label', STAGE_LABEL],
  ['a file outside the repository', OUTSIDE_TREE],
];

/** What `line` cites that a reader of the repository cannot open, or null. */
export function unseenReference(line: string): string | null {
  for (const [what, pattern] of PATTERNS) if (pattern.test(line)) return what;
  return null;
}

describe('references a reader cannot open', () => {
  it.each<[string, string | null]>([
    ['// (spec §5; docs/decisions/0005-statistics-and-dictionary-updates.md)', null],
    ["import { paths } from '../../shared/paths.ts';", null],
    ['const stage: BlockingStage = "send";', null],
    ['await S3.put(object) to S3-compatible storage', null],
    [line('// the budget of is', 'sue 5'), 'a tracker issue number'],
    [line('/* see Is', 'sue #12 */'), 'a tracker issue number'],
    ["// the rule S2's lookups added", 'a work-stage label'],
    ['// core (S1)', 'a work-stage label'],
    [line('The spec is ../sha', 'red/spec/notary-portal-spec.md'), 'a file outside the repository'],
    [line('// design: .cache/hand', 'off/ACTS.md'), 'a file outside the repository'],
    [line('// as ARCHI', 'TECTURE.md says'), 'a file outside the repository'],
    ['// as docs/architecture.md says', null],
  ])('%j → %s', (line, expected) => {
    expect(unseenReference(line)).toBe(expected);
  });

  it('no tracked source, test, tool or document has one', () => {
    const found: string[] = [];
    for (const [file, index, line] of trackedLines()) {
      const what = unseenReference(line);
      if (what) found.push(`${file}:${index + 1} (${what}): ${line.trim().slice(0, 120)}`);
    }
    expect(found).toEqual([]);
  });

  it('every document a comment or document names is in the tree', () => {
    const missing = new Set<string>();
    for (const [file, index, line] of trackedLines()) {
      for (const [doc] of line.matchAll(/\bdocs\/[\w./-]+\.md\b/g)) {
        if (!existsSync(resolve(repo, doc))) missing.add(`${file}:${index + 1}: ${doc}`);
      }
    }
    expect([...missing]).toEqual([]);
  });
});

/** Every line of the tracked text files, as [file, index, line]. */
function* trackedLines(): Generator<[string, number, string]> {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: repo, encoding: 'utf8' })
    .split('\0')
    .filter((file) => /\.(ts|tsx|js|cjs|mjs|css|md|html|json|yml|yaml|sh)$|^\.ci\//.test(file))
    // The catalogues carry source positions; this file carries the patterns' own examples.
    .filter((file) => !/^(package-lock\.json|locales\/|tests\/unit\/references\.test\.ts$)/.test(file));
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(resolve(repo, file), 'utf8');
    } catch {
      continue; // listed by git but deleted in the work tree
    }
    const lines = text.split('\n');
    for (let index = 0; index < lines.length; index += 1) yield [file, index, lines[index] ?? ''];
  }
}
