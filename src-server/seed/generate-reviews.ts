import type { PersonsTable } from '../db/tables/civil-registry.ts';
import { addDays, ageOn, officeInstant, randomDate } from './calendar.ts';
import { type SeedContext, nextId } from './seed-context.ts';

const REVIEW_COUNTS = [0, 0, 1, 2, 3, 4, 5, 6, 8, 10] as const;
/** Ratings lean positive, as public ratings do. */
const RATING_ROLLS = [5, 5, 5, 5, 5, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 3, 3, 2, 2, 1] as const;

const TEXTS: Readonly<Record<'good' | 'fair' | 'bad', readonly string[]>> = {
  good: [
    'Juda tez va sifatli xizmat ko‘rsatdi, rahmat!',
    'Notarius hamma narsani tushunarli qilib tushuntirdi.',
    'Video konferensiya orqali 20 daqiqada hammasi hal bo‘ldi.',
    'Xushmuomala va professional, tavsiya qilaman.',
    'Очень вежливый нотариус, всё оформили быстро.',
    'Удобно, что можно записаться онлайн. Спасибо!',
  ],
  fair: ['Xizmat yaxshi, lekin navbatda ancha kutdik.', 'Hammasi joyida, faqat idorani topish qiyin bo‘ldi.', 'В целом нормально, но пришлось прийти дважды.'],
  bad: ['Belgilangan vaqtda qabul qilishmadi.', 'Telefonga javob berishmaydi.', 'Долго ждали, документы пришлось переделывать.'],
};

function textFor(ctx: SeedContext, rating: number): string {
  return ctx.random.pick(rating >= 4 ? TEXTS.good : rating === 3 ? TEXTS.fair : TEXTS.bad);
}

/**
 * 0–10 reviews per notary by living adult citizens; the notary's `rating` and `review_count`
 * are then set from them, as the review endpoint will keep them.
 */
export function generateReviews(ctx: SeedContext): void {
  const { random, today, world } = ctx;
  const notaryPins = new Set(world.notaries.map((n) => n.pin));
  const authors: PersonsTable[] = ctx.people.filter((p) => p.death_date === null && ageOn(p.birth_date, today) >= 18 && !notaryPins.has(p.pin));
  for (const notary of world.notaries) {
    const count = random.pick(REVIEW_COUNTS);
    let sum = 0;
    for (let i = 0; i < count; i += 1) {
      const rating = random.pick(RATING_ROLLS);
      sum += rating;
      world.notary_reviews.push({
        id: nextId(world.notary_reviews),
        notary_id: notary.id as number,
        author_pin: random.pick(authors).pin,
        rating,
        text: textFor(ctx, rating),
        created_at: officeInstant(random, randomDate(random, addDays(today, -700), addDays(today, -1))),
      });
    }
    notary.rating = count === 0 ? 0 : Math.round((sum / count) * 100) / 100;
    notary.review_count = count;
  }
}
