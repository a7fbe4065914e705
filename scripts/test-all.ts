/**
 * `npm test`: every check of the repository, in three stages, each stage's commands side by side.
 *
 * 1. the static checks: types, lint, format, layers;
 * 2. the unit tests, and beside them what the browser tests need first (Chromium, the web build,
 *    the fake-camera videos): the unit run leaves a core idle for long stretches (its server
 *    tests wait on databases), and the build fills it;
 * 3. the browser tests, in a shuffled order (Playwright's `--shuffle`; the seed is printed in
 *    the run's first line and `npx playwright test --shuffle=<seed>` replays it): a spec that
 *    counts on another having run first fails sooner or later (docs/testing.md).
 *
 * A stage starts only when the one before passed. The unit and browser tests print as they run;
 * the other commands' output is printed whole when they end, so the log stays readable. Each
 * command's and each stage's time is printed at its end, and all of them again at the end of the
 * run (docs/testing.md, "The stages of `npm test`").
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

interface Stage {
  name: string;
  commands: readonly (Command | readonly Command[])[];
}

const STAGES: readonly Stage[] = [
  { name: 'static checks', commands: [npm('typecheck'), npm('lint'), npm('format:check'), npm('layers')] },
  {
    name: "unit tests, and the browser tests' Chromium, web build and camera videos",
    // The inner list runs in order, beside the unit tests.
    commands: [
      npm('test:unit', true),
      [node('chromium', 'tests/support/ensure-chromium.ts'), npm('build:web'), node('camera videos', 'tests/support/prepare-e2e.ts')],
    ],
  },
  { name: 'browser tests', commands: [{ name: 'test:e2e:run', args: ['exec', '--', 'playwright', 'test', '--shuffle'], live: true }] },
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
const times: string[] = [];
for (const [index, stage] of STAGES.entries()) {
  const stageStarted = Date.now();
  const results = await Promise.all(stage.commands.map((item) => (Array.isArray(item) ? runInOrder(item as readonly Command[]) : run(item as Command))));
  const seconds = Math.round((Date.now() - stageStarted) / 1000);
  const passed = results.every(Boolean);
  const line = `stage ${index + 1} of ${STAGES.length} (${stage.name}): ${passed ? 'passed' : 'FAILED'} in ${seconds} s`;
  times.push(line);
  console.log(`\n=== ${line}`);
  if (!passed) {
    process.exitCode = 1;
    break;
  }
}
console.log(`\n${times.map((line) => `=== ${line}`).join('\n')}`);
console.log(`=== npm test: ${process.exitCode ? 'FAILED' : 'passed'} in ${Math.round((Date.now() - started) / 1000)} s`);
