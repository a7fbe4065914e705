import { createHash } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { actActionsPath, actPartiesPath, actPath, ACTS_PATH, type ActDetails } from '../../src-domain/http/routes/acts.ts';
import { actInvoicesPath } from '../../src-domain/http/routes/acts-invoices.ts';
import { tashkentParts } from '../../src-domain/time/tashkent.ts';
import { ROOM_SUBPROTOCOL, ROOM_WS_PATH } from '../../src-domain/video/room-protocol.ts';
import { DEMO_CAST, type DemoKey } from '../../src-server/seed/demo-cast.ts';

/**
 * API calls as the person signed in on `page`, with the token the page holds (spec §7: every 200
 * rotates it). The newest goes back into the page's storage and the app is told as another tab
 * would tell it (a `storage` event), so the page's own next call sends the successor: a page
 * left with the replaced token would be signed out once its grace ends (docs/sessions.md).
 */
export async function apiAs<T>(
  page: Page,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  body?: unknown,
): Promise<{ status: number; json: T; bytes: Buffer }> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('enotary.token') ?? 'null') as string | null);
  if (!token) throw new Error('not signed in');
  const response = await page.request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'oz' },
    ...(body === undefined ? {} : { data: body }),
  });
  const rotated = response.headers()['x-auth-token'];
  if (rotated) {
    await page.evaluate((next) => {
      const value = JSON.stringify(next);
      localStorage.setItem('enotary.token', value);
      window.dispatchEvent(new StorageEvent('storage', { key: 'enotary.token', newValue: value, storageArea: localStorage }));
    }, rotated);
  }
  const bytes = await response.body();
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    json = null;
  }
  return { status: response.status(), json: json as T, bytes };
}

