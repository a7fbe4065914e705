/**
 * A stand-in for the 'electron' module, enough for src-main/index.ts to run in Node (Electron's
 * binary is absent here, docs/architecture.md Testing). It records what the glue registers in plain
 * fields, not vi.fn() histories, because vitest clears mock calls before every test.
 */
type Listener = (...args: never[]) => unknown;
export type Call = (...args: unknown[]) => unknown;

export class FakeEmitter {
  readonly listeners = new Map<string, Listener[]>();
  on(event: string, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  once(event: string, listener: Listener): this {
    return this.on(event, listener);
  }
  emit(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) (listener as Call)(...args);
  }
}

/** The part of Electron's `Session` the idle wipe uses (src-main/session/), recording each call. */
export class FakeSession {
  storageClears: unknown[] = [];
  cacheClears = 0;
  failStorageClear: Error | null = null;
  clearStorageData(options?: unknown): Promise<void> {
    this.storageClears.push(options);
    return this.failStorageClear ? Promise.reject(this.failStorageClear) : Promise.resolve();
  }
  clearCache(): Promise<void> {
    this.cacheClears += 1;
    return Promise.resolve();
  }
}

export class FakeWebContents extends FakeEmitter {
  readonly session = new FakeSession();
  reloads = 0;
  crashes = 0;
  loading = false;
  /** Whether the page answers `executeJavaScript` (false: its main thread is blocked). */
  responsive = true;
  zoomLimits: [number, number] | null = null;
  windowOpenHandler: Call | null = null;
  executeJavaScript(): Promise<unknown> {
    return this.responsive ? Promise.resolve(0) : new Promise(() => {});
  }
  isLoading(): boolean {
    return this.loading;
  }
  setVisualZoomLevelLimits(min: number, max: number): Promise<void> {
    this.zoomLimits = [min, max];
    return Promise.resolve();
  }
  reload(): void {
    this.reloads += 1;
  }
  forcefullyCrashRenderer(): void {
    this.crashes += 1;
  }
  setWindowOpenHandler(handler: Call): void {
    this.windowOpenHandler = handler;
  }
}

export type ShellRecord = {
  sandboxEnabled: boolean;
  chromiumSwitches: string[];
  privilegedSchemes: unknown[];
  protocolHandlers: Map<string, Call>;
  ipcHandlers: Map<string, Call>;
  permissionRequestHandler: Call | null;
  permissionCheckHandler: Call | null;
  applicationMenu: unknown;
  powerSaveBlockers: string[];
  windows: FakeWindow[];
  loginItemSettings: unknown[];
  relaunches: number;
  exits: number[];
  quits: number;
};

export class FakeWindow extends FakeEmitter {
  readonly webContents = new FakeWebContents();
  readonly options: unknown;
  loadedUrls: string[] = [];
  constructor(options: unknown, record: ShellRecord) {
    super();
    this.options = options;
    record.windows.push(this);
  }
  loadURL(url: string): Promise<void> {
    this.loadedUrls.push(url);
    return Promise.resolve();
  }
  loadFile(file: string): Promise<void> {
    this.loadedUrls.push(`file://${file}`);
    return Promise.resolve();
  }
  show(): void {}
  focus(): void {}
  isDestroyed(): boolean {
    return false;
  }
}

export function createFakeElectron(options: { isPackaged: boolean; userData: string; appPath?: string }) {
  const record: ShellRecord = {
    sandboxEnabled: false,
    chromiumSwitches: [],
    privilegedSchemes: [],
    protocolHandlers: new Map(),
    ipcHandlers: new Map(),
    permissionRequestHandler: null,
    permissionCheckHandler: null,
    applicationMenu: 'default',
    powerSaveBlockers: [],
    windows: [],
    loginItemSettings: [],
    relaunches: 0,
    exits: [],
    quits: 0,
  };
  const app = Object.assign(new FakeEmitter(), {
    isPackaged: options.isPackaged,
    enableSandbox: () => {
      record.sandboxEnabled = true;
    },
    commandLine: { appendSwitch: (name: string) => void record.chromiumSwitches.push(name) },
    requestSingleInstanceLock: () => true,
    whenReady: () => Promise.resolve(),
    getPath: () => options.userData,
    getAppPath: () => options.appPath ?? process.cwd(),
    getVersion: () => '0.1.0',
    setLoginItemSettings: (settings: unknown) => record.loginItemSettings.push(settings),
    quit: () => (record.quits += 1),
    exit: (code: number) => record.exits.push(code),
    relaunch: () => (record.relaunches += 1),
  });
  const electron = {
    app,
    BrowserWindow: class extends FakeWindow {
      static getAllWindows = () => record.windows;
      constructor(windowOptions: unknown) {
        super(windowOptions, record);
      }
    },
    Menu: { setApplicationMenu: (menu: unknown) => (record.applicationMenu = menu) },
    ipcMain: { handle: (channel: string, handler: Call) => record.ipcHandlers.set(channel, handler) },
    powerSaveBlocker: { start: (type: string) => record.powerSaveBlockers.push(type) },
    protocol: {
      registerSchemesAsPrivileged: (schemes: unknown[]) => record.privilegedSchemes.push(...schemes),
      handle: (scheme: string, handler: Call) => record.protocolHandlers.set(scheme, handler),
    },
    session: {
      defaultSession: {
        setPermissionRequestHandler: (handler: Call) => (record.permissionRequestHandler = handler),
        setPermissionCheckHandler: (handler: Call) => (record.permissionCheckHandler = handler),
      },
    },
  };
  return { electron, record };
}
