import { useAtomValue } from 'jotai';
import { useEffect, useSyncExternalStore } from 'react';
import type { Locale } from '../../src-domain/i18n/locale.ts';
import { speak, stopSpeaking, subscribeVoices, voiceStatus, type VoiceStatus } from '../platform/speech.ts';
import { readAloudAtom } from '../state/read-aloud.ts';
import { useShownLocale } from './use-shown-locale.ts';

/** Whether a voice reads `locale` on this device, kept up to date as the voice list arrives. */
export function useVoiceStatus(locale: Locale): VoiceStatus {
  return useSyncExternalStore(
    subscribeVoices,
    () => voiceStatus(locale),
    () => 'missing',
  );
}

/**
 * While read-aloud is on, says `text` whenever it changes (a new screen, the face check's next
 * hint) and once when read-aloud is turned on; turning it off or leaving stops the voice. An
 * empty text says nothing.
 */
export function useReadAloud(text: string): void {
  const on = useAtomValue(readAloudAtom);
  // The locale `text` is in: the switch to another locale speaks once its catalog is shown.
  const locale = useShownLocale();
  const status = useVoiceStatus(locale);
  useEffect(() => {
    if (!on || status !== 'available' || text === '') return;
    speak(text, locale);
  }, [on, status, text, locale]);
  useEffect(() => {
    if (!on) return;
    return stopSpeaking;
  }, [on]);
}
