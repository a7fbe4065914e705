import type { BrowserWindowConstructorOptions } from 'electron';

export type KioskWindowInput = {
  /** Absolute path of the built preload script (out/preload/index.cjs). */
  preloadPath: string;
  /** `app.isPackaged`: developer tools exist only in unpackaged (developer) runs. */
  isPackaged: boolean;
  /** resources/icons/icon.png (resources/README.md). */
  iconPath?: string;
};

/**
 * The one window of the public terminal (docs/architecture.md, Shell ↔ renderer bridge): full
 * screen, no way out to the desktop, and a renderer with no Node and no privileges beyond
 * what the preload exposes.
 */
export function kioskWindowOptions(input: KioskWindowInput): BrowserWindowConstructorOptions {
  return {
    kiosk: true,
    fullscreen: true,
    autoHideMenuBar: true,
    // Shown on 'ready-to-show' so citizens never see a blank white frame while React boots.
    show: false,
    backgroundColor: '#ffffff',
    ...(input.iconPath ? { icon: input.iconPath } : {}),
    webPreferences: {
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      preload: input.preloadPath,
      // The on-screen keyboard types names and document numbers: red squiggles only confuse.
      spellcheck: false,
      // Dropping a file on the screen must not navigate away from the app.
      navigateOnDragDrop: false,
      devTools: !input.isPackaged,
    },
  };
}
