import { describe, expect, it } from 'vitest';
import { loginItemPlan } from './login-item.ts';

const base = { execPath: '/opt/e-Notary Kiosk/enotary-kiosk', home: '/home/kiosk', env: {} };

describe('loginItemPlan (start at login, docs/kiosk-os-lockdown.md)', () => {
  it.each(['win32', 'darwin'])('uses Electron login item settings on %s', (platform) => {
    expect(loginItemPlan({ ...base, platform })).toEqual({ kind: 'login-item', settings: { openAtLogin: true, path: base.execPath, args: [] } });
  });

  it('writes an XDG autostart entry on Linux, quoting a path with spaces', () => {
    const plan = loginItemPlan({ ...base, platform: 'linux' });
    expect(plan).toMatchObject({ kind: 'autostart-file', file: '/home/kiosk/.config/autostart/enotary-kiosk.desktop' });
    expect(plan.kind === 'autostart-file' && plan.content).toContain('Exec="/opt/e-Notary Kiosk/enotary-kiosk"\n');
  });

  it('starts the AppImage file, not its temporary mount, and honours XDG_CONFIG_HOME', () => {
    const plan = loginItemPlan({ ...base, platform: 'linux', env: { APPIMAGE: '/srv/kiosk/e-Notary-0.2.0.AppImage', XDG_CONFIG_HOME: '/etc/kiosk-config' } });
    expect(plan).toMatchObject({ file: '/etc/kiosk-config/autostart/enotary-kiosk.desktop' });
    expect(plan.kind === 'autostart-file' && plan.content).toContain('Exec=/srv/kiosk/e-Notary-0.2.0.AppImage\n');
  });
});
