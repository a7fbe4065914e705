import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { actFixture } from '../../../test/act-fixture.ts';
import { json, mockFetch, on } from '../../../test/fetch-mock.ts';
import { renderInLocale } from '../../../test/render-in-locale.tsx';
import { cobalt, malikaFlat } from '../registry-fixtures.test-support.ts';
import { ActWizard } from './act-wizard.tsx';
import { preloadWizardSteps } from '../../../test/preload-wizard-steps.ts';

beforeAll(preloadWizardSteps);

let restore = () => undefined as void;
afterEach(() => restore());

const uuid = actFixture().uuid;
const pledgeAt = (wizardStep: number, more: Parameters<typeof actFixture>[0] = {}) =>
  actFixture({ actTypeId: 9, wizardStep, editable: true, version: 3, subjects: [], extras: {}, ...more });
const otherContractAt = (wizardStep: number, more: Parameters<typeof actFixture>[0] = {}) =>
  actFixture({ actTypeId: 11680, wizardStep, editable: true, version: 3, subjects: [], extras: {}, ...more });
const patches = (api: ReturnType<typeof mockFetch>) => api.calls.filter((call) => call.method === 'PATCH').map((call) => call.body);
const stepNames = () =>
  within(screen.getByRole('navigation', { name: 'Ariza qadamlari' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the pledge wizard 9 (spec §4 "9 and 11680: enter data"; §3 credit, loan, pledge fields)', () => {
  it('asks whether a vehicle or real estate is pledged and lists the pledgor’s own ones of that kind', async () => {
    const api = mockFetch(
      on('GET', '/api/registry/own-vehicles', () => json({ vehicles: [cobalt] })),
      on('GET', '/api/registry/own-real-estate', () => json({ estates: [malikaFlat] })),
    );
    restore = api.restore;
    await renderInLocale(<ActWizard act={pledgeAt(1)} onLeave={vi.fn()} />);
    expect(stepNames()).toEqual(['Umumiy ma’lumotlar', 'Garov mulki', 'Majburiyat', 'Garovga oluvchi', 'Tekshirish']);
    expect(await screen.findByRole('checkbox', { name: 'Chevrolet Cobalt, 01A777AA' }, { timeout: 10_000 })).toBeDefined();
    fireEvent.click(screen.getByRole('radio', { name: 'Ko‘chmas mulk' }));
    expect(await screen.findByRole('checkbox', { name: `${malikaFlat.cadastreNumber}, ${malikaFlat.address}` })).toBeDefined();
    expect(screen.queryByRole('checkbox', { name: 'Chevrolet Cobalt, 01A777AA' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Keyingi' }));
    expect(await screen.findByText('Garovga qo‘yiladigan transport vositasi yoki ko‘chmas mulkni tanlang')).toBeDefined();
    expect(patches(api)).toEqual([]);
  });

  it('needs the secured sum before "next" (nothing sent)', async () => {
    const api = mockFetch();
    restore = api.restore;
    await renderInLocale(<ActWizard act={pledgeAt(2)} onLeave={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Keyingi' }, { timeout: 10_000 }));
    expect(await screen.findByText('Ushbu maydonni to‘ldirish majburiy')).toBeDefined();
    expect(patches(api)).toEqual([]);
  });

  it('sends the obligation in the extras schema’s units (sum in tiyin, percent and months as numbers) and shows it again as stored', async () => {
    const api = mockFetch(on('PATCH', `/api/acts/${uuid}`, () => json(pledgeAt(3))));
    restore = api.restore;
    const stored = { contractNumber: 'K-17', loanSumTiyin: 5_000_000_000, termFrom: '01.12.2026', purpose: 'Avtokredit' };
    await renderInLocale(<ActWizard act={pledgeAt(2, { extras: stored })} onLeave={vi.fn()} />);
    const sum = (await screen.findByRole('textbox', { name: /^Majburiyat \(kredit, qarz\) summasi/ }, { timeout: 10_000 })) as HTMLInputElement;
    expect(sum.value).toBe('50 000 000,00');
    await userEvent.type(screen.getByRole('textbox', { name: /^Foiz stavkasi/ }), '22,5');
    await userEvent.type(screen.getByRole('textbox', { name: /^Muddati, oy/ }), '24');
    await userEvent.clear(screen.getByRole('textbox', { name: /^Shartnoma predmeti/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Keyingi' }));
    await waitFor(() =>
      expect(patches(api)).toEqual([
        { wizardStep: 3, extras: { contractNumber: 'K-17', loanSumTiyin: 5_000_000_000, percent: 22.5, termMonths: 24, termFrom: '01.12.2026' }, version: 3 },
      ]),
    );
  });
});

describe('the other contract wizard 11680 (spec §4 "9 and 11680: enter data")', () => {
  it('has the contract terms, the other side and a review, and needs what the contract is about', async () => {
    const api = mockFetch();
    restore = api.restore;
    await renderInLocale(<ActWizard act={otherContractAt(1)} onLeave={vi.fn()} />);
    expect(stepNames()).toEqual(['Umumiy ma’lumotlar', 'Shartnoma shartlari', 'Ikkinchi tomon', 'Tekshirish']);
    expect(screen.queryByRole('radio', { name: 'Ko‘chmas mulk' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Keyingi' }, { timeout: 10_000 }));
    expect(await screen.findByText('Ushbu maydonni to‘ldirish majburiy')).toBeDefined();
    expect(patches(api)).toEqual([]);
  });
});
