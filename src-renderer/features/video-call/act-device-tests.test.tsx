import { screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { actDeviceTestsPath, type ActDeviceTest, type DeviceTestResult } from '../../../src-domain/http/routes/device-tests.ts';
import { partyFixture } from '../../test/act-fixture.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { json, mockFetch, on } from '../../test/fetch-mock.ts';
import { ActDeviceTests } from './act-device-tests.tsx';

const UUID = '0b6f3c1e-2a4d-4c8b-9e71-5d2f8a6c3b10';

function result(passed: boolean, patch: Partial<DeviceTestResult> = {}): DeviceTestResult {
  return {
    id: 1,
    testedAt: '2026-11-26T05:30:00.000Z',
    passed,
    camera: { error: null, width: 640, height: 480, frameRate: 30, passed: true, failure: null },
    microphone: { error: null, level: -20, passed: true, failure: null },
    speaker: { heard: true, passed: true, failure: null },
    connection: { error: null, downloadMbps: passed ? 12.34 : 1.2, uploadMbps: passed ? 5.6 : 0.8, passed, failure: passed ? null : 'too-slow' },
    userAgent: 'Chrome 140 · Linux',
    ...patch,
  };
}

const item = (role: ActDeviceTest['role'], name: string, passed: boolean, partyId = 7): ActDeviceTest => ({
  role,
  partyId: role === 'notary' ? null : partyId,
  name: { oz: name, uz: `${name} (uz)`, ru: `${name} (ru)` },
  attachedAt: '2026-11-26T05:31:00.000Z',
  result: result(passed),
});

let restore = () => undefined as void;
afterEach(() => restore());

/** The participants' latest device tests on the video tab (spec §2 screen 13; docs/decisions/0027-video-device-test.md). */
describe('ActDeviceTests', () => {
  it('lists each participant’s attached result: passed or not, when, the camera size and the speeds', async () => {
    restore = mockFetch(
      on('GET', actDeviceTestsPath(UUID), () => json({ items: [item('notary', 'Saidova Gulnora', true), item('party', 'Rahimov Bekzod', false)] })),
    ).restore;
    await renderWithProviders(<ActDeviceTests uuid={UUID} parties={[]} />);
    const region = screen.getByRole('region', { name: 'Qurilmalar sinovi natijalari' });
    expect(await within(region).findByText(/^Saidova Gulnora: o‘tdi \(26\.11\.2026 \d{2}:\d{2}; kamera 640×480; 12,3\/5,6 Mbit\/s\)$/)).toBeTruthy();
    expect(within(region).getByText(/^Rahimov Bekzod: o‘tmadi \(.*; kamera 640×480; 1,2\/0,8 Mbit\/s\)$/)).toBeTruthy();
  });

  it('says when nobody has attached a result yet, and when the results cannot be read', async () => {
    restore = mockFetch(on('GET', actDeviceTestsPath(UUID), () => json({ items: [] }))).restore;
    const { unmount } = await renderWithProviders(<ActDeviceTests uuid={UUID} parties={[]} />);
    expect(await screen.findByText('Ishtirokchilar hali bu harakatga sinov natijasini biriktirmagan.')).toBeTruthy();
    unmount();
    restore();

    restore = mockFetch(on('GET', actDeviceTestsPath(UUID), () => json({ code: 'server_error', message: 'x' }, 500))).restore;
    await renderWithProviders(<ActDeviceTests uuid={UUID} parties={[]} />);
    expect(await screen.findByText('Natijalarni ko‘rsatib bo‘lmadi.')).toBeTruthy();
  });

  it('names each party by video who has attached no result yet, after those who have (spec §2 screen 13)', async () => {
    const parties = [
      partyFixture({ id: 7, fullName: 'Rahimov Sherzod Ravshan o‘g‘li', isApplicant: true, participationType: 2, status: 'accepted' }),
      partyFixture({ id: 8, pin: '32103952691016', fullName: 'Nazarov Jamshid Davron o‘g‘li', isApplicant: false, participationType: 2, status: null }),
    ];
    restore = mockFetch(
      on('GET', actDeviceTestsPath(UUID), () =>
        json({ items: [item('applicant', 'Rahimov Sherzod Ravshan o‘g‘li', true, 7), item('notary', 'Saidova Gulnora', true)] }),
      ),
    ).restore;
    await renderWithProviders(<ActDeviceTests uuid={UUID} parties={parties} />);
    const region = screen.getByRole('region', { name: 'Qurilmalar sinovi natijalari' });
    await screen.findByText('Nazarov Jamshid Davron o‘g‘li: sinov natijasi hali yo‘q');
    expect([...region.querySelectorAll('li')].map((line) => line.textContent?.split(':')[0])).toEqual([
      'Saidova Gulnora',
      'Rahimov Sherzod Ravshan o‘g‘li',
      'Nazarov Jamshid Davron o‘g‘li',
    ]);
    expect(screen.queryByText('Ishtirokchilar hali bu harakatga sinov natijasini biriktirmagan.')).toBeNull();
  });

  it('reads the results afresh each time the tab opens, within the minute the app keeps answers fresh', async () => {
    let items: ActDeviceTest[] = [];
    restore = mockFetch(on('GET', actDeviceTestsPath(UUID), () => json({ items }))).restore;
    // The app's freshness (src-renderer/app/query-client.ts): an answer is fresh for a minute.
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
    const first = await renderWithProviders(<ActDeviceTests uuid={UUID} parties={[]} />, { queryClient });
    expect(await screen.findByText('Ishtirokchilar hali bu harakatga sinov natijasini biriktirmagan.')).toBeTruthy();
    // The person runs the device test, which attaches a result, and comes back to the tab.
    first.unmount();
    items = [item('applicant', 'Rahimov Sherzod', true)];
    await renderWithProviders(<ActDeviceTests uuid={UUID} parties={[]} />, { queryClient });
    expect(await screen.findByText(/^Rahimov Sherzod: o‘tdi/)).toBeTruthy();
  });
});
