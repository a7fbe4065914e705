import { expect as baseExpect } from '@playwright/test';
import { actActionsPath, type ActDetails } from '../../src-domain/http/routes/acts.ts';
import { KIOSK_IDLE_COUNTDOWN_S, KIOSK_IDLE_TIMEOUT_DEFAULT_S } from '../../src-domain/constants.ts';
import { INSTALL_AFTER_IDLE_MS } from '../../src-main/updates/update-policy.ts';
import { test } from '../support/camera-test.ts';
import { SHERZOD } from '../support/demo-people.ts';
import { callPanel, connectToRefusal, forgeFirstRoomFaceCheck, joinCall, kioskCallCast, liveTracks, recordMediaTracks } from '../support/kiosk-call.ts';
import { installKioskShell } from '../support/kiosk-shell.ts';
import { loginFields, storedToken } from '../support/login-ui.ts';
import { moveClockOn, watchRequests } from '../support/page-clock.ts';
import { goWithin, handSessionAtKioskLogin } from '../support/seeded-session.ts';
import { FEED_VERSION } from '../support/update-feed.ts';
import { apiAs, expectRemoteVideos } from '../support/video-call.ts';
import { onlyLoopbackCandidates } from '../support/webrtc-loopback.ts';

/**
 * A citizen's real session at a terminal holds (docs/decisions/0022-kiosk-idle-wipe.md, 0025):
 * Sherzod, at the kiosk, takes part in his act by video with the notary Gulnora. His first face
 * check, altered on its way to the room, is refused, and his next tap checks him afresh (spec §8).
 * He listens untouched for several idle periods — the terminal's clock moved on by Playwright's —
 * and is never asked "Are you still there?"; an update that arrives meanwhile waits. The notary ends the
 * call (she cancels the act, closing its room); only then the idle time runs, asks and wipes, and
 * the update goes in a quiet time later. His kiosk session is handed to the started terminal
 * (the kiosk login is tested elsewhere); the room's face checks are real.
 */

const expect = baseExpect.configure({ timeout: 30_000 });
// Two face checks and a call on a two-core machine: a tap can wait long.
test.use({ actionTimeout: 60_000 });

const IDLE_MS = KIOSK_IDLE_TIMEOUT_DEFAULT_S * 1000;
const COUNTDOWN_MS = KIOSK_IDLE_COUNTDOWN_S * 1000;

test('a citizen in a video call at a kiosk is never asked while the call runs; the wipe and the update come after it ends', async ({ cameraPage, baseURL }) => {
  test.setTimeout(480_000);
  const { notary, kiosk, act } = await kioskCallCast(cameraPage);

  const shell = await installKioskShell(kiosk, baseURL!, {}, { updateFeed: true });
  const updates = shell.deps.updates;
  const inFlight = watchRequests(kiosk);

  await test.step('the notary waits in the room; Sherzod at the terminal opens the act’s video tab', () =>
    Promise.all([
      (async () => {
        await onlyLoopbackCandidates(notary.context());
        await notary.goto(`/enotarial_act/${act.uuid}?tab=video`);
        await joinCall(notary, 'click');
      })(),
      (async () => {
        await onlyLoopbackCandidates(kiosk.context());
        await recordMediaTracks(kiosk);
        // The terminal's own clock, so its idle time can be moved on (time flows as usual otherwise).
        await kiosk.clock.install();
        await kiosk.goto('/kiosk/auth');
        await expect(loginFields(kiosk).pin).toBeVisible();
        await handSessionAtKioskLogin(kiosk, SHERZOD);
        await goWithin(kiosk, `/kiosk/enotarial_act/${act.uuid}?tab=video`);
        await expect(callPanel(kiosk).getByRole('button', { name: 'Ulanish' })).toBeEnabled();
      })(),
    ]));

  await test.step('his first face check reaches the room altered (as a forged one would): refused, the next tap checks him afresh', async () => {
    const forged = await forgeFirstRoomFaceCheck(kiosk);
    await connectToRefusal(kiosk, 'tap');
    expect(forged()).toBe(true);
  });

  await test.step('an update arrives; Sherzod joins by tap: the call and his session hold it', async () => {
    await updates.checkNow();
    expect(await updates.status()).toMatchObject({ downloadedVersion: FEED_VERSION, error: null });
    await joinCall(kiosk, 'tap');
    await Promise.all([expectRemoteVideos(notary, 1), expectRemoteVideos(kiosk, 1)]);
    await expect.poll(async () => (await updates.status()).busy).toEqual(expect.arrayContaining(['session', 'visit', 'call', 'camera', 'microphone']));
  });

  await test.step('he listens untouched for three idle periods: never asked, still in the call, no update', async () => {
    await moveClockOn(kiosk, inFlight, 3 * (IDLE_MS + COUNTDOWN_MS));
    await expect(kiosk.getByRole('alertdialog', { name: 'Hali shu yerdamisiz?' })).toHaveCount(0);
    await expect(callPanel(kiosk).getByRole('button', { name: 'Uzilish' })).toBeVisible();
    await Promise.all([expectRemoteVideos(notary, 1), expectRemoteVideos(kiosk, 1)]);
    expect(await storedToken(kiosk)).not.toBeNull();
    shell.advanceClock(10 * INSTALL_AFTER_IDLE_MS);
    await updates.tick();
    expect(shell.installs).toEqual([]);
  });

  await test.step('the notary ends it (the act cancelled, its room closed): then the idle time runs, asks and wipes', async () => {
    const current = await apiAs<ActDetails>(notary, 'GET', `/api/acts/${act.uuid}`);
    const cancelled = await apiAs<ActDetails>(notary, 'POST', actActionsPath(act.uuid), {
      action: 'cancel',
      reason: 'Sinov yakunlandi',
      version: current.json.version,
    });
    expect(cancelled.json).toMatchObject({ state: 'cancelled' });
    await expect(kiosk.getByText('Videokonferensiya yopildi.')).toBeVisible();
    await expect.poll(() => liveTracks(kiosk)).toEqual([]);
    await moveClockOn(kiosk, inFlight, IDLE_MS);
    const question = kiosk.getByRole('alertdialog', { name: 'Hali shu yerdamisiz?' });
    await expect(question).toBeVisible();
    await moveClockOn(kiosk, inFlight, COUNTDOWN_MS);
    await expect(kiosk).toHaveURL(/\/kiosk\/auth$/);
    await expect.poll(() => storedToken(kiosk)).toBeNull();
  });

  await test.step('nobody is left at the terminal: the update goes in a quiet time later', async () => {
    await expect.poll(async () => (await updates.status()).busy).toEqual([]);
    await updates.tick();
    expect(shell.installs).toEqual([]);
    shell.advanceClock(INSTALL_AFTER_IDLE_MS);
    await updates.tick();
    expect(shell.installs).toEqual([FEED_VERSION]);
  });
});
