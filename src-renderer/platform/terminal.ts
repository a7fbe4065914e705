import type { DictionaryCacheStatus } from '../../src-domain/bridge/dictionary-contract.ts';
import type { DeviceChecks, SelfTestReport } from '../../src-domain/kiosk/self-test.ts';
import type { SystemCameras } from '../../src-domain/kiosk/system-cameras.ts';
import type { TerminalPresence } from '../../src-domain/kiosk/terminal-presence.ts';
import type { UpdateStatus } from '../../src-domain/kiosk/update-status.ts';
import { isKioskShell, kioskBridge } from './kiosk.ts';

/** True on a kiosk terminal (inside the shell): there is a terminal to test and report on. */
export function isTerminal(): boolean {
  return isKioskShell();
}

/**
 * The terminal's own state, kept by the kiosk shell's main process: its self-test and its
 * dictionary cache. Outside the shell there is no terminal: every call answers null.
 */
export async function lastSelfTest(): Promise<SelfTestReport | null> {
  return (await kioskBridge()?.lastSelfTest()) ?? null;
}

/** Main adds its checks (network, config, dictionaries, version) to the devices measured here. */
export async function runSelfTest(devices: DeviceChecks): Promise<SelfTestReport | null> {
  return (await kioskBridge()?.runSelfTest(devices)) ?? null;
}

export async function dictionaryCacheStatus(): Promise<DictionaryCacheStatus | null> {
  return (await kioskBridge()?.dictionaryStatus()) ?? null;
}

/** The terminal's id from its config, or null in a browser. */
export async function terminalId(): Promise<string | null> {
  return (await kioskBridge()?.terminalConfig())?.terminalId ?? null;
}

/** The public half of the terminal's key, for a technician to register it on the server. */
export async function terminalPublicKey(): Promise<string | null> {
  return (await kioskBridge()?.terminalPublicKey())?.publicKey ?? null;
}

/** The cameras the operating system sees (main, node-webcam) and whether its tool is installed. */
export async function systemCameras(): Promise<SystemCameras | null> {
  return (await kioskBridge()?.systemCameras()) ?? null;
}

/** Tells main who is at the terminal: updates are installed only when nobody is. */
export async function reportPresence(presence: TerminalPresence): Promise<void> {
  await kioskBridge()?.reportPresence(presence);
}

export async function updateStatus(): Promise<UpdateStatus | null> {
  return (await kioskBridge()?.updateStatus()) ?? null;
}

/**
 * The face check's colours are showing (on) or done (off): at a terminal, main turns the
 * display's backlight up meanwhile (src-main/display/face-check-light.ts). Nothing in a browser.
 */
export async function setFaceCheckLight(on: boolean): Promise<void> {
  await kioskBridge()?.faceCheckLight(on);
}
