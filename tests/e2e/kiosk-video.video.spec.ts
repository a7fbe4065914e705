import { expect as baseExpect, type Page } from '@playwright/test';
import { actActionsPath, type ActDetails } from '../../src-domain/http/routes/acts.ts';
import { test } from '../support/camera-test.ts';
import { SHERZOD } from '../support/demo-people.ts';
import { answerSpeaker, deviceTest, expectStep } from '../support/device-test-ui.ts';
import { smallTouchTargets } from '../support/touch-targets.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { callPanel, joinCall, kioskCallCast, liveTracks, recordMediaTracks } from '../support/kiosk-call.ts';
import { installKioskShell } from '../support/kiosk-shell.ts';
import { signInAtTerminal } from '../support/seeded-session.ts';
import { apiAs, expectRemoteVideos } from '../support/video-call.ts';
import { onlyLoopbackCandidates } from '../support/webrtc-loopback.ts';

/**
 * An act by video from the kiosk (spec §2 screens 13–14 in the kiosk, §4 step 8; docs/video.md):
 * Sherzod at a terminal (the kiosk shell, a touch screen, his face in its camera), the notary
 * Gulnora in her browser, Jamshid a party by video who has not tested his devices. The act is
 * walked to step 8 through the API (video-call.ts) with sessions opened for the three (the web
 * login is tested elsewhere). Sherzod is signed in at the terminal as the kiosk login leaves him
 * (the kiosk login is login.camera.spec.ts's) and taps his way to the act: he runs the device test
 * from the video tab, which attaches it; the notary's tab shows his result and that Jamshid has none. Both join
 * with the room's face check and agree to the recording, each sees the other's picture, and on
 * the terminal mute, camera and disconnect work by tap, every control touch-sized, the camera
 * and microphone released after the test and after the call. The act is cancelled at the end,
 * so it asks nothing more of anyone.
 */

const expect = baseExpect.configure({ timeout: 30_000 });
// Two face checks and two calls on a two-core machine: a tap can wait long.
test.use({ actionTimeout: 60_000 });

/** Whether the first local track of `kind` on the page's own tile is on. */
function localTrackEnabled(page: Page, kind: 'audio' | 'video'): Promise<boolean | null> {
  return page.locator('.video-tile--self video').evaluate((video, which) => {
    const stream = (video as HTMLVideoElement).srcObject as MediaStream | null;
    const track = which === 'audio' ? stream?.getAudioTracks()[0] : stream?.getVideoTracks()[0];
    return track ? track.enabled : null;
  }, kind);
}

