/**
 * Chromium switches read-aloud needs (docs/kiosk-voices.md). On Linux, Chromium's
 * `speechSynthesis` speaks through speech-dispatcher only when asked to; Windows (SAPI / OneCore)
 * and macOS voices need nothing.
 */
export function speechSwitches(platform: NodeJS.Platform): string[] {
  return platform === 'linux' ? ['enable-speech-dispatcher'] : [];
}
