import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT as repo, trackedFiles } from './tracked-files.ts';

/**
 * Comments and docs cite what a reader of this repository can open: a spec section (`§5`, mapped
 * in docs/specification.md), a decision record in docs/decisions/, a file. References to a
 * tracker's numbers (`#24`, an issue, task, item or deliverable by number), to work-stage
 * labels (`U1`), or to files outside the tree (a notes file, another checkout) are dead in a fresh
 * clone; this test fails on them (docs/architecture.md "Conventions"). The act's steps (`step 8`,
 * spec §4) and the stages `npm test` prints (`stage 2 of 3`, scripts/test-all.ts) are the tree's
 * own words and pass.
 */

// Built from parts so this file does not match itself.
/** A tracker's or a plan's numbered unit: an issue, a ticket, a task, an item, a deliverable… */
const TRACKER_UNIT = new RegExp(
  ['\\b(issues?|tickets?|tasks?|items?|deliverables?|milestones?|sprints?|stor(y|ies)|epics?|PRs?|pull requests?|to', 'dos?)', ' ?#?\\d+\\b'].join(''),
  'i',
);
/**
 * A bare `#24`. Not `PKCS#7`, not an upstream tracker's `owner/repo#123` (a reader can open that),
 * not an HTML entity, not the demo's `notary #1` and `office #1` (its data), and not a colour:
 * three or four digits where the line speaks CSS.
 */
const BARE_NUMBER = /(?<![\w&#/.-]|\b(?:notary|office) )#(\d{1,5})(?![\w-])/gi;
const CSS_CONTEXT = /\b(colou?r|background|fill|stroke|border|outline|shadow)\b|:\s*#\d/i;
/**
 * A work-stage label: a capital and one or two digits on their own (`U1`, `S2's`, `step U3`).
 * Not part of a longer token (`E2E`, `IPv4`, `S3-compatible`, `%D0`, `X5.05.1990`, `T00:00`,
 * `Alt+F4`), not an SVG path's line, and not the technical names below.
 */
const LABEL = /(?<![\w%#'"`./:+\-\\])([A-Z]\d{1,2})(?:'s)?(?![\w.:%/-])/g;
const NOT_A_LABEL = /^(A[0-6]|F([1-9]|1[0-2])|X11|V8)$/;
const SVG_PATH = /\bd=["'{]/;
const OUTSIDE_TREE = new RegExp(['\\.\\./sha', 'red/(spec|ARCHI', 'TECTURE|STYLE)|\\.cache/hand', 'off/|/wo', 'rk/|\\b(ARCHI', 'TECTURE|STYLE)\\.md'].join(''));
/** A notes file named in capitals (`PLAN.md`): the tree's only such names are its READMEs. */
const CAPITAL_NOTES = /(?<![\w./-])(?!README\.md)[A-Z][A-Z0-9_-]*\.md\b/;
/** An example line, built from parts for the same reason. */
const line = (...parts: string[]) => parts.join('');

function hasBareNumber(text: string): boolean {
  for (const match of text.matchAll(BARE_NUMBER)) {
    const digits = match[1] ?? '';
    if ((digits.length === 3 || digits.length === 4) && CSS_CONTEXT.test(text)) continue;
    return true;
  }
  return false;
}

function hasLabel(text: string): boolean {
  if (SVG_PATH.test(text)) return false;
  for (const match of text.matchAll(LABEL)) if (!NOT_A_LABEL.test(match[1] ?? '')) return true;
  return false;
}

const CHECKS: readonly [string, (text: string) => boolean][] = [
  ['a tracker issue number', (text) => TRACKER_UNIT.test(text) || hasBareNumber(text)],
  ['a work-stage label', hasLabel],
  ['a file outside the repository', (text) => OUTSIDE_TREE.test(text) || CAPITAL_NOTES.test(text)],
];

/** What `line` cites that a reader of the repository cannot open, or null. */
export function unseenReference(line: string): string | null {
  for (const [what, cites] of CHECKS) if (cites(line)) return what;
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
    // The act's steps 1–9 (spec §4) and a wizard's steps are the domain's words, not a plan's.
    ['// the notary registers it at step 8 (spec §4)', null],
    ['/** Steps 5 and 6: the visit time. */', null],
    [line('// from st', 'ep U3 on'), 'a work-stage label'],
    [line('// the editor (U', '1) sends it'), 'a work-stage label'],
    [line('/** U1', "'s add-party form. */"), 'a work-stage label'],
    [line('// as it', 'em 11 asks'), 'a tracker issue number'],
    [line('// see ta', 'sk 3'), 'a tracker issue number'],
    // The stages of npm test (scripts/test-all.ts) are the tree's own words too.
    ['stage 2 of 3 (unit tests): passed in 80 s', null],
    [line('// fixed in de', 'liverable 4'), 'a tracker issue number'],
    [line('// reverted by P', 'R 17'), 'a tracker issue number'],
    [line('// see #', '24'), 'a tracker issue number'],
    [line('(#', '5)'), 'a tracker issue number'],
    [line('// #', '123 again'), 'a tracker issue number'],
    ['  color: #166534;', null],
    ['  background: #000;', null],
    ["context.fillStyle = '#111827';", null],
    ['the agent makes a PKCS#7 signature', null],
    ['a bug of React (remix-run/react-router#12532)', null],
    ['&#39; is an apostrophe', null],
    ['// the demo notary (notary #1, office #1)', null],
    [line('// the notary bug (#', '7)'), 'a tracker issue number'],
    // Technical names that look like labels.
    ['// Alt+F4 and F11 are blocked', null],
    ['// printed on A4 paper', null],
    ['Mozilla/5.0 (X11; Linux x86_64)', null],
    ['end to end (E2E) on IPv4', null],
    ["expect(parse('X5.05.1990')).toBe(null)", null],
    ["filename*=UTF-8''%D0%90.pdf", null],
    ['<path d="M4 4 L12 12" />', null],
    [line('// the rule in AC', 'TS.md'), 'a file outside the repository'],
    [line('// see PL', 'AN.md, "Requests"'), 'a file outside the repository'],
    [line('// the helper notes /wo', 'rk/notes/h1.md'), 'a file outside the repository'],
    ['// see README.md and docs/video.md', null],
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
    const names = new Set(trackedFiles().map((file) => basename(file)));
    const missing = new Set<string>();
    for (const [file, index, line] of trackedLines()) {
      // A path from the root or from the file's folder, or a bare name some tracked file has.
      for (const [, doc = ''] of line.matchAll(/(?<![\w.-])((?:\.{1,2}\/|[\w-]+\/)*[\w-]+\.md)\b/g)) {
        const found = doc.includes('/') ? existsSync(resolve(repo, doc)) || existsSync(resolve(repo, dirname(file), doc)) : names.has(doc);
        if (!found) missing.add(`${file}:${index + 1}: ${doc}`);
      }
    }
    expect([...missing]).toEqual([]);
  });

  it('no two decision records share a number ("decision 0063" names one record)', () => {
    const numbers = trackedFiles()
      .filter((file) => file.startsWith('docs/decisions/'))
      .map((file) => basename(file).slice(0, 4));
    expect(numbers.filter((number, index) => numbers.indexOf(number) !== index)).toEqual([]);
  });
});

/** Every line of the tracked text files, as [file, index, line]. */
function* trackedLines(): Generator<[string, number, string]> {
  const files = trackedFiles()
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
