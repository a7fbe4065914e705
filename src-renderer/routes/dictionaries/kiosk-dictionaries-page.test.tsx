import { fireEvent, screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DictionaryCacheStatus } from '../../../src-domain/bridge/dictionary-contract.ts';
import type { Locale } from '../../../src-domain/i18n/locale.ts';
import { installFakeKioskShell } from '../../platform/fake-kiosk-shell.test-support.ts';
import { localeAtom } from '../../state/locale.ts';
import { mockFetch } from '../../test/fetch-mock.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { KioskDictionariesPage } from './kiosk-dictionaries-page.tsx';

const NOW = Date.parse('2026-11-26T07:00:00Z'); // 12:00 in Tashkent

const regions = {
  name: 'regions',
  version: 3,
  updatedAt: '2026-11-01T00:00:00.000Z',
  items: [
    { id: 1, soato: '1726', name: { oz: 'Toshkent shahri', uz: 'Тошкент шаҳри', ru: 'город Ташкент' }, center: { lat: 41.31, lng: 69.28 } },
    { id: 2, soato: '1718', name: { oz: 'Samarqand viloyati', uz: 'Самарқанд вилояти', ru: 'Самаркандская область' }, center: { lat: 39.65, lng: 66.96 } },
  ],
};

function status(patch: Partial<DictionaryCacheStatus> = {}): DictionaryCacheStatus {
  return {
    healthy: true,
    rebuiltAt: null,
    dictionaries: [
      { name: 'regions', version: 3, itemCount: 2, syncedAt: '2026-11-26T03:55:00.000Z' },
      { name: 'countries', version: 1, itemCount: 250, syncedAt: '2026-11-26T06:50:00.000Z' },
    ],
    missing: [],
    lastSync: { at: '2026-11-26T06:50:00.000Z', ok: true, updated: [], unchanged: ['regions', 'countries'], error: null },
    ...patch,
  };
}

let removeShell = () => undefined as void;

/** The shell's two dictionary channels, as main answers them from its cache. */
function shell(cache: DictionaryCacheStatus) {
  const bridge = {
    dictionaryStatus: vi.fn(async () => cache),
    dictionary: vi.fn(async (name: string) => (name === 'regions' ? regions : null)),
  };
  removeShell = installFakeKioskShell(bridge as unknown as Parameters<typeof installFakeKioskShell>[0]);
  return bridge;
}

async function renderPage(locale: Locale = 'oz') {
  const store = createStore();
  store.set(localeAtom, locale);
  return renderWithProviders(<KioskDictionariesPage />, { locale, store });
}

afterEach(() => {
  removeShell();
  vi.useRealTimers();
});

describe('the kiosk dictionaries page (spec §2 update_dict at the kiosk; served from the offline cache)', () => {
  it.each<[Locale, string, string]>([
    ['oz', 'Kesh yoshi: 3 soat 5 daqiqa (server ma’lumotnomalarni shuncha vaqt oldin tasdiqlagan)', 'Oxirgi yangilash: 26.11.2026 11:50, muvaffaqiyatli'],
    ['uz', 'Кеш ёши: 3 соат 5 дақиқа (сервер маълумотномаларни шунча вақт олдин тасдиқлаган)', 'Охирги янгилаш: 26.11.2026 11:50, муваффақиятли'],
    ['ru', 'Возраст кэша: 3 ч 5 мин. (столько времени назад сервер подтвердил справочники)', 'Последнее обновление: 26.11.2026 11:50, успешно'],
  ])('in %s: the cache’s age, its last sync, each dictionary, and its items from the cache without the API', async (locale, age, sync) => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const bridge = shell(status());
    const fetched = mockFetch();
    await renderPage(locale);
    expect(await screen.findByText(age)).toBeDefined();
    expect(screen.getByText(sync)).toBeDefined();
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '2', '26.11.2026 08:55', expect.any(String)]);
    fireEvent.click(within(rows[1]!).getByRole('button'));
    expect(await screen.findByText(regions.items[1]!.name[locale])).toBeDefined();
    expect(bridge.dictionary).toHaveBeenCalledWith('regions');
    expect(fetched.calls).toEqual([]);
    fetched.restore();
  });

  it('warns of a stale cache, and of one that lacks a dictionary, naming it', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    shell(status({ dictionaries: [{ name: 'regions', version: 3, itemCount: 2, syncedAt: '2026-11-24T07:00:00.000Z' }] }));
    const stale = await renderPage();
    expect(await screen.findByText('Kesh yoshi: 2 kun 0 soat (server ma’lumotnomalarni shuncha vaqt oldin tasdiqlagan)')).toBeDefined();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('Ma’lumotnomalar bir kundan beri yangilanmagan');
    stale.unmount();

    shell(status({ missing: ['document_types'] }));
    await renderPage();
    expect((await screen.findByText(/Keshda yo‘q:/)).textContent).toBe('Keshda yo‘q: Hujjat turlari');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('Ma’lumotnomalar hali yuklab olinmagan');
  });

  it('says when the last sync failed, and when the cache is empty', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    shell(status({ dictionaries: [], lastSync: { at: '2026-11-26T06:59:00.000Z', ok: false, updated: [], unchanged: [], error: 'fetch failed' } }));
    await renderPage();
    expect(await screen.findByText('Keshda hali birorta ma’lumotnoma yo‘q.')).toBeDefined();
    expect(screen.getByText('Oxirgi yangilash urinishi: 26.11.2026 11:59, server bilan aloqa bo‘lmadi')).toBeDefined();
  });

  it('outside the terminal says the cache is the terminal’s', async () => {
    await renderPage();
    expect(await screen.findByText('Ma’lumotnomalar keshi faqat terminalda bor.')).toBeDefined();
  });
});
