import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { actFixture, partyFixture } from '../../../test/act-fixture.ts';
import { json, mockFetch, on } from '../../../test/fetch-mock.ts';
import { renderInLocale } from '../../../test/render-in-locale.tsx';
import { ActWizard } from './act-wizard.tsx';
import { preloadWizardSteps } from '../../../test/preload-wizard-steps.ts';

beforeAll(preloadWizardSteps);

let restore = () => undefined as void;
afterEach(() => restore());

const JASUR = {
  pin: '51403102641012',
  fullName: 'Karimov Jasur Aziz o‘g‘li',
  surname: 'Karimov',
  firstName: 'Jasur',
  patronymic: 'Aziz o‘g‘li',
  birthDate: '2010-03-14',
  deceased: false,
  age: 16,
  mayTravelIndependently: true,
  hasBirthRecord: true,
};
const children = on('GET', '/api/registry/children', () => json({ children: [JASUR] }));
const travelAct = (more: Parameters<typeof actFixture>[0] = {}) => actFixture({ actTypeId: 15034, wizardStep: 1, editable: true, version: 3, ...more });

describe('ActWizard (spec §2 screen 16, §4 "15034: choose children, countries, purpose and dates, then the accompanying person")', () => {
  it('marks the step reached as current, says which of how many it is, and lists the children from the registry', async () => {
    const api = mockFetch(children);
    restore = api.restore;
    await renderInLocale(<ActWizard act={travelAct()} onLeave={vi.fn()} />);
    const steps = screen.getByRole('navigation', { name: 'Ariza qadamlari' });
    expect(within(steps).getByText('5 qadamdan 2-qadam')).toBeDefined();
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Umumiy ma’lumotlar', 'Bolalar', 'Davlatlar', 'Maqsad va sanalar', 'Kuzatuvchi shaxs']);
    expect(within(steps).getByText('Bolalar').getAttribute('aria-current')).toBe('step');
    expect(within(steps).getByText('Davlatlar').getAttribute('aria-current')).toBeNull();
    expect(await screen.findByRole('checkbox', { name: 'Karimov Jasur Aziz o‘g‘li, 16 yosh' }, { timeout: 10_000 })).toBeDefined();
  });

  it('checks the step with the domain’s rules before asking the server: no child chosen, nothing sent', async () => {
    const api = mockFetch(children);
    restore = api.restore;
    await renderInLocale(<ActWizard act={travelAct()} onLeave={vi.fn()} />);
    await screen.findByRole('checkbox', { name: /Karimov Jasur/ }, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Keyingi' }));
    expect(await screen.findByText('Kamida bitta bolani tanlang')).toBeDefined();
    expect(api.calls.filter((call) => call.method === 'PATCH')).toEqual([]);
  });

  it('with a child chosen, "next" saves the step reached; "previous" goes back', async () => {
    const api = mockFetch(
      children,
      on('PATCH', `/api/acts/${actFixture().uuid}`, () => json(travelAct({ wizardStep: 2 }))),
    );
    restore = api.restore;
    const patched = () => api.calls.filter((call) => call.method === 'PATCH').map((call) => call.body);
    const act = travelAct({ parties: [partyFixture({ id: 2, pin: JASUR.pin, role: 'child', fullName: JASUR.fullName })] });
    await renderInLocale(<ActWizard act={act} onLeave={vi.fn()} />);
    expect(((await screen.findByRole('checkbox', { name: /Karimov Jasur/ }, { timeout: 10_000 })) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Keyingi' }));
    await waitFor(() => expect(patched()).toEqual([{ wizardStep: 2, version: 3 }]));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Oldingi' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Oldingi' }));
    await waitFor(() => expect(patched().at(-1)).toEqual({ wizardStep: 0, version: 3 }));
  });
});