async function ok<T>(page: Page, method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown): Promise<T> {
  const answer = await apiAs<T>(page, method, path, body);
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.json)}`).toBe(200);
  return answer.json;
}

const pad = (n: number) => String(n).padStart(2, '0');

export interface VideoActCast {
  applicant: Page;
  videoParty: { page: Page; key: DemoKey };
  /** A party meeting the notary in person; none when everyone takes part by video. */
  inPersonParty?: { page: Page; key: DemoKey };
  notary: Page;
  /** Runs on the new act before the party in person is named: while that person is still a stranger to it. */
  beforeInPersonParty?: (uuid: string) => Promise<void>;
}

/** A party as the applicant names it: pin and identity document (the registry checks both). */
function documentOf(key: DemoKey) {
  const person = DEMO_CAST[key];
  return { kind: 'individual' as const, pin: person.pin, docType: person.documentTypeId, docSeries: person.passportSeries, docNumber: person.passportNumber };
}

/**
 * An act by video walked to step 8 through the real API by the people themselves (spec §4):
 * an other contract (11680) created by the applicant with the notary #1 through its wizard (what
 * it is about, the other sides: a party by video and a party in person; decision 0049), both
 * accepting; sent, made free of charge and checked, confirmed, invoiced (nothing), the time set
 * ten minutes ahead (Tashkent) so the room is open, confirmed and marked paid.
 */
export async function videoActAtRegistration(cast: VideoActCast): Promise<ActDetails> {
  const { applicant, notary } = cast;
  let act = await ok<ActDetails>(applicant, 'POST', ACTS_PATH, {
    actTypeId: 11680,
    regtype: 2,
    language: 'oz',
    clientPhone: '901234567',
    notaryChoice: 'manual',
    notaryId: 1,
    wizardStep: 1,
  });
  const wizardStep = async (to: number, extras?: Record<string, unknown>) => {
    act = await ok<ActDetails>(applicant, 'PATCH', actPath(act.uuid), { wizardStep: to, ...(extras ? { extras } : {}), version: act.version });
  };
  await wizardStep(2, { purpose: 'Videokonferensiya orqali shartnoma' });
  act = await ok<ActDetails>(applicant, 'POST', actPartiesPath(act.uuid), {
    ...documentOf(cast.videoParty.key),
    role: 'party',
    participationType: 2,
    version: act.version,
  });
  await cast.beforeInPersonParty?.(act.uuid);
  if (cast.inPersonParty)
    act = await ok<ActDetails>(applicant, 'POST', actPartiesPath(act.uuid), {
      ...documentOf(cast.inPersonParty.key),
      role: 'party',
      participationType: 1,
      version: act.version,
    });
  // The other side is in: the review, then finished (the act opens as details).
  await wizardStep(3);
  await wizardStep(4);
  expect(act.wizardStep).toBeNull();
  const step = async (page: Page, body: Record<string, unknown>) => {
    act = await ok<ActDetails>(page, 'POST', actActionsPath(act.uuid), { version: act.version, ...body });
  };
  await step(cast.videoParty.page, { action: 'accept_invitation' });
  if (cast.inPersonParty) await step(cast.inPersonParty.page, { action: 'accept_invitation' });
  await step(applicant, { action: 'send_to_notary' });
  // Free of charge (spec §3 flag; decision 0032): nothing to pay, so no checkout on the way to step 8.
  await step(notary, { action: 'mark_free_of_charge', reason: 'Videokonferensiya sinovi' });
  await step(notary, { action: 'accept_check' });
  await step(applicant, { action: 'confirm' });
  act = await ok<ActDetails>(notary, 'POST', actInvoicesPath(act.uuid), { version: act.version });
  const visit = tashkentParts(new Date(Date.now() + 10 * 60_000));
  await step(notary, {
    action: 'set_time',
    visitDate: `${pad(visit.day)}.${pad(visit.month)}.${visit.year}`,
    visitTime: `${pad(visit.hour)}:${pad(visit.minute)}`,
  });
  await step(applicant, { action: 'confirm_time' });
  await step(applicant, { action: 'mark_paid' });
  expect(act).toMatchObject({ step: 8, state: 'awaiting_registration', regtypeId: 2 });
  return act;
}

/**
 * A `join` over the room socket straight from the page, with its own session token: what the
 * server answers first (the refusals of people who may not take a seat).
 */
export async function rawJoin(page: Page, act: string): Promise<{ type: string; code?: string }> {
  return page.evaluate(
    async ({ path, protocol, uuid }) => {
      const token = JSON.parse(localStorage.getItem('enotary.token') ?? 'null') as string;
      const url = new URL(path, location.origin);
      url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
      const socket = new WebSocket(url, protocol);
      return new Promise<{ type: string; code?: string }>((resolve, reject) => {
        socket.onopen = () => socket.send(JSON.stringify({ type: 'join', token, act: uuid, locale: 'oz' }));
        socket.onmessage = (event) => {
          resolve(JSON.parse(String(event.data)) as { type: string; code?: string });
          socket.close();
        };
        socket.onerror = () => reject(new Error('room socket failed'));
      });
    },
    { path: ROOM_WS_PATH, protocol: ROOM_SUBPROTOCOL, uuid: act },
  );
}

export const sha256 = (bytes: Buffer | string): string => createHash('sha256').update(bytes).digest('hex');

/** Every other participant's video on this page shows frames (media flows through the mesh). */
export async function expectRemoteVideos(page: Page, count: number, timeout = 30_000): Promise<void> {
  await expect
    .poll(
      async () => {
        const tiles = await page.locator('.video-tile:not(.video-tile--self)').evaluateAll((items) =>
          items.map((item) => {
            const video = item.querySelector('video');
            return {
              name: item.textContent ?? '',
              connected: item.getAttribute('data-connected'),
              width: video?.videoWidth ?? 0,
              ready: video?.readyState ?? 0,
            };
          }),
        );
        // The tiles go along so a failure says whose picture is missing.
        return { playing: tiles.filter((tile) => tile.width > 0 && tile.ready >= 2).length, tiles };
      },
      { timeout, message: `${count} remote videos playing on ${page.url()}` },
    )
    .toMatchObject({ playing: count });
}
