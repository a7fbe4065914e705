/**
 * Connect times of an act's video room (docs/video.md), three participants in Chromium pages of
 * the real portal on loopback: the time from pressing "connect" to the first decoded frame of
 * each other participant on the newcomer's page (first join), and after the newcomer's network
 * drops and comes back, from the browser's `online` to the first frame of each peer again
 * (rejoin), and after only its room socket drops (the network up: a server restart or an idle cut
 * looks so to the page), from the drop. Sessions and earlier seats are prepared in the database (no face check is due), so
 * what is measured is the media, the signalling and the peer connections.
 */
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { cameraArgs } from '../tests/support/camera-videos.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/support/chromium-path.ts';
import { LOOPBACK_WEBRTC_ARGS, onlyLoopbackCandidates } from '../tests/support/webrtc-loopback.ts';
import type { PreparedRoom } from '../src-server/video/room-processes.test-support.ts';

export interface RoomConnectTimes {
  /** Per round: the newcomer's ms to each other participant's first frame. */
  firstJoin: number[][];
  /** From the browser's `online` after the newcomer's network dropped. */
  rejoin: number[][];
  /** From the newcomer's room socket dropping while the network stays up. */
  socketDrop: number[][];
}

const TOKEN_KEY = 'enotary.token';

/** A page of the act's video tab, signed in with `token`, its call ready to connect. */
async function videoTab(browser: Browser, baseUrl: string, uuid: string, token: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl });
  await onlyLoopbackCandidates(context);
  await context.addInitScript(
    ({ key, value }) => {
      if (localStorage.getItem(key) === null) localStorage.setItem(key, JSON.stringify(value));
      addEventListener('online', () => Object.assign(window, { __onlineAt: performance.now() }));
    },
    { key: TOKEN_KEY, value: token },
  );
  // The page's room sockets, so a round can drop one while the network stays up (a server
  // restart or an idle cut looks so to the page).
  await context.addInitScript(() => {
    const Native = WebSocket;
    const sockets: WebSocket[] = [];
    window.WebSocket = class extends Native {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        sockets.push(this);
      }
    } as typeof WebSocket;
    const drop = () => {
      for (const socket of sockets) if (socket.url.endsWith('/api/video/ws') && socket.readyState === Native.OPEN) socket.close(4410, 'dropped');
    };
    Object.assign(window, { __dropRoomSocket: drop });
  });
  const page = await context.newPage();
  await page.goto(`/enotarial_act/${uuid}?tab=video`);
  await page.getByRole('button', { name: 'Ulanish' }).waitFor({ timeout: 120_000 });
  return { context, page };
}

/**
 * In the page: from `start` (a performance.now() of the page, or the `online` event when null),
 * the ms to the first frame of each remote tile that appears, once `expected` have one.
 */
function remoteFirstFrames(page: Page, expected: number, trigger: 'click' | 'online' | 'drop'): Promise<number[]> {
  return page.evaluate(
    ({ expected, trigger }) =>
      new Promise<number[]>((resolve, reject) => {
        const seen = new WeakSet<HTMLVideoElement>();
        for (const video of document.querySelectorAll<HTMLVideoElement>('.video-tile video')) seen.add(video);
        const frames: number[] = [];
        let start = performance.now();
        const tiles = () =>
          [...document.querySelectorAll<HTMLElement>('.video-tile:not(.video-tile--self)')]
            .map((tile) => {
              const video = tile.querySelector('video');
              return `${tile.textContent ?? ''} connected=${tile.getAttribute('data-connected')} ${video?.videoWidth ?? 0}px ready=${video?.readyState ?? '-'} paused=${video?.paused ?? '-'}`;
            })
            .join('; ') + ` | ${[...document.querySelectorAll('[role="alert"], [role="status"]')].map((node) => node.textContent).join(' / ')}`;
        const giveUp = setTimeout(() => reject(new Error(`${frames.length} of ${expected} remote pictures after 60 s: ${tiles()}`)), 60_000);
        const watch = () => {
          for (const video of document.querySelectorAll<HTMLVideoElement>('.video-tile:not(.video-tile--self) video')) {
            if (seen.has(video)) continue;
            seen.add(video);
            video.requestVideoFrameCallback(() => {
              const from = trigger === 'online' ? ((window as unknown as { __onlineAt?: number }).__onlineAt ?? start) : start;
              frames.push(performance.now() - from);
              if (frames.length === expected) {
                clearTimeout(giveUp);
                observer.disconnect();
                resolve(frames.sort((a, b) => a - b));
              }
            });
          }
        };
        const observer = new MutationObserver(watch);
        observer.observe(document.body, { subtree: true, childList: true });
        if (trigger === 'drop') {
          start = performance.now();
          (window as unknown as { __dropRoomSocket: () => void }).__dropRoomSocket();
        }
        if (trigger === 'click') {
          const button = [...document.querySelectorAll('button')].find((item) => item.textContent?.trim() === 'Ulanish');
          if (!button) return reject(new Error('no connect button'));
          start = performance.now();
          button.click();
        }
        watch();
      }),
    { expected, trigger },
  );
}

