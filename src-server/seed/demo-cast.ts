import type { Gender } from './names.ts';

/**
 * The fixed people of the demo world. They are the same for every seed (the README lists their
 * logins), are written before anything random, and their passport numbers are kept out of the
 * random pool. Ages are as of the seed's `today` (2026-11-22): Jasur is 16, Madina 8.
 */
export interface DemoPerson {
  key: string;
  pin: string;
  surname: string;
  firstName: string;
  patronymic: string;
  gender: Gender;
  birthDate: string;
  /** 0-based index into REGIONS and into that region's districts. */
  region: number;
  district: number;
  documentTypeId: number;
  passportSeries: string;
  passportNumber: string;
  passportIssueDate: string;
  phone: string | null;
  street: string;
  house: string;
  flat: string | null;
  deathDate?: string;
}

const p = (person: DemoPerson): DemoPerson => person;

/** The demo deceased's date of death (the only death the civil registry records). */
export const DEMO_DEATH_DATE = '2026-08-15';

export const DEMO_CAST = {
  aziz: p({
    key: 'aziz',
    pin: '31204842641014',
    surname: 'Karimov',
    firstName: 'Aziz',
    patronymic: 'Alisher o‘g‘li',
    gender: 'male',
    birthDate: '1984-04-12',
    region: 0,
    district: 0,
    documentTypeId: 1,
    passportSeries: 'AB',
    passportNumber: '1234567',
    passportIssueDate: '2019-05-14',
    phone: '901234567',
    street: 'Amir Temur',
    house: '108',
    flat: '45',
  }),
  dilnoza: p({
    key: 'dilnoza',
    pin: '40307872641019',
    surname: 'Karimova',
    firstName: 'Dilnoza',
    patronymic: 'Rustam qizi',
    gender: 'female',
    birthDate: '1987-07-03',
    region: 0,
    district: 0,
    documentTypeId: 8,
    passportSeries: 'AD',
    passportNumber: '1122334',
    passportIssueDate: '2021-02-10',
    phone: '935557788',
    street: 'Amir Temur',
    house: '108',
    flat: '45',
  }),
  jasur: p({
    key: 'jasur',
    pin: '51403102641012',
    surname: 'Karimov',
    firstName: 'Jasur',
    patronymic: 'Aziz o‘g‘li',
    gender: 'male',
    birthDate: '2010-03-14',
    region: 0,
    district: 0,
    documentTypeId: 8,
    passportSeries: 'AE',
    passportNumber: '2233445',
    passportIssueDate: '2026-04-02',
    phone: null,
    street: 'Amir Temur',
    house: '108',
    flat: '45',
  }),
  madina: p({
    key: 'madina',
    pin: '62506182641018',
    surname: 'Karimova',
    firstName: 'Madina',
    patronymic: 'Aziz qizi',
    gender: 'female',
    birthDate: '2018-06-25',
    region: 0,
    district: 0,
    documentTypeId: 0,
    passportSeries: 'TN',
    passportNumber: '3344556',
    passportIssueDate: '2018-07-02',
    phone: null,
    street: 'Amir Temur',
    house: '108',
    flat: '45',
  }),
  malika: p({
    key: 'malika',
    pin: '40211922651010',
    surname: 'Yusupova',
    firstName: 'Malika',
    patronymic: 'Bobur qizi',
    gender: 'female',
    birthDate: '1992-11-02',
    region: 0,
    district: 1,
    documentTypeId: 8,
    passportSeries: 'AD',
    passportNumber: '2345678',
    passportIssueDate: '2022-09-19',
    phone: '977001122',
    street: 'Bunyodkor',
    house: '17',
    flat: '12',
  }),
  sherzod: p({
    key: 'sherzod',
    pin: '32501792661019',
    surname: 'Rahimov',
    firstName: 'Sherzod',
    patronymic: 'Ravshan o‘g‘li',
    gender: 'male',
    birthDate: '1979-01-25',
    region: 0,
    district: 2,
    documentTypeId: 1,
    passportSeries: 'AA',
    passportNumber: '3456789',
    passportIssueDate: '2018-11-30',
    phone: '998887766',
    street: 'Mirzo Ulug‘bek',
    house: '54',
    flat: null,
  }),
  bekzod: p({
    key: 'bekzod',
    pin: '30908832661017',
    surname: 'Rahimov',
    firstName: 'Bekzod',
    patronymic: 'Ravshan o‘g‘li',
    gender: 'male',
    birthDate: '1983-08-09',
    region: 0,
    district: 2,
    documentTypeId: 1,
    passportSeries: 'AC',
    passportNumber: '4567890',
    passportIssueDate: '2020-03-03',
    phone: '946665544',
    street: 'Mirzo Ulug‘bek',
    house: '56',
    flat: null,
  }),
  otabek: p({
    key: 'otabek',
    pin: '31806902701012',
    surname: 'Tursunov',
    firstName: 'Otabek',
    patronymic: 'Kamol o‘g‘li',
    gender: 'male',
    birthDate: '1990-06-18',
    region: 0,
    district: 7,
    documentTypeId: 6,
    passportSeries: 'FA',
    passportNumber: '5678901',
    passportIssueDate: '2023-01-16',
    phone: '903332211',
    street: 'Yangi Hayot',
    house: '9',
    flat: '31',
  }),
  kamol: p({
    key: 'kamol',
    pin: '31002512701015',
    surname: 'Tursunov',
    firstName: 'Kamol',
    patronymic: 'Ergash o‘g‘li',
    gender: 'male',
    birthDate: '1951-02-10',
    region: 0,
    district: 7,
    documentTypeId: 1,
    passportSeries: 'AA',
    passportNumber: '0456123',
    passportIssueDate: '2017-06-05',
    phone: null,
    street: 'Yangi Hayot',
    house: '9',
    flat: '31',
    deathDate: DEMO_DEATH_DATE,
  }),
  gulnora: p({
    key: 'gulnora',
    pin: '43009752641016',
    surname: 'Saidova',
    firstName: 'Gulnora',
    patronymic: 'Anvar qizi',
    gender: 'female',
    birthDate: '1975-09-30',
    region: 0,
    district: 0,
    documentTypeId: 1,
    passportSeries: 'AB',
    passportNumber: '6789012',
    passportIssueDate: '2020-10-12',
    phone: '712345678',
    street: 'Bog‘ishamol',
    house: '3',
    flat: '7',
  }),
  rustam: p({
    key: 'rustam',
    pin: '30512802681015',
    surname: 'Alimov',
    firstName: 'Rustam',
    patronymic: 'Botir o‘g‘li',
    gender: 'male',
    birthDate: '1980-12-05',
    region: 0,
    district: 4,
    documentTypeId: 1,
    passportSeries: 'AC',
    passportNumber: '7890123',
    passportIssueDate: '2021-07-07',
    phone: '909998877',
    street: 'Navro‘z',
    house: '21',
    flat: '88',
  }),
  jamshid: p({
    key: 'jamshid',
    pin: '32103952691016',
    surname: 'Nazarov',
    firstName: 'Jamshid',
    patronymic: 'Davron o‘g‘li',
    gender: 'male',
    birthDate: '1995-03-21',
    region: 0,
    district: 5,
    documentTypeId: 8,
    passportSeries: 'AD',
    passportNumber: '8901234',
    passportIssueDate: '2024-05-28',
    phone: '951112233',
    street: 'Shota Rustaveli',
    house: '40',
    flat: '5',
  }),
  nodira: p({
    key: 'nodira',
    pin: '41402882641022',
    surname: 'Qodirova',
    firstName: 'Nodira',
    patronymic: 'Shavkat qizi',
    gender: 'female',
    birthDate: '1988-02-14',
    region: 0,
    district: 3,
    documentTypeId: 8,
    passportSeries: 'AE',
    passportNumber: '9012345',
    passportIssueDate: '2023-09-11',
    phone: '971234455',
    street: 'Bobur',
    house: '12',
    flat: '3',
  }),
} as const satisfies Record<string, DemoPerson>;

export type DemoKey = keyof typeof DEMO_CAST;

export function fullName(person: Pick<DemoPerson, 'surname' | 'firstName' | 'patronymic'>): string {
  return `${person.surname} ${person.firstName} ${person.patronymic}`;
}

/** The demo notary's id and office: first rows of their tables, so links to them are stable. */
export const DEMO_NOTARY_ID = 1;
export const DEMO_OFFICE_ID = 1;
