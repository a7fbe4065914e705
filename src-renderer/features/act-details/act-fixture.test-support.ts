import type { ActDetails, ActParty } from '../../../src-domain/http/routes/acts.ts';
import { actFixture as newActFixture, partyFixture } from '../../test/act-fixture.ts';

/** The act details' tests: the applicant Aziz at Gulnora's office selling to Malika; override what a test needs. */
export function actFixture(overrides: Partial<ActDetails> = {}): ActDetails {
  return newActFixture({
    id: 77,
    uuid: '9d2c1f4e-1111-4a2b-8c3d-000000000077',
    office: {
      id: 1,
      name: { oz: '1-son notarial idora', uz: '1-сон нотариал идора', ru: 'Нотариальная контора №1' },
      address: { oz: 'Toshkent, Amir Temur 1', uz: 'Тошкент, Амир Темур 1', ru: 'Ташкент, Амира Темура 1' },
    },
    notary: { id: 1, name: { oz: 'Saidova Gulnora Anvar qizi', uz: 'Саидова Гулнора Анвар қизи', ru: 'Саидова Гулнора Анвар кызы' }, phone: '712345678' },
    sumTiyin: 14_500_000_000,
    createdAt: '2026-11-20T05:05:00.000Z',
    updatedAt: '2026-11-21T05:05:00.000Z',
    version: 4,
    parties: [
      party(),
      party({ id: 2, pin: '40211922651010', fullName: 'Yusupova Malika Bobur qizi', role: 'buyer', status: null, isApplicant: false, phone: '935551122' }),
    ],
    ...overrides,
  });
}

/** The applicant pays in these tests. */
export function party(overrides: Partial<ActParty> = {}): ActParty {
  return partyFixture({ isPayer: true, ...overrides });
}
