/**
 * `npm run test:e2e:alone [-- file …]`: each end-to-end spec file run by itself, one after the
 * other, each against a freshly seeded server (Playwright's `webServer`), so a spec that passes
 * only after another has run fails here (docs/testing.md, "Each spec on its own"). `npm test`
 * shuffles the order of the whole run, which costs nothing; this costs a server start per file,
 * so it runs on demand (a fresh server per file is too long for CI's limit; CI catches order dependence through the shuffled order of `npm test`). Prints a row per file and exits 1
 * when any failed; a failed file's output is printed whole.
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';

const SPEC = /\.spec\.ts$/;

function specFiles(): string[] {
  const asked = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
  if (asked.length > 0) return asked;
  return readdirSync('tests/e2e')
    .filter((name) => SPEC.test(name))
    .sort()
    .map((name) => `tests/e2e/${name}`);
}

function runAlone(file: string): Promise<{ passed: boolean; seconds: number; output: string }> {
  const started = Date.now();
  const child = spawn('npx', ['playwright', 'test', file, '--reporter=line'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => {
    child.on('close', (code) => resolve({ passed: code === 0, seconds: Math.round((Date.now() - started) / 1000), output }));
  });
}

const files = specFiles();
const rows: string[][] = [];
const started = Date.now();
for (const [index, file] of files.entries()) {
  const result = await runAlone(file);
  rows.push([file, result.passed ? 'passed' : 'FAILED', String(result.seconds)]);
  console.log(`${index + 1}/${files.length} ${file}: ${result.passed ? 'passed' : 'FAILED'} in ${result.seconds} s`);
  if (!result.passed) console.log(result.output);
}
const failed = rows.filter((row) => row[1] === 'FAILED').length;
const width = Math.max(...rows.map((row) => row[0]!.length));
console.log(`\n${rows.map(([file, result, seconds]) => `${file!.padEnd(width)}  ${result!.padEnd(6)}  ${seconds} s`).join('\n')}`);
console.log(`\n=== each spec alone: ${failed === 0 ? 'all passed' : `${failed} of ${files.length} FAILED`} in ${Math.round((Date.now() - started) / 1000)} s`);
process.exitCode = failed === 0 ? 0 : 1;
