import type { Page } from '@playwright/test';
import { openE2eDb } from './e2e-db.ts';
import { DEMO_CAST, type DemoKey } from '../../src-server/seed/demo-cast.ts';
import { openSession } from '../../src-server/sessions/session-records.ts';
import { DEFAULT_SESSION_POLICY } from '../../src-server/sessions/session-policy.ts';

/**
 * A signed-in demo person: the session the login opens after the face check (the login tests
 * cover the login itself), its token where the portal keeps it.
 */
export async function openDemoSession(page: Page, person: DemoKey, mode: 'browser' | 'kiosk', options: { keepRotated?: boolean } = {}): Promise<void> {
  const db = await openE2eDb();
  try {
    const { id } = await db.selectFrom('users').select('id').where('pin', '=', DEMO_CAST[person].pin).executeTakeFirstOrThrow();
    const token = await openSession(
      db,
      { userId: id, clientMode: mode, lifetime: DEFAULT_SESSION_POLICY[mode], audit: { ip: null, userAgent: 'e2e' } },
      new Date(),
    );
    // keepRotated: only a page without a token gets this one, so a reload keeps the newest the
    // session rotated to (spec §7: every 200 rotates it; the first goes stale after its grace).
    await page.addInitScript(
      ({ stored, keep }) => {
        if (!keep || localStorage.getItem('enotary.token') === null) localStorage.setItem('enotary.token', JSON.stringify(stored));
      },
      { stored: token, keep: options.keepRotated === true },
    );
  } finally {
    await db.destroy();
  }
}
