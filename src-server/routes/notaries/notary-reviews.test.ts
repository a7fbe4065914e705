import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotaryDetailsResponseSchema, notaryPath } from '../../../src-domain/http/routes/notary-details.ts';
import { notaryReviewsPath, NotaryReviewsResponseSchema, PostNotaryReviewResponseSchema } from '../../../src-domain/http/routes/notary-review.ts';
import { bearer, createLoginTestApp, identityOf, logIn, type LoginTestApp } from '../../auth/login.test-support.ts';
import { DEMO_CAST } from '../../seed/demo-cast.ts';

describe('notary reviews (spec §5: a review needs a rating; one per user per notary)', () => {
  let t: LoginTestApp;
  let token = '';
  let notaryId = 0;
  beforeAll(async () => {
    t = await createLoginTestApp();
    token = await logIn(t, identityOf('aziz'));
    // A notary Aziz has not reviewed in the seeded history.
    const reviewed = (await t.db.selectFrom('notary_reviews').select('notary_id').where('author_pin', '=', DEMO_CAST.aziz.pin).execute()).map(
      (r) => r.notary_id,
    );
    const row = await t.db
      .selectFrom('notaries')
      .select('id')
      .where('id', 'not in', reviewed.length ? reviewed : [0])
      .where('review_count', '>', 2)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    notaryId = row.id;
  });
  afterAll(() => t.close());

  const post = (body: unknown, headers: Record<string, string> = bearer(token), id = notaryId) =>
    t.app.inject({ method: 'POST', url: notaryReviewsPath(id), payload: body as object, headers: { ...headers, 'accept-language': 'ru' } });

  it('pages every review newest first, 10 a page, with the current rating', async () => {
    const response = await t.app.inject({ url: `${notaryReviewsPath(notaryId)}?page=1` });
    expect(response.statusCode).toBe(200);
    const page = v.parse(NotaryReviewsResponseSchema, response.json());
    const { review_count, rating } = await t.db.selectFrom('notaries').select(['review_count', 'rating']).where('id', '=', notaryId).executeTakeFirstOrThrow();
    expect(page).toMatchObject({ total: review_count, page: 1, pageSize: 10, rating });
    expect(page.items.length).toBe(Math.min(10, review_count));
    expect((await t.app.inject({ url: `${notaryReviewsPath(99_999)}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${notaryReviewsPath(notaryId)}?page=0` })).statusCode).toBe(400);
  });

  it('refuses a review without a token: 403 Access Denied', async () => {
    const response = await post({ rating: 5 }, {});
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'access_denied', message: 'Access Denied' });
  });

  it.each([
    [{ text: 'Хорошо' }, 'rating', 'Это поле обязательно для заполнения'],
    [{ rating: 0 }, 'rating', 'Введено некорректное значение'],
    [{ rating: 6 }, 'rating', 'Введено некорректное значение'],
    [{ rating: 4.5 }, 'rating', 'Введено некорректное значение'],
    [{ rating: 5, text: 'x'.repeat(1001) }, 'text', 'Можно ввести не более 1000 символов'],
  ])('rejects %j with a localized 400 at %s', async (body, path, message) => {
    const response = await post(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'validation_failed', message: 'Данные введены неверно', details: [{ path, message }] });
  });

  it('posts a review, recomputes the rating in the same write, then refuses a second one with 409', async () => {
    const before = await t.db.selectFrom('notary_reviews').select('rating').where('notary_id', '=', notaryId).execute();
    // The registry list is answered from memory per query (http/answer-cache.ts): the review
    // must show in it at once, and a client holding the old list's tag must get the new one.
    const { region } = await t.db
      .selectFrom('notaries as n')
      .innerJoin('notary_offices as o', 'o.id', 'n.office_id')
      .select('o.region_id as region')
      .where('n.id', '=', notaryId)
      .executeTakeFirstOrThrow();
    const listUrl = `/api/notaries?region=${region}&sort=name&page=1&pageSize=100`;
    const listed = await t.app.inject({ url: listUrl });
    const held = { 'if-none-match': String(listed.headers.etag) };
    expect((await t.app.inject({ url: listUrl, headers: held })).statusCode).toBe(304);
    const response = await post({ rating: 1, text: '  Долго ждал.  ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['x-auth-token']).toBeDefined();
    const posted = v.parse(PostNotaryReviewResponseSchema, response.json());
    const sum = before.reduce((total, r) => total + r.rating, 1);
    expect(posted).toMatchObject({
      review: { rating: 1, text: 'Долго ждал.', author: 'Aziz K.' },
      reviewCount: before.length + 1,
      rating: Math.round((sum / (before.length + 1)) * 100) / 100,
    });

    const details = v.parse(NotaryDetailsResponseSchema, (await t.app.inject({ url: notaryPath(notaryId) })).json());
    expect(details).toMatchObject({ rating: posted.rating, reviewCount: posted.reviewCount });
    expect(details.reviews[0]?.id).toBe(posted.review.id);
    const relisted = await t.app.inject({ url: listUrl, headers: held });
    expect(relisted.statusCode).toBe(200);
    expect((relisted.json() as { items: { id: number; rating: number; reviewCount: number }[] }).items.find((item) => item.id === notaryId)).toMatchObject({
      rating: posted.rating,
      reviewCount: posted.reviewCount,
    });

    const again = await post({ rating: 5 }, bearer(response.headers['x-auth-token'] as string));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'review_exists', message: 'Вы уже оставили отзыв об этом нотариусе' });
    expect((await t.db.selectFrom('notaries').select('review_count').where('id', '=', notaryId).executeTakeFirstOrThrow()).review_count).toBe(
      before.length + 1,
    );
  });

  it('answers a review of an unknown notary with 404', async () => {
    const fresh = await logIn(t, identityOf('malika'));
    expect((await post({ rating: 3 }, bearer(fresh), 99_999)).statusCode).toBe(404);
  });
});
