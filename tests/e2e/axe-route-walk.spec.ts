import { openE2eDb } from '../support/e2e-db.ts';
import { expect, test, type Page } from '@playwright/test';
import { ROUTE_STATUS } from '../../src-renderer/app/route-status.ts';
import { DEMO_CAST, type DemoKey } from '../../src-server/seed/demo-cast.ts';
import { openDemoSession } from '../support/open-session.ts';
import { axe, WCAG22_TAGS } from '../support/axe.ts';

/**
 * axe (WCAG 2.2 A/AA) on every browser route of the route table (`route-status.ts`), in each
 * locale, as the person each page is for: a visitor on the public pages, a citizen (Aziz) on
 * the signed-in ones, the notary (Gulnora) on the acts pages, the administrator (Rustam) on the
 * administration and the operations person (Nodira) on the fleet. Sessions are the ones the
 * login opens after the face check (tests/support/open-session.ts); the kiosk routes are walked
 * by kiosk-display-aids.spec.ts.
 */

const LOCALES = ['oz', 'uz', 'ru'] as const;

interface Ids {
  actUuid: string;
  actId: number;
  partyId: number;
  adminUserId: number;
}

async function demoIds(): Promise<Ids> {
  const db = await openE2eDb();
  try {
    const act = await db
      .selectFrom('notarial_acts')
      .select(['id', 'uuid'])
      .where('applicant_pin', '=', DEMO_CAST.aziz.pin)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const party = await db.selectFrom('act_parties').select('id').where('act_id', '=', act.id).orderBy('id').executeTakeFirstOrThrow();
    const user = await db.selectFrom('users').select('id').where('pin', '=', DEMO_CAST.aziz.pin).executeTakeFirstOrThrow();
    return { actUuid: act.uuid, actId: act.id, partyId: party.id, adminUserId: user.id };
  } finally {
    await db.destroy();
  }
}

/** A route pattern with demo-world values for its parameters. */
function concrete(path: string, ids: Ids): string {
  return path
    .replace(':uuid', ids.actUuid)
    .replace(':rid', String(ids.actId))
    .replace('/member/:id', `/member/${ids.partyId}`)
    .replace('/admin/users/:id', `/admin/users/${ids.adminUserId}`)
    .replace(/:[a-z]+/g, '1');
}

/**
 * An act's subject pages need the id of a subject of that act, which the demo world does not
 * name; they draw the same act page as `/my_notarial_act/:rid/member/:id`, which is walked.
 */
const SUBJECT_PAGE = /\/(auto|realty|other)\/:id$/;
const browserRoutes = ROUTE_STATUS.filter((route) => route.mode === 'browser' && !SUBJECT_PAGE.test(route.path));

const WALKS: { who: string; person: DemoKey | null; paths: (path: string, area: string, auth: boolean) => boolean }[] = [
  { who: 'a visitor', person: null, paths: (_path, _area, auth) => !auth },
  { who: 'a citizen', person: 'aziz', paths: (_path, area, auth) => auth && area !== 'admin' && area !== 'operations' },
  // The notary's own workspace: the acts list is their queue (Aziz's acts are walked as his).
  { who: 'the notary', person: 'gulnora', paths: (path) => path === '/my_notarial_act' || path === '/profile' },
  { who: 'the administrator', person: 'rustam', paths: (_path, area) => area === 'admin' },
  { who: 'operations', person: 'nodira', paths: (_path, area) => area === 'operations' },
];

async function violations(page: Page): Promise<string[]> {
  const results = await axe(page, WCAG22_TAGS).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const walk of WALKS) {
  for (const locale of LOCALES) {
    test(`axe: every route for ${walk.who}, ${locale}`, async ({ page }) => {
      test.setTimeout(420_000);
      const ids = await demoIds();
      await page.addInitScript((stored) => localStorage.setItem('enotary.locale', JSON.stringify(stored)), locale);
      // keepRotated: a walk outlasts the first token's grace on a busy machine (docs/sessions.md).
      if (walk.person) await openDemoSession(page, walk.person, 'browser', { keepRotated: true });
      const found: string[] = [];
      const paths = browserRoutes.filter((route) => walk.paths(route.path, route.area, route.auth)).map((route) => concrete(route.path, ids));
      expect(paths.length).toBeGreaterThan(0);
      for (const path of paths) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // The page itself, not a login or a 403 it sent the person to.
        expect(new URL(page.url()).pathname).toBe(path);
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        found.push(...(await violations(page)).map((v) => `${path}: ${v}`));
      }
      expect(found).toEqual([]);
    });
  }
}
