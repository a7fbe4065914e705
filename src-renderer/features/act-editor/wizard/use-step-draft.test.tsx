import { onlineManager } from '@tanstack/react-query';
import { act as settle, fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ActDetails } from '../../../../src-domain/http/routes/acts.ts';
import { localeAtom } from '../../../state/locale.ts';
import { userAtom } from '../../../state/user.ts';
import { actFixture } from '../../../test/act-fixture.ts';
import { json, mockFetch, on, type Route } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { userFixture } from '../../../test/user-fixture.ts';
import { ActWizard } from './act-wizard.tsx';
import { preloadWizardSteps } from '../../../test/preload-wizard-steps.ts';

beforeAll(preloadWizardSteps);

let restore = () => undefined as void;
let restoreOnline = () => undefined as void;
afterEach(() => {
  restore();
  restoreOnline();
});

const AZIZ = userFixture(); // person id 7
const OTHER = { ...userFixture(), id: 8, pin: '30101850000014' };
const atTrip = (extras: Record<string, unknown> = {}) => actFixture({ actTypeId: 15034, wizardStep: 3, editable: true, version: 3, extras });
const atPowers = () => actFixture({ actTypeId: 11651, wizardStep: 2, editable: true, version: 3, subjects: [], extras: {} });
const DRAFT_KEY = `enotary.draft:7:${actFixture().uuid}:trip`;
const storedDraft = (key = DRAFT_KEY) => JSON.parse(window.sessionStorage.getItem(key) ?? 'null') as unknown;

/** The wizard at `act`'s step, `person` signed in, the API answering `routes`. */
async function openWizard(act: ActDetails, person = AZIZ, ...routes: Route[]) {
  const api = mockFetch(...routes);
  restore = api.restore;
  const store = createStore();
  store.set(localeAtom, 'oz');
  store.set(userAtom, person);
  const view = await renderWithProviders(<ActWizard act={act} onLeave={vi.fn()} />, { store });
  return { ...view, api };
}

const field = async (name: RegExp) => (await screen.findByRole('textbox', { name }, { timeout: 10_000 })) as HTMLInputElement;

describe('what is typed on a wizard step and not yet sent (docs/decisions/0060-wizard-step-drafts.md)', () => {
  it('is kept for the person, act and step once typing pauses, and comes back over the server’s values when the step mounts again', async () => {
    const first = await openWizard(atTrip({ dateFrom: '01.07.2027' }));
    fireEvent.change(await field(/^Safar maqsadi/), { target: { value: 'Dam olish' } });
    // Only the field typed: the server's date stands.
    await waitFor(() => expect(storedDraft()).toEqual({ purpose: 'Dam olish' }));
    first.unmount();
    restore();

    // The server has a newer date since (saved from the kiosk): it shows; the typed purpose wins.
    await openWizard(atTrip({ dateFrom: '02.07.2027', purpose: 'Boshqa' }));
    await waitFor(async () => expect((await field(/^Safar maqsadi/)).value).toBe('Dam olish'));
    expect((await field(/^Chiqish sanasi/)).value).toBe('02.07.2027');
  });

  it('is written at once when the page is left before typing pauses (a refresh)', async () => {
    await openWizard(atTrip());
    fireEvent.change(await field(/^Safar maqsadi/), { target: { value: 'O‘qish' } });
    settle(() => void window.dispatchEvent(new Event('pagehide')));
    expect(storedDraft()).toEqual({ purpose: 'O‘qish' });
  });

  it('is nobody else’s: another person on the same tab sees the server’s values and the first person’s draft is dropped', async () => {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ purpose: 'Dam olish' }));
    await openWizard(atTrip(), OTHER);
    expect((await field(/^Safar maqsadi/)).value).toBe('');
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('goes once "next" has saved the step', async () => {
    const saved = atTrip({ purpose: 'Dam olish', dateFrom: '01.07.2027', dateTo: '15.07.2027' });
    const { api } = await openWizard(
      atTrip(),
      AZIZ,
      on('PATCH', `/api/acts/${actFixture().uuid}`, () => json({ ...saved, wizardStep: 4, version: 4 })),
    );
    fireEvent.change(await field(/^Safar maqsadi/), { target: { value: 'Dam olish' } });
    fireEvent.change(await field(/^Chiqish sanasi/), { target: { value: '01.07.2027' } });
    fireEvent.change(await field(/^Qaytish sanasi/), { target: { value: '15.07.2027' } });
    await waitFor(() => expect(storedDraft()).toEqual({ purpose: 'Dam olish', dateFrom: '01.07.2027', dateTo: '15.07.2027' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keyingi' }));
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'PATCH')).toHaveLength(1));
    await waitFor(() => expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull());
  });

  it('stays on screen and in the draft when "next" cannot reach the server, which the step says at once although the browser knows it is offline', async () => {
    const unreachable: Route = (call) => {
      if (call.method === 'PATCH') throw new TypeError('Failed to fetch');
      return undefined;
    };
    const report = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await openWizard(atTrip(), AZIZ, unreachable);
    // Offline as the browser reports it: a save must fail and say so, not wait unseen for the network.
    onlineManager.setOnline(false);
    restoreOnline = () => onlineManager.setOnline(true);
    fireEvent.change(await field(/^Safar maqsadi/), { target: { value: 'Dam olish' } });
    fireEvent.change(await field(/^Chiqish sanasi/), { target: { value: '01.07.2027' } });
    fireEvent.change(await field(/^Qaytish sanasi/), { target: { value: '15.07.2027' } });
    fireEvent.click(screen.getByRole('button', { name: 'Keyingi' }));
    expect(await screen.findByText(/^Aloqa yo‘q, hech narsa yuborilmadi\. Kiritganlaringiz shu qurilmada saqlab qo‘yildi/)).toBeDefined();
    expect((await field(/^Safar maqsadi/)).value).toBe('Dam olish');
    await waitFor(() => expect(storedDraft()).toEqual({ purpose: 'Dam olish', dateFrom: '01.07.2027', dateTo: '15.07.2027' }));
    expect(report).toHaveBeenCalledWith(expect.stringMatching(/^\[api\] PATCH .* network/));
    report.mockRestore();
  });

  it('keeps ticked boxes and typed dates of a power of attorney’s powers step the same way', async () => {
    const first = await openWizard(atPowers());
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Mulkni boshqarish' }, { timeout: 10_000 }));
    fireEvent.change(await field(/^Amal qilish muddati/), { target: { value: '31.12.2027' } });
    const key = `enotary.draft:7:${actFixture().uuid}:powers`;
    await waitFor(() => expect(storedDraft(key)).toEqual({ rights: ['manage'], validUntil: '31.12.2027' }));
    first.unmount();
    restore();

    await openWizard(atPowers());
    await waitFor(async () => expect(((await screen.findByRole('checkbox', { name: 'Mulkni boshqarish' })) as HTMLInputElement).checked).toBe(true));
    expect((await field(/^Amal qilish muddati/)).value).toBe('31.12.2027');
    expect((screen.getByRole('checkbox', { name: 'Ijaraga berish' }) as HTMLInputElement).checked).toBe(false);
  });
});
