import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCommand } from './run-command.ts';

const UNIT = new URL('../../deploy/systemd/enotary@.service', import.meta.url);

/**
 * The systemd template unit as systemd reads it (`systemd-analyze verify` on an instance), since
 * the test machine runs no systemd to start it: its directives and values must parse. The release
 * path of ExecStart does not exist here, so it is pointed at this Node for the check.
 */
export async function verifySystemdUnit(dir: string): Promise<string> {
  const unit = readFileSync(UNIT, 'utf8');
  const execStart = /^ExecStart=(\S+)/m.exec(unit)?.[1];
  if (!execStart) throw new Error('deploy/systemd/enotary@.service has no ExecStart');
  const instance = join(dir, 'enotary@8081.service');
  writeFileSync(instance, unit.replace(execStart, process.execPath));
  const output = await runCommand('systemd-analyze', ['verify', '--man=no', instance]).catch((error: unknown) => String(error));
  const problems = output
    .split('\n')
    .filter((line) => line.trim() !== '')
    // Other units of the machine that the check reads (its targets) are not ours to judge.
    .filter((line) => line.includes('enotary@'));
  if (problems.length > 0) throw new Error(`systemd-analyze verify deploy/systemd/enotary@.service:\n${problems.join('\n')}`);
  return 'enotary@.service verified';
}
