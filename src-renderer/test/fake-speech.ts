/**
 * A stand-in for the Web Speech API's `speechSynthesis` (happy-dom has none, a test machine has
 * no voices): installed voices by language, and what was said or cut off.
 */
export interface FakeSpeech {
  spoken: { text: string; lang: string; voice: string }[];
  cancels: number;
  setVoices: (langs: string[]) => void;
  uninstall: () => void;
}

export function installFakeSpeech(langs: string[]): FakeSpeech {
  let voices = langs.map((lang) => ({ lang, name: `voice ${lang}`, default: false, localService: true, voiceURI: lang }));
  const listeners = new Set<() => void>();
  const fake: FakeSpeech = {
    spoken: [],
    cancels: 0,
    setVoices: (next) => {
      voices = next.map((lang) => ({ lang, name: `voice ${lang}`, default: false, localService: true, voiceURI: lang }));
      for (const listener of listeners) listener();
    },
    uninstall: () => {
      Reflect.deleteProperty(window, 'speechSynthesis');
      Reflect.deleteProperty(window, 'SpeechSynthesisUtterance');
    },
  };
  class Utterance {
    text: string;
    lang = '';
    rate = 1;
    voice: { name: string } | null = null;
    constructor(text: string) {
      this.text = text;
    }
  }
  const synthesis = {
    getVoices: () => voices,
    speak: (utterance: Utterance) => void fake.spoken.push({ text: utterance.text, lang: utterance.lang, voice: utterance.voice?.name ?? '' }),
    cancel: () => void (fake.cancels += 1),
    addEventListener: (_type: string, listener: () => void) => void listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => void listeners.delete(listener),
  };
  Object.defineProperty(window, 'speechSynthesis', { value: synthesis, configurable: true, writable: true });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true, writable: true });
  return fake;
}
