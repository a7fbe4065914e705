import path from 'node:path';

/**
 * Start the kiosk when the terminal's user logs in (docs/kiosk-os-lockdown.md). Electron's
 * `app.setLoginItemSettings` exists on Windows and macOS only; on Linux the freedesktop way is
 * an autostart entry in `~/.config/autostart/`. A kiosk session (the Linux recipe of the doc)
 * starts the app itself and makes this entry redundant but harmless.
 */
export type LoginItemPlan =
  { kind: 'login-item'; settings: { openAtLogin: true; path: string; args: string[] } } | { kind: 'autostart-file'; file: string; content: string };

export type LoginItemInput = {
  platform: string;
  /** `process.execPath`: the Electron binary of the installed app. */
  execPath: string;
  /** `app.getPath('home')`. */
  home: string;
  /** `process.env`: an AppImage runs from a temporary mount, `APPIMAGE` names the real file. */
  env: Readonly<Record<string, string | undefined>>;
};

export const AUTOSTART_FILE_NAME = 'enotary-kiosk.desktop';

export function loginItemPlan(input: LoginItemInput): LoginItemPlan {
  if (input.platform === 'win32' || input.platform === 'darwin') {
    return { kind: 'login-item', settings: { openAtLogin: true, path: input.execPath, args: [] } };
  }
  const executable = input.env.APPIMAGE?.trim() || input.execPath;
  const configHome = input.env.XDG_CONFIG_HOME?.trim() || path.join(input.home, '.config');
  return {
    kind: 'autostart-file',
    file: path.join(configHome, 'autostart', AUTOSTART_FILE_NAME),
    content: desktopEntry(executable),
  };
}

/** Desktop Entry Specification: `Exec` quotes a path with spaces; `%` must be doubled. */
function desktopEntry(executable: string): string {
  const quoted = /[\s"'\\$`]/.test(executable) ? `"${executable.replace(/(["`$\\])/g, '\\$1')}"` : executable;
  return [
    '[Desktop Entry]',
    'Type=Application',
    'Name=e-Notary Kiosk',
    `Exec=${quoted.replaceAll('%', '%%')}`,
    'X-GNOME-Autostart-enabled=true',
    'NoDisplay=true',
    '',
  ].join('\n');
}
