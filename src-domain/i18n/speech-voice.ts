import type { Locale } from './locale.ts';

/** What read-aloud needs to know of an installed voice (the Web Speech API's `SpeechSynthesisVoice`). */
export interface VoiceLike {
  readonly lang: string;
  readonly name: string;
}

export interface VoiceChoice<V extends VoiceLike> {
  voice: V;
  /** The voice reads the Latin alphabet: Cyrillic Uzbek text goes to it in Latin letters. */
  latinText: boolean;
}

type Script = 'latn' | 'cyrl' | null;

function parseLang(lang: string): { language: string; script: Script } {
  const [language = '', ...rest] = lang.toLowerCase().replace(/_/g, '-').split('-');
  const script = rest.find((part) => part === 'latn' || part === 'cyrl') ?? null;
  return { language, script: script as Script };
}

/**
 * The voice that reads a locale (docs/kiosk-voices.md), best first:
 * - `oz` (Latin Uzbek): an Uzbek voice in the Latin script, or an Uzbek voice naming no script
 *   (eSpeak NG's `uz` reads the Latin alphabet);
 * - `uz` (Cyrillic Uzbek): an Uzbek voice in the Cyrillic script; else any other Uzbek voice,
 *   given the text in Latin letters;
 * - `ru`: a Russian voice.
 * None: the terminal has no voice for the locale, and read-aloud says so.
 */
export function chooseVoice<V extends VoiceLike>(voices: readonly V[], locale: Locale): VoiceChoice<V> | null {
  const parsed = voices.map((voice) => ({ voice, ...parseLang(voice.lang) }));
  const first = (test: (entry: (typeof parsed)[number]) => boolean) => parsed.find(test)?.voice;
  if (locale === 'ru') {
    const voice = first((v) => v.language === 'ru');
    return voice ? { voice, latinText: false } : null;
  }
  const uzbek = (script: Script) => first((v) => v.language === 'uz' && v.script === script);
  if (locale === 'uz') {
    const cyrillic = uzbek('cyrl');
    if (cyrillic) return { voice: cyrillic, latinText: false };
  }
  const latin = uzbek('latn') ?? uzbek(null);
  if (!latin) return null;
  return { voice: latin, latinText: locale === 'uz' };
}
