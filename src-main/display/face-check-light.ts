import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FaceCheckLightState } from '../../src-domain/bridge/face-check-light.ts';

/**
 * The kiosk's display during the face check (docs/liveness.md, Presentation attacks): the page
 * fills the screen with the check's colours, and main turns the panel's backlight up to its
 * maximum, so that the colours light the citizen's face as much as the panel can; afterwards it
 * goes back to what it was.
 *
 * Electron has no call for a display's brightness. What the operating system offers: on Linux,
 * a panel's backlight under `/sys/class/backlight/<device>/brightness` (laptop-type and
 * all-in-one panels; the kiosk user needs write access, docs/kiosk-os-lockdown.md); an external
 * monitor is reached only over DDC/CI, which is not done here. Anywhere else — Windows, no
 * backlight device, no permission — the answer is `unsupported` and the screen stays as the
 * operating system keeps it (the terminal's own setup should run it at full brightness).
 * The display never sleeps in the first place (powerSaveBlocker, src-main/index.ts).
 */
export interface FaceCheckLight {
  /** On: the backlight to its maximum; off: back to where it was. */
  set(on: boolean): Promise<FaceCheckLightState>;
}

export interface BacklightOptions {
  /** Where the backlight devices are; `/sys/class/backlight` on Linux. */
  dir?: string;
  platform?: NodeJS.Platform;
}

async function readNumber(file: string): Promise<number | null> {
  try {
    const value = Number.parseInt((await readFile(file, 'utf8')).trim(), 10);
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

/** The first backlight device with readable levels, or null. */
async function findBacklight(dir: string): Promise<{ file: string; max: number } | null> {
  let devices: string[];
  try {
    devices = (await readdir(dir)).sort();
  } catch {
    return null;
  }
  for (const device of devices) {
    const max = await readNumber(path.join(dir, device, 'max_brightness'));
    if (max !== null && max > 0) return { file: path.join(dir, device, 'brightness'), max };
  }
  return null;
}

export function createFaceCheckLight(options: BacklightOptions = {}): FaceCheckLight {
  const dir = options.dir ?? '/sys/class/backlight';
  const platform = options.platform ?? process.platform;
  /** The level before the check, while it runs. */
  let saved: { file: string; level: number } | null = null;

  return {
    async set(on) {
      if (platform !== 'linux') return 'unsupported';
      if (!on) {
        if (!saved) return 'restored';
        const { file, level } = saved;
        saved = null;
        try {
          await writeFile(file, String(level));
          return 'restored';
        } catch {
          return 'unsupported';
        }
      }
      const backlight = await findBacklight(dir);
      if (!backlight) return 'unsupported';
      const level = await readNumber(backlight.file);
      if (level === null) return 'unsupported';
      try {
        await writeFile(backlight.file, String(backlight.max));
      } catch {
        return 'unsupported';
      }
      // A second "on" keeps the level from before the first.
      saved ??= { file: backlight.file, level };
      return 'raised';
    },
  };
}
