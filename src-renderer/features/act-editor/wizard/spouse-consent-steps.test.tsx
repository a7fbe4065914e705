import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { actFixture, partyFixture, subjectFixture } from '../../../test/act-fixture.ts';
import { json, mockFetch, on } from '../../../test/fetch-mock.ts';
import { renderInLocale } from '../../../test/render-in-locale.tsx';
import { ActWizard } from './act-wizard.tsx';
import { preloadWizardSteps } from '../../../test/preload-wizard-steps.ts';

beforeAll(preloadWizardSteps);

let restore = () => undefined as void;
afterEach(() => restore());

const uuid = actFixture().uuid;
const consentAct = (more: Parameters<typeof actFixture>[0] = {}) =>
  actFixture({ actTypeId: 15003, wizardStep: 1, editable: true, version: 3, subjects: [], extras: {}, ...more });
const DILNOZA = {
  pin: '40307872641019',
  fullName: 'Karimova Dilnoza Rustam qizi',
  surname: 'Karimova',
  firstName: 'Dilnoza',
  patronymic: 'Rustam qizi',
  birthDate: '1987-07-03',
};
const patches = (api: ReturnType<typeof mockFetch>) => api.calls.filter((call) => call.method === 'PATCH').map((call) => call.body);

describe('the spouse consent wizard (spec §4 "15003: choose spouse and phone, then subject with consent types (multiple allowed)")', () => {
  it('shows a spouse the registry records deceased as such; ticking asks the server to add them', async () => {
    const api = mockFetch(
      on('GET', '/api/registry/spouse', () => json({ spouse: { ...DILNOZA, deceased: true } })),
      on('POST', `/api/acts/${uuid}/spouse`, () => json(consentAct())),
    );
    restore = api.restore;
    await renderInLocale(<ActWizard act={consentAct()} onLeave={vi.fn()} />);
    const steps = screen.getByRole('navigation', { name: 'Ariza qadamlari' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Umumiy ma’lumotlar', 'Turmush o‘rtog‘i', 'Rozilik predmeti', 'Tekshirish']);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Karimova Dilnoza Rustam qizi' }, { timeout: 10_000 }));
    expect(screen.getByText('Reyestrda vafot etgan deb qayd etilgan')).toBeDefined();
    await waitFor(() => expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ version: 3 }));
  });

  it('says what the spouse step is missing before "next" (nothing sent)', async () => {
    const api = mockFetch(on('GET', '/api/registry/spouse', () => json({ spouse: { ...DILNOZA, deceased: false } })));
    restore = api.restore;
    await renderInLocale(<ActWizard act={consentAct()} onLeave={vi.fn()} />);
    await screen.findByRole('checkbox', { name: 'Karimova Dilnoza Rustam qizi' }, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Keyingi' }));
    expect(await screen.findByText('Reyestrdagi turmush o‘rtog‘ingizni tanlang')).toBeDefined();
    expect(patches(api)).toEqual([]);
  });

  it('sends the spouse’s phone as typed through the mask with the step, once the spouse is in the act', async () => {
    const withSpouse = consentAct({ parties: [partyFixture({ role: 'spouse', pin: DILNOZA.pin, fullName: DILNOZA.fullName })] });
    const api = mockFetch(
      on('GET', '/api/registry/spouse', () => json({ spouse: { ...DILNOZA, deceased: false } })),
      on('PATCH', `/api/acts/${uuid}`, () => json({ ...withSpouse, wizardStep: 2, version: 4 })),
    );
    restore = api.restore;
    await renderInLocale(<ActWizard act={withSpouse} onLeave={vi.fn()} />);
    expect(await screen.findByRole('checkbox', { name: 'Karimova Dilnoza Rustam qizi', checked: true }, { timeout: 10_000 })).toBeDefined();
    await userEvent.type(screen.getByRole('textbox', { name: /^Turmush o‘rtog‘ingizning telefon raqami/ }), '931112233');
    fireEvent.click(screen.getByRole('button', { name: 'Keyingi' }));
    await waitFor(() => expect(patches(api)).toEqual([{ wizardStep: 2, extras: { spousePhone: '(93) 111 22 33' }, version: 3 }]));
  });

  it('needs a subject and at least one consent type before "next" (nothing sent)', async () => {
    const api = mockFetch();
    restore = api.restore;
    await renderInLocale(<ActWizard act={consentAct({ wizardStep: 2 })} onLeave={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Keyingi' }, { timeout: 10_000 }));
    expect(await screen.findByText('Rozilik beriladigan mulkni qo‘shing')).toBeDefined();
    expect(screen.getByText('Kamida bitta rozilik turini belgilang')).toBeDefined();
    expect(patches(api)).toEqual([]);
  });

  it('sends the ticked consent types, several allowed', async () => {
    const withSubject = consentAct({ wizardStep: 2, subjects: [subjectFixture({ kind: 'other', stateNumber: null, description: 'Oilaviy uy jihozlari' })] });
    const api = mockFetch(on('PATCH', `/api/acts/${uuid}`, () => json({ ...withSubject, wizardStep: 3, version: 4 })));
    restore = api.restore;
    await renderInLocale(<ActWizard act={withSubject} onLeave={vi.fn()} />);
    expect(await screen.findByRole('list', { name: 'Rozilik beriladigan mulk' }, { timeout: 10_000 })).toHaveProperty(
      'textContent',
      expect.stringContaining('Oilaviy uy jihozlari'),
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sotish' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Garovga qo‘yish' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keyingi' }));
    await waitFor(() => expect(patches(api)).toEqual([{ wizardStep: 3, extras: { consentTypes: ['sale', 'pledge'] }, version: 3 }]));
  });
});
