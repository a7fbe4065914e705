import type { Locale } from '../i18n/locale.ts';

/**
 * The actions of the active challenge, drawn at random per attempt by the server. Left and
 * right are the user's own (toward their left shoulder, to their left), whatever the preview
 * mirroring. Every challenge has a turn: a head turning shows parallax that a picture moved by
 * hand cannot (docs/liveness.md, Presentation attacks). `neutral` (face straight, at a normal
 * distance) always comes last: its frame is the bestshot.
 */
export const CHALLENGE_STEPS = ['tilt-left', 'tilt-right', 'closer', 'turn-left', 'turn-right', 'neutral'] as const;
export type ChallengeStep = (typeof CHALLENGE_STEPS)[number];

/** What the face dialog tells the user to do during each step. */
export const CHALLENGE_INSTRUCTIONS: Readonly<Record<ChallengeStep, Readonly<Record<Locale, string>>>> = {
  'tilt-left': { oz: 'Boshingizni chap yelkangiz tomon eging', uz: 'Бошингизни чап елкангиз томон эгинг', ru: 'Наклоните голову к левому плечу' },
  'tilt-right': { oz: 'Boshingizni o‘ng yelkangiz tomon eging', uz: 'Бошингизни ўнг елкангиз томон эгинг', ru: 'Наклоните голову к правому плечу' },
  closer: { oz: 'Kameraga yaqinroq keling', uz: 'Камерага яқинроқ келинг', ru: 'Приблизьте лицо к камере' },
  'turn-left': { oz: 'Boshingizni chapga buring', uz: 'Бошингизни чапга буринг', ru: 'Поверните голову влево' },
  'turn-right': { oz: 'Boshingizni o‘ngga buring', uz: 'Бошингизни ўнгга буринг', ru: 'Поверните голову вправо' },
  neutral: { oz: 'Kameraga to‘g‘ri qarang va qimirlamang', uz: 'Камерага тўғри қаранг ва қимирламанг', ru: 'Смотрите прямо в камеру и не двигайтесь' },
};

export function challengeInstruction(step: ChallengeStep, locale: Locale): string {
  return CHALLENGE_INSTRUCTIONS[step][locale];
}
