/**
 * Channel strings of the kiosk bridge, one per method. Kept apart from the schemas so the
 * sandboxed preload can build `window.kiosk` without bundling valibot: the preload only needs
 * the names, main needs the schemas (`contract.ts`).
 */
export const CHANNEL_PREFIX = 'kiosk:';

export const BRIDGE_CHANNEL_NAMES = {
  appInfo: `${CHANNEL_PREFIX}app-info`,
  terminalConfig: `${CHANNEL_PREFIX}terminal-config`,
  dictionary: `${CHANNEL_PREFIX}dictionary`,
  dictionaryStatus: `${CHANNEL_PREFIX}dictionary-status`,
  runSelfTest: `${CHANNEL_PREFIX}run-self-test`,
  lastSelfTest: `${CHANNEL_PREFIX}last-self-test`,
  terminalPublicKey: `${CHANNEL_PREFIX}terminal-public-key`,
  systemCameras: `${CHANNEL_PREFIX}system-cameras`,
  reportPresence: `${CHANNEL_PREFIX}report-presence`,
  updateStatus: `${CHANNEL_PREFIX}update-status`,
  eimzoStatus: `${CHANNEL_PREFIX}eimzo-status`,
  eimzoCall: `${CHANNEL_PREFIX}eimzo-call`,
  clearSession: `${CHANNEL_PREFIX}clear-session`,
  faceCheckLight: `${CHANNEL_PREFIX}face-check-light`,
} as const;

export type BridgeMethod = keyof typeof BRIDGE_CHANNEL_NAMES;
export type BridgeChannel = (typeof BRIDGE_CHANNEL_NAMES)[BridgeMethod];

export function isBridgeMethod(name: string): name is BridgeMethod {
  return Object.hasOwn(BRIDGE_CHANNEL_NAMES, name);
}
