import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { terminalConfigPath } from './terminal-config-path.ts';

describe('terminalConfigPath', () => {
  it('prefers KIOSK_CONFIG', () => {
    expect(terminalConfigPath({ KIOSK_CONFIG: '/etc/enotary/terminal.json' }, '/home/kiosk/.config/e-Notary')).toBe(path.resolve('/etc/enotary/terminal.json'));
  });

  it('falls back to terminal-config.json in userData', () => {
    expect(terminalConfigPath({}, '/home/kiosk/.config/e-Notary')).toBe(path.join('/home/kiosk/.config/e-Notary', 'terminal-config.json'));
    expect(terminalConfigPath({ KIOSK_CONFIG: '  ' }, '/u')).toBe(path.join('/u', 'terminal-config.json'));
  });
});
