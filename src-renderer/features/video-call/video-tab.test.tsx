import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { actDeviceTestsPath } from '../../../src-domain/http/routes/device-tests.ts';
import { actVideoPath, type VideoRoomView } from '../../../src-domain/http/routes/video-room.ts';
import { actFixture } from '../../test/act-fixture.ts';
import { json, mockFetch, on } from '../../test/fetch-mock.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { roomMemberFixture } from '../../test/room-member-fixture.ts';
import { VideoTab } from './video-tab.tsx';

const act = actFixture();

const view: VideoRoomView = {
  room: { open: true, closedReason: null, opensAt: null, step: act.step },
  me: { canJoin: true, refusal: null, role: 'party' },
  members: [roomMemberFixture()],
  consents: [],
  identityChecks: [],
  recordings: [],
  evidenceComplete: false,
};

let restore = () => undefined as void;
afterEach(() => restore());

/** A precedes B in the document (and so on the screen: the tab is one column, video-call.css). */
const before = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

/** The video conference tab's order (spec §2 screens 13–14; docs/video.md, "On the act": layout). */
describe('VideoTab', () => {
  it('puts the device test and the panel above the room and the test results, which arrive later and grow', async () => {
    restore = mockFetch(
      on('GET', actVideoPath(act.uuid), () => json(view)),
      on('GET', actDeviceTestsPath(act.uuid), () => json({ items: [] })),
    ).restore;
    await renderWithProviders(<VideoTab act={act} renderFaceCheck={() => null} deviceTest={<a href="/video_testing">Qurilmalarni tekshirish</a>} />);
    const connect = screen.getByRole('button', { name: 'Ulanish' });
    const test = screen.getByRole('link', { name: 'Qurilmalarni tekshirish' });
    // Before the answers: what loads is announced below the controls.
    const loading = screen.getAllByRole('status').filter((status) => /yuklanmoqda/i.test(status.textContent ?? ''));
    expect(loading.length).toBeGreaterThan(0);
    for (const status of loading) expect(before(connect, status)).toBe(true);

    const members = await screen.findByText('Saidova Gulnora — notarius · shaxsi tasdiqlangan');
    const results = screen.getByRole('region', { name: 'Qurilmalar sinovi natijalari' });
    await within(results).findByText('Ishtirokchilar hali bu harakatga sinov natijasini biriktirmagan.');
    expect(before(test, connect)).toBe(true);
    for (const later of [members, results]) {
      expect(before(test, later)).toBe(true);
      expect(before(connect, later)).toBe(true);
    }
  });
});
