import type { Locale } from '../../src-domain/i18n/locale.ts';
import { chooseVoice } from '../../src-domain/i18n/speech-voice.ts';
import { uzbekCyrillicToLatin } from '../../src-domain/i18n/uzbek-cyrillic-to-latin.ts';

/**
 * Read-aloud through the Web Speech API's `speechSynthesis`: the browser's, or in the kiosk shell
 * Chromium's, which speaks with the voices the operating system has installed
 * (docs/kiosk-voices.md). Nothing is sent anywhere; a voice of the locale is chosen by
 * `chooseVoice`, and without one nothing is spoken.
 */

/** Slightly slower than the default: instructions for a citizen who cannot read them. */
const SPEECH_RATE = 0.9;

function synthesis(): SpeechSynthesis | null {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && typeof window.SpeechSynthesisUtterance === 'function' ? window.speechSynthesis : null;
}

function installedVoices(): SpeechSynthesisVoice[] {
  try {
    return synthesis()?.getVoices() ?? [];
  } catch {
    return [];
  }
}

export type VoiceStatus = 'available' | 'missing';

/** Whether this device can read `locale` aloud now (the voice list may still grow: `subscribeVoices`). */
export function voiceStatus(locale: Locale): VoiceStatus {
  return chooseVoice(installedVoices(), locale) ? 'available' : 'missing';
}

/** Calls `onChange` when the installed voices change (Chromium lists them after the first ask). */
export function subscribeVoices(onChange: () => void): () => void {
  const speech = synthesis();
  if (!speech) return () => undefined;
  speech.addEventListener('voiceschanged', onChange);
  return () => speech.removeEventListener('voiceschanged', onChange);
}

/** Speaks `text` in `locale`, cutting off whatever was being said. False when no voice reads the locale. */
export function speak(text: string, locale: Locale): boolean {
  const speech = synthesis();
  const choice = chooseVoice(installedVoices(), locale);
  if (!speech || !choice) return false;
  speech.cancel();
  const said = text.trim();
  if (said === '') return true;
  const utterance = new window.SpeechSynthesisUtterance(choice.latinText ? uzbekCyrillicToLatin(said) : said);
  utterance.voice = choice.voice;
  utterance.lang = choice.voice.lang;
  utterance.rate = SPEECH_RATE;
  speech.speak(utterance);
  return true;
}

export function stopSpeaking(): void {
  synthesis()?.cancel();
}
