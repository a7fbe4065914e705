import { describe, expect, it } from 'vitest';
import { kioskWindowOptions } from './window-options.ts';

describe('kioskWindowOptions', () => {
  const packaged = kioskWindowOptions({ preloadPath: '/opt/enotary/out/preload/index.cjs', isPackaged: true });

  it('locks the window to kiosk full screen without a menu bar', () => {
    expect(packaged).toMatchObject({ kiosk: true, fullscreen: true, autoHideMenuBar: true });
  });

  it('isolates and sandboxes the renderer with no Node (docs/architecture.md, Shell ↔ renderer bridge)', () => {
    expect(packaged.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: false,
    });
  });

  it('loads the given preload', () => {
    expect(packaged.webPreferences?.preload).toBe('/opt/enotary/out/preload/index.cjs');
  });

  it('has developer tools only when not packaged', () => {
    expect(packaged.webPreferences?.devTools).toBe(false);
    expect(kioskWindowOptions({ preloadPath: '/p.cjs', isPackaged: false }).webPreferences?.devTools).toBe(true);
  });
});
