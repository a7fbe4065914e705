import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ActTypeId } from '../../../../src-domain/acts/act-types.ts';
import { actFixture } from '../../../test/act-fixture.ts';
import { json, mockFetch, on } from '../../../test/fetch-mock.ts';
import { renderInLocale } from '../../../test/render-in-locale.tsx';
import { ActWizard } from './act-wizard.tsx';
import { preloadWizardSteps } from '../../../test/preload-wizard-steps.ts';

beforeAll(preloadWizardSteps);

let restore = () => undefined as void;
afterEach(() => restore());

const LIMIT = 'Bu turdagi ishonchnoma bilan berilmaydi';
const RIGHTS = ['Foydalanish', 'Transport vositasini boshqarish (haydash)', 'Manfaatlarini ifodalash', 'Mulkni boshqarish', 'Ijaraga berish'];
const DISPOSAL = ['Sotish', 'Hadya qilish', 'Garovga qo‘yish', 'Ayirboshlash', 'Har qanday tasarruf etish'];
/** The powers step of each type's wizard. */
const atPowers = (actTypeId: ActTypeId, extras: Record<string, unknown> = {}) =>
  actFixture({ actTypeId, wizardStep: actTypeId === 11651 ? 2 : 3, editable: true, version: 3, subjects: [], extras });
const patches = (api: ReturnType<typeof mockFetch>) => api.calls.filter((call) => call.method === 'PATCH').map((call) => call.body);

describe('the powers step of a power of attorney (spec §3 proxy extras, §5 power limits)', () => {
  it.each<[ActTypeId, string[]]>([
    [11651, DISPOSAL],
    [105, DISPOSAL],
    [101, []],
  ])('type %i marks the rights §5 does not let it grant beside them', async (type, limited) => {
    restore = mockFetch().restore;
    await renderInLocale(<ActWizard act={atPowers(type)} onLeave={vi.fn()} />);
    for (const name of [...RIGHTS, ...DISPOSAL]) {
      const box = await screen.findByRole('checkbox', { name }, { timeout: 10_000 });
      const described = box.getAttribute('aria-describedby');
      expect(described === null ? '' : document.getElementById(described)?.textContent, name).toBe(limited.includes(name) ? LIMIT : '');
    }
  });

  it('needs a right and an end date before "next" (nothing sent)', async () => {
    const api = mockFetch();
    restore = api.restore;
    await renderInLocale(<ActWizard act={atPowers(105)} onLeave={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Keyingi' }, { timeout: 10_000 }));
    expect(await screen.findByText('Beriladigan kamida bitta huquqni belgilang')).toBeDefined();
    expect(patches(api)).toEqual([]);
  });

  it('sends the rights, delegation, no base and the term with the step, and shows them again as stored', async () => {
    const api = mockFetch(on('PATCH', `/api/acts/${actFixture().uuid}`, () => json(atPowers(105))));
    restore = api.restore;
    const stored = { rights: ['manage'], delegation: true, validUntil: '31.12.2027' };
    await renderInLocale(<ActWizard act={atPowers(105, stored)} onLeave={vi.fn()} />);
    expect(((await screen.findByRole('checkbox', { name: 'Mulkni boshqarish' }, { timeout: 10_000 })) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: /^Vakil huquqlarni boshqa shaxsga/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ijaraga berish' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keyingi' }));
    await waitFor(() =>
      expect(patches(api)).toEqual([
        {
          wizardStep: 4,
          extras: { ...stored, rights: ['manage', 'rent'], baseProxyRegnum: '', baseProxyDate: '', validFrom: '' },
          version: 3,
        },
      ]),
    );
  });

  it('checks a sub-delegation’s base in the power-of-attorney register and sends its number and date', async () => {
    const base = {
      found: true,
      registryNumber: '0012500001',
      registryDate: '2025-12-10',
      actTypeId: 11651,
      validFrom: '2025-12-10',
      validUntil: '2027-06-30',
      state: 'active',
      principal: 'K*** A***',
      attorney: 'R*** S***',
      notary: { name: { oz: 'N', uz: 'N', ru: 'N' } },
      office: { name: { oz: 'O', uz: 'O', ru: 'O' } },
    };
    const api = mockFetch(
      on('GET', '/api/search/proxy', () => json(base)),
      on('PATCH', `/api/acts/${actFixture().uuid}`, () => json(atPowers(11651))),
    );
    restore = api.restore;
    await renderInLocale(<ActWizard act={atPowers(11651, { rights: ['represent'], validUntil: '30.06.2027' })} onLeave={vi.fn()} />);
    await userEvent.click(await screen.findByRole('checkbox', { name: /^Bu ishonchnoma menga berilgan/ }, { timeout: 10_000 }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Asosiy ishonchnomaning reestr raqami/ }), '0012500001');
    await userEvent.type(screen.getByRole('textbox', { name: /^Asosiy ishonchnoma ro‘yxatga olingan sana/ }), '10122025');
    await userEvent.click(screen.getByRole('button', { name: 'Reyestrda tekshirish' }));
    expect(await screen.findByText('Asosiy ishonchnoma amalda: 30.06.2027 gacha.')).toBeDefined();
    expect(api.calls.find((call) => call.method === 'GET')?.url).toBe('/api/search/proxy?regnum=0012500001&regdate=10.12.2025');
    await userEvent.click(screen.getByRole('button', { name: 'Keyingi' }));
    await waitFor(() =>
      expect(patches(api)).toEqual([
        {
          wizardStep: 3,
          extras: {
            rights: ['represent'],
            delegation: false,
            baseProxyRegnum: '0012500001',
            baseProxyDate: '10.12.2025',
            validFrom: '',
            validUntil: '30.06.2027',
          },
          version: 3,
        },
      ]),
    );
  });

  it('going back to the general info and on again keeps what the later steps stored (no extras sent from there)', async () => {
    const api = mockFetch(on('PATCH', `/api/acts/${actFixture().uuid}`, () => json(atPowers(105))));
    restore = api.restore;
    const stored = { rights: ['manage'], delegation: true, validUntil: '31.12.2027' };
    await renderInLocale(<ActWizard act={{ ...atPowers(105, stored), wizardStep: 0 }} onLeave={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Keyingi' }, { timeout: 10_000 }));
    await waitFor(() => expect(patches(api)).toHaveLength(1));
    expect(patches(api)[0]).toMatchObject({ wizardStep: 1, version: 3 });
    expect(patches(api)[0]).not.toHaveProperty('extras');
  });
});
