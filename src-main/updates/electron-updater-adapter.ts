import { spawn } from 'node:child_process';
import { copyFile } from 'node:fs/promises';
import type { AppUpdater } from 'electron-updater';
import type { UpdaterAdapter } from './update-controller.ts';

export type InstallerRunner = {
  platform: string;
  /** `process.env.APPIMAGE`: the AppImage file this run started from. */
  appImage: string | undefined;
  relaunch: () => void;
  quit: () => void;
};

/**
 * electron-updater under the kiosk's own policy: it never downloads or installs by itself
 * (`autoDownload`, `autoInstallOnAppQuit` off); the controller says when. It checks the
 * installer's SHA-512 from the feed, and on Windows the publisher signature (build/README.md).
 */
export function electronUpdaterAdapter(updater: AppUpdater, runner: InstallerRunner): UpdaterAdapter {
  updater.autoDownload = false;
  updater.autoInstallOnAppQuit = false;
  updater.allowDowngrade = false;
  let offered: string | null = null;
  return {
    async check() {
      const result = await updater.checkForUpdates();
      offered = result?.isUpdateAvailable ? result.updateInfo.version : null;
      return offered;
    },
    async download() {
      const [file] = await updater.downloadUpdate();
      if (!offered || !file) throw new Error('electron-updater downloaded nothing');
      return { version: offered, file };
    },
    // Silent, and the kiosk starts again after the installer (Windows); an AppImage is replaced and relaunched.
    install: () => updater.quitAndInstall(true, true),
    installFile: (file) => void installKept(file, runner),
  };
}

/** The rollback: the kept installer of the last good version (a .deb needs root: see build/README.md). */
async function installKept(file: string, runner: InstallerRunner): Promise<void> {
  if (runner.platform === 'win32') {
    spawn(file, ['/S', '--force-run'], { detached: true, stdio: 'ignore' }).unref();
    return runner.quit();
  }
  if (runner.appImage && file.endsWith('.AppImage')) {
    await copyFile(file, runner.appImage);
    return runner.relaunch();
  }
  console.error('rollback needs a technician: no way to install', file, 'on this system');
}
