import { describe, expect, it } from 'vitest';
import type { Locale } from './locale.ts';
import { chooseVoice, type VoiceLike } from './speech-voice.ts';

const voice = (lang: string, name = lang): VoiceLike => ({ lang, name });
const ESPEAK_UZ = voice('uz', 'eSpeak Uzbek');
const LATIN_UZ = voice('uz-Latn-UZ', 'Latin Uzbek');
const CYRILLIC_UZ = voice('uz_Cyrl_UZ', 'Cyrillic Uzbek');
const RU = voice('ru-RU', 'Irina');
const EN = voice('en-US');

describe('the voice that reads each interface locale (spec §1 locales; docs/kiosk-voices.md)', () => {
  it.each<[string, VoiceLike[], Locale, string | null, boolean]>([
    ['oz with a Latin Uzbek voice', [EN, CYRILLIC_UZ, LATIN_UZ], 'oz', 'Latin Uzbek', false],
    ["oz with eSpeak NG's Uzbek (no script named)", [EN, ESPEAK_UZ], 'oz', 'eSpeak Uzbek', false],
    ['oz never with a Cyrillic-only voice', [CYRILLIC_UZ], 'oz', null, false],
    ['uz with a Cyrillic Uzbek voice', [ESPEAK_UZ, CYRILLIC_UZ], 'uz', 'Cyrillic Uzbek', false],
    ['uz with only a Latin Uzbek voice: the text in Latin letters', [EN, ESPEAK_UZ], 'uz', 'eSpeak Uzbek', true],
    ['ru with a Russian voice', [ESPEAK_UZ, RU], 'ru', 'Irina', false],
    ['ru without one', [ESPEAK_UZ, EN], 'ru', null, false],
    ['no voices at all', [], 'oz', null, false],
    ['only English', [EN], 'uz', null, false],
  ])('%s', (_case, voices, locale, name, latinText) => {
    const choice = chooseVoice(voices, locale);
    expect(choice?.voice.name ?? null).toBe(name);
    if (choice) expect(choice.latinText).toBe(latinText);
  });
});
