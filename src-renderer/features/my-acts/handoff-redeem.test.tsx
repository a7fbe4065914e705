import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { HANDOFF_REDEEM_PATH } from '../../../src-domain/http/routes/act-handoff.ts';
import { json, mockFetch, on } from '../../test/fetch-mock.ts';
import { renderAt } from '../../test/render-at.tsx';
import { HandoffRedeem } from './handoff-redeem.tsx';

const UUID = '0b9a6f0e-1c1d-4c55-9d0c-2f6b7d3e9a11';
const REFUSED = { code: 'handoff_code_invalid', message: 'Kod noto‘g‘ri, muddati o‘tgan yoki allaqachon ishlatilgan. Boshqa qurilmada yangi kod oling.' };

/** docs/decisions/0044-act-handoff-code.md: the code from another device, typed or from the QR code's link. */
describe('continuing an act started on another device', () => {
  let restore: () => void = () => undefined;
  afterEach(() => restore());

  it('opens the act the typed code names, in the mode of the page', async () => {
    const fetched = mockFetch(on('POST', HANDOFF_REDEEM_PATH, () => json({ uuid: UUID, wizardStep: 2 })));
    restore = fetched.restore;
    const { router } = await renderAt(<HandoffRedeem kiosk />, { path: '/kiosk/my_notarial_act' });
    await userEvent.type(screen.getByRole('textbox', { name: /Davom ettirish kodi/ }), 'abcd-efgh');
    await userEvent.click(screen.getByRole('button', { name: 'Davom ettirish' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/kiosk/enotarial_act/${UUID}`));
    expect(fetched.calls.find((call) => call.method === 'POST')?.body).toEqual({ code: 'ABCDEFGH' });
  });

  it('says what a code looks like before asking the server, and keeps what was typed', async () => {
    const fetched = mockFetch();
    restore = fetched.restore;
    await renderAt(<HandoffRedeem kiosk={false} />, { path: '/my_notarial_act' });
    const field = screen.getByRole('textbox', { name: /Davom ettirish kodi/ });
    await userEvent.type(field, 'ABC-01');
    await userEvent.click(screen.getByRole('button', { name: 'Davom ettirish' }));
    expect(await screen.findByText('Kod 8 ta harf va raqamdan iborat: uni boshqa ekranda ko‘rsatilganidek kiriting')).toBeDefined();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect((field as HTMLInputElement).value).toBe('ABC-01');
    expect(fetched.calls).toEqual([]);
  });

  it('continues by itself from the QR code’s link, takes the code out of the address, and shows a refusal beside the field', async () => {
    const fetched = mockFetch(on('POST', HANDOFF_REDEEM_PATH, () => json(REFUSED, 404)));
    restore = fetched.restore;
    const { router } = await renderAt(<HandoffRedeem kiosk={false} />, { path: '/my_notarial_act?handoff=WXYZ2345&tab=awaiting' });
    await waitFor(() => expect(document.getElementById(screen.getByRole('textbox').id + '-error')?.textContent).toBe(REFUSED.message));
    expect(fetched.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(router.state.location.search).toBe('?tab=awaiting');
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('WXYZ2345');
  });
});
