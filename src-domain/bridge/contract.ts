import * as v from 'valibot';
import { KIOSK_IDLE_TIMEOUT_DEFAULT_S, KIOSK_UPDATE_IDLE_DEFAULT_S } from '../constants.ts';
import { DEFAULT_LOCALE, LOCALES } from '../i18n/locale.ts';
import { PreferredDevicesSchema } from '../kiosk/preferred-devices.ts';
import { DeviceChecksSchema, SelfTestReportSchema } from '../kiosk/self-test.ts';
import { SystemCamerasSchema } from '../kiosk/system-cameras.ts';
import { TerminalPresenceSchema } from '../kiosk/terminal-presence.ts';
import { UpdateStatusSchema } from '../kiosk/update-status.ts';
import { PublicKeySchema } from '../http/routes/terminals.ts';
import { BRIDGE_CHANNEL_NAMES, type BridgeMethod } from './channels.ts';
import { DEFAULT_EIMZO_AGENT_URL, EimzoRequestSchema, EimzoResponseSchema } from '../signatures/eimzo-protocol.ts';
import { DictionaryArgsSchema, DictionaryCacheStatusSchema, DictionaryResultSchema } from './dictionary-contract.ts';
import { FaceCheckLightStateSchema } from './face-check-light.ts';

/**
 * The kiosk bridge contract: channel → argument and result schemas. Main validates both
 * directions with these, preload exposes one function per channel on `window.kiosk`, and the
 * renderer types `window.kiosk` from `KioskBridge`. Channel strings live only in `channels.ts`.
 */
export { CHANNEL_PREFIX, type BridgeMethod } from './channels.ts';

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
  /** Base URL of the API (https in production); the CSP's connect-src allows exactly its origin. */
  apiBaseUrl: v.pipe(v.string(), v.url()),
  hallName: v.string(),
  // Defaults of docs/architecture.md "Kiosk behaviour" (idle 120 s) and spec §1 (oz first).
  idleTimeoutS: v.optional(v.pipe(v.number(), v.integer(), v.minValue(30), v.maxValue(3600)), KIOSK_IDLE_TIMEOUT_DEFAULT_S),
  /** Nobody at the terminal for this long before a downloaded update is installed (docs/decisions/0025-…). */
  updateIdleS: v.optional(v.pipe(v.number(), v.integer(), v.minValue(60), v.maxValue(86_400)), KIOSK_UPDATE_IDLE_DEFAULT_S),
  defaultLocale: v.optional(v.picklist(LOCALES), DEFAULT_LOCALE),
  updateFeedUrl: v.optional(v.pipe(v.string(), v.url())),
  /** Camera, microphone and audio output pinned by label; unset ones are the system default. */
  devices: v.optional(PreferredDevicesSchema, {}),
  /**
   * An E-IMZO agent on the terminal (an ID-card reader) that citizens sign with, reached only
   * through main (docs/signatures.md "Kiosk"). Off: the kiosk says signing needs a personal computer.
   */
  eimzoAgent: v.optional(
    v.object({
      enabled: v.boolean(),
      url: v.optional(v.pipe(v.string(), v.url(), v.regex(/^wss?:\/\//)), DEFAULT_EIMZO_AGENT_URL),
    }),
    { enabled: false, url: DEFAULT_EIMZO_AGENT_URL },
  ),
});
export type TerminalConfig = v.InferOutput<typeof TerminalConfigSchema>;

// strictTuple: an extra argument is a caller bug, refused as bad_args rather than dropped.
const NoArgs = v.strictTuple([]);

export const BRIDGE_CHANNELS = {
  appInfo: { channel: BRIDGE_CHANNEL_NAMES.appInfo, args: NoArgs, result: AppInfoSchema },
  terminalConfig: { channel: BRIDGE_CHANNEL_NAMES.terminalConfig, args: NoArgs, result: TerminalConfigSchema },
  dictionary: { channel: BRIDGE_CHANNEL_NAMES.dictionary, args: DictionaryArgsSchema, result: DictionaryResultSchema },
  dictionaryStatus: { channel: BRIDGE_CHANNEL_NAMES.dictionaryStatus, args: NoArgs, result: DictionaryCacheStatusSchema },
  // The renderer measures the devices it alone can open; main adds its checks and keeps the report.
  runSelfTest: { channel: BRIDGE_CHANNEL_NAMES.runSelfTest, args: v.strictTuple([DeviceChecksSchema]), result: SelfTestReportSchema },
  lastSelfTest: { channel: BRIDGE_CHANNEL_NAMES.lastSelfTest, args: NoArgs, result: v.nullable(SelfTestReportSchema) },
  // Only the public half: the private key never leaves main (src-main/fleet/terminal-key.ts).
  terminalPublicKey: { channel: BRIDGE_CHANNEL_NAMES.terminalPublicKey, args: NoArgs, result: v.object({ publicKey: PublicKeySchema }) },
  systemCameras: { channel: BRIDGE_CHANNEL_NAMES.systemCameras, args: NoArgs, result: SystemCamerasSchema },
  // Updates wait until nobody is at the terminal (docs/decisions/0025-…): the renderer reports who is
  // (session, visit, activities, camera and microphone, the last touch) whenever it changes.
  reportPresence: { channel: BRIDGE_CHANNEL_NAMES.reportPresence, args: v.strictTuple([TerminalPresenceSchema]), result: v.null() },
  updateStatus: { channel: BRIDGE_CHANNEL_NAMES.updateStatus, args: NoArgs, result: UpdateStatusSchema },
  // Signing with the terminal's E-IMZO agent: main proxies exactly the calls the portal makes (src-main/eimzo/).
  eimzoStatus: { channel: BRIDGE_CHANNEL_NAMES.eimzoStatus, args: NoArgs, result: v.object({ enabled: v.boolean() }) },
  eimzoCall: { channel: BRIDGE_CHANNEL_NAMES.eimzoCall, args: v.strictTuple([EimzoRequestSchema]), result: EimzoResponseSchema },
  // The idle wipe: main clears the window session's storage, cookies and HTTP cache (src-main/session/).
  clearSession: { channel: BRIDGE_CHANNEL_NAMES.clearSession, args: NoArgs, result: v.null() },
  // The face check's colours: main turns the backlight up while they show (src-main/display/).
  faceCheckLight: { channel: BRIDGE_CHANNEL_NAMES.faceCheckLight, args: v.strictTuple([v.boolean()]), result: FaceCheckLightStateSchema },
} as const satisfies Record<BridgeMethod, { channel: string; args: v.GenericSchema; result: v.GenericSchema }>;

type Def<M extends BridgeMethod> = (typeof BRIDGE_CHANNELS)[M];

/** What preload exposes as `window.kiosk`: one async function per channel. */
export type KioskBridge = {
  [M in BridgeMethod]: (...args: v.InferInput<Def<M>['args']>) => Promise<v.InferOutput<Def<M>['result']>>;
};
export type BridgeArgs<M extends BridgeMethod> = v.InferOutput<Def<M>['args']>;
export type BridgeResult<M extends BridgeMethod> = v.InferOutput<Def<M>['result']>;
