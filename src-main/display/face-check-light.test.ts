import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createFaceCheckLight } from './face-check-light.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A stand-in for /sys/class/backlight with one panel at `level` of `max`. */
function backlight(level: number, max = 255): { dir: string; level: () => string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'enotary-backlight-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'intel_backlight'));
  writeFileSync(path.join(dir, 'intel_backlight', 'max_brightness'), `${max}\n`);
  writeFileSync(path.join(dir, 'intel_backlight', 'brightness'), `${level}\n`);
  return { dir, level: () => readFileSync(path.join(dir, 'intel_backlight', 'brightness'), 'utf8').trim() };
}

describe('the kiosk display during the face check (docs/liveness.md, Presentation attacks)', () => {
  it('turns a Linux panel’s backlight to its maximum and back to where it was', async () => {
    const panel = backlight(90);
    const light = createFaceCheckLight({ dir: panel.dir, platform: 'linux' });
    expect(await light.set(true)).toBe('raised');
    expect(panel.level()).toBe('255');
    // A second "on" (a reconnect) keeps the level from before the check.
    expect(await light.set(true)).toBe('raised');
    expect(await light.set(false)).toBe('restored');
    expect(panel.level()).toBe('90');
    expect(await light.set(false)).toBe('restored');
    expect(panel.level()).toBe('90');
  });

  it('says unsupported without a backlight device, elsewhere than Linux, or without permission', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'enotary-backlight-'));
    dirs.push(empty);
    expect(await createFaceCheckLight({ dir: empty, platform: 'linux' }).set(true)).toBe('unsupported');
    expect(await createFaceCheckLight({ dir: path.join(empty, 'missing'), platform: 'linux' }).set(true)).toBe('unsupported');
    expect(await createFaceCheckLight({ dir: backlight(90).dir, platform: 'win32' }).set(true)).toBe('unsupported');
    const locked = backlight(90);
    // A directory where the level file should be: the write fails as a permission error would.
    rmSync(path.join(locked.dir, 'intel_backlight', 'brightness'));
    mkdirSync(path.join(locked.dir, 'intel_backlight', 'brightness'));
    expect(await createFaceCheckLight({ dir: locked.dir, platform: 'linux' }).set(true)).toBe('unsupported');
  });
});
