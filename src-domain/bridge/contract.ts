import * as v from 'valibot';

/**
 * The kiosk bridge contract: channel → argument and result schemas. Main validates both
 * directions with these, preload exposes one function per channel on `window.kiosk`, and the
 * renderer types `window.kiosk` from `KioskBridge`. Channel strings live only here.
 */
export const CHANNEL_PREFIX = 'kiosk:';

export const AppInfoSchema = v.object({
  appVersion: v.string(),
  electronVersion: v.string(),
  chromeVersion: v.string(),
  platform: v.string(),
  terminalId: v.string(),
});
export type AppInfo = v.InferOutput<typeof AppInfoSchema>;

export const TerminalConfigSchema = v.object({
  terminalId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/)),
  /** Origin of the API (https in production); the CSP's connect-src allows exactly this. */
  apiBaseUrl: v.pipe(v.string(), v.url()),
  hallName: v.string(),
  idleTimeoutS: v.pipe(v.number(), v.integer(), v.minValue(30), v.maxValue(3600)),
  defaultLocale: v.picklist(['oz', 'uz', 'ru']),
  updateFeedUrl: v.optional(v.pipe(v.string(), v.url())),
});
export type TerminalConfig = v.InferOutput<typeof TerminalConfigSchema>;

const NoArgs = v.tuple([]);

export const BRIDGE_CHANNELS = {
  appInfo: { channel: `${CHANNEL_PREFIX}app-info`, args: NoArgs, result: AppInfoSchema },
  terminalConfig: { channel: `${CHANNEL_PREFIX}terminal-config`, args: NoArgs, result: TerminalConfigSchema },
} as const;

export type BridgeMethod = keyof typeof BRIDGE_CHANNELS;
type Def<M extends BridgeMethod> = (typeof BRIDGE_CHANNELS)[M];

/** What preload exposes as `window.kiosk`: one async function per channel. */
export type KioskBridge = {
  [M in BridgeMethod]: (...args: v.InferInput<Def<M>['args']>) => Promise<v.InferOutput<Def<M>['result']>>;
};
export type BridgeArgs<M extends BridgeMethod> = v.InferOutput<Def<M>['args']>;
export type BridgeResult<M extends BridgeMethod> = v.InferOutput<Def<M>['result']>;
