/**
 * `npm test`: every check of the repository, in three stages, each stage's commands side by side.
 *
 * 1. the static checks: types, lint, format, layers;
 * 2. the unit tests, and beside them what the browser tests need first (Chromium, the web build,
 *    the fake-camera videos): the unit run leaves a core idle for long stretches (its server
 *    tests wait on databases), and the build fills it;
 * 3. the browser tests.
 *
 * A stage starts only when the one before passed. The unit and browser tests print as they run;
 * the other commands' output is printed whole when they end, so the log stays readable. Each
 * stage's time is printed at its end (README, "Tests").
 */
import { spawn } from 'node:child_process';

interface Command {
  name: string;
  args: string[];
  /** Printed as it comes (a long run a person watches) rather than when the command ends. */
  live?: boolean;
}

const npm = (script: string, live = false): Command => ({ name: script, args: ['run', script], live });
const node = (name: string, file: string): Command => ({ name, args: [file] });

const STAGES: readonly (readonly (Command | readonly Command[])[])[] = [
  [npm('typecheck'), npm('lint'), npm('format:check'), npm('layers')],
  // The inner list runs in order, beside the unit tests.
  [npm('test:unit', true), [node('chromium', 'tests/support/ensure-chromium.ts'), npm('build:web'), node('camera videos', 'tests/support/prepare-e2e.ts')]],
  [{ name: 'test:e2e:run', args: ['exec', '--', 'playwright', 'test'], live: true }],
];

function run(command: Command): Promise<boolean> {
  const started = Date.now();
  const isNpm = command.args[0] === 'run' || command.args[0] === 'exec';
  const child = spawn(isNpm ? 'npm' : process.execPath, command.args, { stdio: command.live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      if (!command.live) process.stdout.write(output);
      console.log(`\n--- ${command.name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s`);
      resolve(code === 0);
    });
  });
}

async function runInOrder(commands: readonly Command[]): Promise<boolean> {
  for (const command of commands) if (!(await run(command))) return false;
  return true;
}

const started = Date.now();
for (const [index, stage] of STAGES.entries()) {
  const stageStarted = Date.now();
  const results = await Promise.all(stage.map((item) => (Array.isArray(item) ? runInOrder(item as readonly Command[]) : run(item as Command))));
  const seconds = Math.round((Date.now() - stageStarted) / 1000);
  console.log(`\n=== stage ${index + 1} of ${STAGES.length}: ${results.every(Boolean) ? 'passed' : 'FAILED'} in ${seconds} s`);
  if (!results.every(Boolean)) {
    process.exitCode = 1;
    break;
  }
}
console.log(`\n=== npm test: ${process.exitCode ? 'FAILED' : 'passed'} in ${Math.round((Date.now() - started) / 1000)} s`);
