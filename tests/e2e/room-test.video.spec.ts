import { expect } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { test } from '../support/camera-test.ts';
import { GULNORA } from '../support/demo-people.ts';
import { onlyLoopbackCandidates } from '../support/webrtc-loopback.ts';

/**
 * `/room_video_testing` (spec §2; docs/decisions/0030-room-test-peer.md): a real call through the
 * reference server's signalling between two peers of the page, measured with getStats. The
 * page needs a camera and no sign-in: any person's fake camera will do (camera-test.ts).
 */
test('the room test connects through the signalling and shows its measures, pass or fail', async ({ cameraPage }) => {
  const page = await cameraPage(GULNORA);
  await onlyLoopbackCandidates(page.context());
  await page.goto('/room_video_testing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Sinovni boshlash' }).click();
  await expect(page.getByText('Sinovdan o‘tdi')).toBeVisible({ timeout: 60_000 });
  const results = page.getByRole('table', { name: 'Natijalar' });
  await expect(results.getByRole('row', { name: /Ulanish vaqti \d+ ms/ })).toBeVisible();
  await expect(results.getByRole('row', { name: /Aylanma kechikish \(RTT\) \d+ ms/ })).toBeVisible();
  await expect(results.getByRole('row', { name: /Video oqimi \d+ kbit\/s/ })).toBeVisible();
  await expect(results.getByRole('row', { name: /Paketlar yo‘qolishi \d+(,\d+)?\s%/ })).toBeVisible();
  // No TURN in the test server: the page says only this device's path was tested.
  await expect(page.getByText('Serverda TURN sozlanmagan: faqat shu qurilma ichidagi yo‘l sinaldi.')).toBeVisible();
  await expectNoAxeViolations(page);
});