/** Every other participant's picture plays on `page` (the mesh is whole again). */
async function picturesPlay(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    (count) =>
      [...document.querySelectorAll<HTMLVideoElement>('.video-tile:not(.video-tile--self) video')].filter(
        (video) => video.videoWidth > 0 && video.readyState >= 2,
      ).length === count,
    count,
    { timeout: 60_000 },
  );
}

/**
 * Gulnora and Malika in the call; Aziz joins (first join), his network drops and comes back
 * (rejoin), his room socket drops (socket drop), then he leaves; `rounds` times. The camera shows `faceVideo`.
 */
export async function roomConnectTimes(baseUrl: string, room: PreparedRoom, faceVideo: string, rounds: number): Promise<RoomConnectTimes> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('no Chromium: see tests/support/ensure-chromium.ts');
  const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS, ...cameraArgs(faceVideo), ...LOOPBACK_WEBRTC_ARGS] });
  const times: RoomConnectTimes = { firstJoin: [], rejoin: [], socketDrop: [] };
  try {
    const [notary, party, newcomer] = await Promise.all([
      videoTab(browser, baseUrl, room.uuid, room.tokens.gulnora),
      videoTab(browser, baseUrl, room.uuid, room.tokens.malika),
      videoTab(browser, baseUrl, room.uuid, room.tokens.aziz),
    ]);
    await notary.page.getByRole('button', { name: 'Ulanish' }).click();
    await notary.page.getByRole('button', { name: 'Uzilish' }).waitFor({ timeout: 60_000 });
    await party.page.getByRole('button', { name: 'Ulanish' }).click();
    await Promise.all([picturesPlay(notary.page, 1), picturesPlay(party.page, 1)]);
    for (let round = 0; round < rounds; round += 1) {
      times.firstJoin.push(await remoteFirstFrames(newcomer.page, 2, 'click'));
      await Promise.all([picturesPlay(notary.page, 2), picturesPlay(party.page, 2)]);
      await newcomer.context.setOffline(true);
      await newcomer.page.getByText('Aloqa uzildi, qayta ulanmoqda…').waitFor({ timeout: 60_000 });
      const again = remoteFirstFrames(newcomer.page, 2, 'online');
      await newcomer.context.setOffline(false);
      times.rejoin.push(await again);
      await Promise.all([picturesPlay(notary.page, 2), picturesPlay(party.page, 2)]);
      times.socketDrop.push(await remoteFirstFrames(newcomer.page, 2, 'drop'));
      await Promise.all([picturesPlay(notary.page, 2), picturesPlay(party.page, 2)]);
      await newcomer.page.getByRole('button', { name: 'Uzilish' }).click();
      await newcomer.page.getByRole('button', { name: 'Ulanish' }).waitFor({ timeout: 60_000 });
      await Promise.all([picturesPlay(notary.page, 1), picturesPlay(party.page, 1)]);
    }
  } finally {
    await browser.close();
  }
  return times;
}
