import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SigningState } from '../../../src-domain/http/routes/act-signatures.ts';
import type { Locale } from '../../../src-domain/i18n/locale.ts';
import { heldActivities } from '../../state/activity-hold.ts';
import { localeAtom } from '../../state/locale.ts';
import { tokenAtom } from '../../state/token.ts';
import { json, mockFetch, on } from '../../test/fetch-mock.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import type * as EimzoAgent from '../../platform/eimzo-agent.ts';
import { SigningPanel } from './signing-panel.tsx';

// The kiosk's way to the agent is the platform layer's (tested in platform/eimzo-agent.test.ts):
// here the terminal has none.
const agent = vi.hoisted(() => ({ access: null as null | (() => Promise<EimzoAgent.AgentAccess>) }));
vi.mock('../../platform/eimzo-agent.ts', async (original) => ({
  ...(await original<typeof EimzoAgent>()),
  agentAccess: () => agent.access?.() ?? Promise.resolve({ kind: 'kiosk-without-agent' }),
}));

const UUID = '6f1f7f59-3b0e-4a53-9d4e-0c6b2f1a9e11';
const STATE: SigningState = {
  applies: true,
  document: { sha256: 'a'.repeat(64), fixedAt: '2026-11-26T10:00:00Z', size: 1200, fileName: 'act.html' },
  participants: [{ role: 'party', partyRole: 'buyer', initials: 'Karimov A. A.', signed: false, me: true }],
  signatures: [],
  mayFix: false,
  maySign: true,
  complete: false,
  mayDownload: true,
};

let restore = () => undefined as void;
afterEach(() => restore());

describe('signing panel in a kiosk without an E-IMZO agent (docs/signatures.md "Kiosk")', () => {
  it.each<[Locale, string]>([
    [
      'oz',
      'Bu terminalda elektron raqamli imzo qurilmasi yo‘q. Videokonferensiya orqali imzo bilan ro‘yxatga olish uchun E-IMZO o‘rnatilgan shaxsiy kompyuterdan foydalaning.',
    ],
    ['uz', 'Бу терминалда электрон рақамли имзо қурилмаси йўқ.'],
    ['ru', 'На этом терминале нет устройства электронной цифровой подписи.'],
  ])('explains in %s that a personal computer is needed', async (locale, text) => {
    restore = mockFetch(
      on('GET', `/api/acts/${UUID}/signing`, () => json(STATE)),
      on('GET', '/api/signature-config', () => json({ agentUrl: 'wss://127.0.0.1:64443/service/cryptapi', apiKeys: [] })),
    ).restore;
    const store = createStore();
    store.set(localeAtom, locale);
    store.set(tokenAtom, 'session');
    await renderWithProviders(<SigningPanel uuid={UUID} />, { locale, store });
    await userEvent.click(
      await screen.findByRole('button', { name: { oz: 'E-IMZO bilan imzolash', uz: 'E-IMZO билан имзолаш', ru: 'Подписать через E-IMZO' }[locale] }),
    );
    const notice = await screen.findByText((content) => content.startsWith(text));
    expect(notice.getAttribute('role')).toBe('alert');
  });
});

describe('signing holds the kiosk idle clock (docs/decisions/0022-kiosk-idle-wipe.md)', () => {
  afterEach(() => {
    agent.access = null;
  });

  it('while the agent is asked, and no longer once it has answered', async () => {
    restore = mockFetch(
      on('GET', `/api/acts/${UUID}/signing`, () => json(STATE)),
      on('GET', '/api/signature-config', () => json({ agentUrl: 'wss://127.0.0.1:64443/service/cryptapi', apiKeys: [] })),
    ).restore;
    let answer = (_access: EimzoAgent.AgentAccess) => undefined as void;
    agent.access = () => new Promise((resolve) => (answer = resolve));
    const store = createStore();
    store.set(tokenAtom, 'session');
    await renderWithProviders(<SigningPanel uuid={UUID} />, { locale: 'oz', store });
    expect(heldActivities()).toEqual([]);
    await userEvent.click(await screen.findByRole('button', { name: 'E-IMZO bilan imzolash' }));
    await waitFor(() => expect(heldActivities()).toEqual(['signing']));
    expect(screen.getByText('E-IMZO dasturi va kalitlar qidirilmoqda…')).toBeDefined();
    answer({ kind: 'kiosk-without-agent' });
    expect(await screen.findByText((content) => content.startsWith('Bu terminalda elektron raqamli imzo qurilmasi yo‘q.'))).toBeDefined();
    await waitFor(() => expect(heldActivities()).toEqual([]));
  });
});
