import { describe, expect, it } from 'vitest';
import { permissionPolicy } from './permission-policy.ts';

describe('permissionPolicy', () => {
  it('grants camera/microphone and fullscreen to the app (face check, video calls)', () => {
    expect(permissionPolicy('media', 'app://enotary')).toBe(true);
    expect(permissionPolicy('media', 'app://enotary/kiosk/auth')).toBe(true);
    expect(permissionPolicy('fullscreen', 'app://enotary/')).toBe(true);
  });

  it.each(['geolocation', 'notifications', 'display-capture', 'clipboard-read', 'openExternal', 'hid', 'usb', 'serial', 'midiSysex', 'pointerLock', 'unknown'])(
    'denies %s even to the app',
    (permission) => {
      expect(permissionPolicy(permission, 'app://enotary')).toBe(false);
    },
  );

  it.each(['https://evil.example', 'file:///', 'data:text/html,x', 'http://enotary', 'app://other', '', 'null'])('denies media to %j', (origin) => {
    expect(permissionPolicy('media', origin)).toBe(false);
  });

  it('denies a sub-frame of the app', () => {
    expect(permissionPolicy('media', 'app://enotary', { isMainFrame: false })).toBe(false);
  });

  it('uses the dev server origin under electron-vite dev', () => {
    expect(permissionPolicy('media', 'http://localhost:5173', { appOrigin: 'http://localhost:5173' })).toBe(true);
  });
});