test('kiosk: the device test on the act, then a call with the notary: pictures both ways, mute, camera and disconnect by tap', async ({
  cameraPage,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const { notary, kiosk, act } = await kioskCallCast(cameraPage, { echoErrors: true });
  const uuid = act.uuid;

  // The notary's face check runs while Sherzod signs in and tests his devices: she waits in the room.
  await test.step('the notary joins; meanwhile Sherzod signs in at the terminal, the notification leads to the act, he runs the device test', () =>
    Promise.all([
      (async () => {
        await onlyLoopbackCandidates(notary.context());
        await notary.goto(`/enotarial_act/${uuid}?tab=video`);
        await joinCall(notary, 'click');
      })(),
      (async () => {
        await onlyLoopbackCandidates(kiosk.context());
        await recordMediaTracks(kiosk);
        // The shell wipes the session whenever the page loads (a terminal's start): from here on the kiosk moves by taps only.
        await installKioskShell(kiosk, baseURL!);
        await signInAtTerminal(kiosk, SHERZOD);
        await kiosk.getByRole('link', { name: 'Mening notarial harakatlarim' }).tap();
        await kiosk.locator(`a[href="/kiosk/enotarial_act/${uuid}"]`).first().tap();
        const videoTab = kiosk.getByRole('tab', { name: 'Videokonferensiya' });
        await videoTab.tap();
        // Each wait names its own condition: a tap that did not open the tab fails here, not at the link.
        await expect(videoTab).toHaveAttribute('aria-selected', 'true');
        await expect(kiosk.getByRole('tabpanel', { name: 'Videokonferensiya' }).getByRole('link', { name: 'Qurilmalarni tekshirish' })).toBeVisible();
        await kiosk.getByRole('link', { name: 'Qurilmalarni tekshirish' }).tap();
        await expect(kiosk).toHaveURL(new RegExp(`/kiosk/video_testing\\?act=${uuid}$`));
        const view = deviceTest(kiosk);
        await view.start.tap();
        await expectStep(view.camera, 'O‘tdi', /640×480/);
        await answerSpeaker(kiosk, true);
        await expect(view.summary).toContainText('Qurilmalaringiz videokonferensiyaga tayyor.', { timeout: 60_000 });
        await expect(view.summary).toContainText('va notarial harakatga biriktirildi');
        await kiosk.getByRole('link', { name: 'Notarial harakatga qaytish' }).tap();
        await expect(kiosk.getByRole('tab', { name: 'Videokonferensiya' })).toHaveAttribute('aria-selected', 'true');
        // Back on the tab, his own result is there (read afresh, not the list from before the test).
        await expect(kiosk.getByRole('region', { name: 'Qurilmalar sinovi natijalari' }).getByText(/^Rahimov Sherzod .*: o‘tdi/)).toBeVisible();
        // The test let go of the camera and the microphone: the call opens them afresh.
        await expect.poll(() => liveTracks(kiosk)).toEqual([]);
      })(),
    ]));

  await test.step('Sherzod joins by tap with the face check; each sees the other’s picture', async () => {
    await joinCall(kiosk, 'tap');
    await Promise.all([expectRemoteVideos(notary, 1), expectRemoteVideos(kiosk, 1)]);
  });

  await test.step('the kiosk panel by tap: touch-sized, mute and camera as the notary sees them, disconnect', async () => {
    // Every control of the tab in the call a finger can hit (the kiosk's 44 px), and axe clean.
    expect(await smallTouchTargets(kiosk)).toEqual([]);
    await expectNoAxeViolations(kiosk);
    const sherzodTile = notary.locator('.video-tile:not(.video-tile--self)').filter({ hasText: 'Rahimov Sherzod' });
    await callPanel(kiosk).getByRole('button', { name: 'Mikrofonni o‘chirish' }).tap();
    await expect(sherzodTile).toContainText('mikrofon o‘chiq');
    await expect.poll(() => localTrackEnabled(kiosk, 'audio')).toBe(false);
    await callPanel(kiosk).getByRole('button', { name: 'Mikrofonni yoqish' }).tap();
    await expect(sherzodTile).not.toContainText('mikrofon o‘chiq');
    await callPanel(kiosk).getByRole('button', { name: 'Kamerani o‘chirish' }).tap();
    await expect.poll(() => localTrackEnabled(kiosk, 'video')).toBe(false);
    await callPanel(kiosk).getByRole('button', { name: 'Kamerani yoqish' }).tap();
    await expect.poll(() => localTrackEnabled(kiosk, 'video')).toBe(true);

    await callPanel(kiosk).getByRole('button', { name: 'Uzilish' }).tap();
    await expect(kiosk.getByText('Siz videokonferensiyadan chiqdingiz.')).toBeVisible();
    await expectRemoteVideos(notary, 0);
    await expect.poll(() => liveTracks(kiosk)).toEqual([]);
    await expect(callPanel(kiosk).getByRole('button', { name: 'Ulanish' })).toBeEnabled();
  });

  await test.step('the notary’s tab opened again: Sherzod’s result with its figures, none yet from Jamshid', async () => {
    await notary.goto(`/enotarial_act/${uuid}?tab=video`);
    const results = notary.getByRole('region', { name: 'Qurilmalar sinovi natijalari' });
    await expect(
      results.getByText(/^Rahimov Sherzod .*: o‘tdi \(\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}; kamera 640×480; [\d\s]+(?:,\d)?\/[\d\s]+(?:,\d)? Mbit\/s\)$/),
    ).toBeVisible();
    await expect(results.getByText(/^Nazarov Jamshid .*: sinov natijasi hali yo‘q$/)).toBeVisible();
  });

  // Cancelled, the act leaves everyone's notification list and its room closes.
  const current = await apiAs<ActDetails>(notary, 'GET', `/api/acts/${uuid}`);
  const cancelled = await apiAs<ActDetails>(notary, 'POST', actActionsPath(uuid), {
    action: 'cancel',
    reason: 'Sinov yakunlandi',
    version: current.json.version,
  });
  expect(cancelled.json).toMatchObject({ state: 'cancelled' });
});
