import type { RegistryPerson, RegistryRealEstate, RegistryVehicle } from '../../../src-domain/http/routes/registry-lookups.ts';

const text = (oz: string, uz: string, ru: string) => ({ oz, uz, ru });

/** `GET /api/dictionaries/document_types` (src-server/seed/dictionaries-data.ts ids). */
export const documentTypes = {
  name: 'document_types',
  version: 1,
  updatedAt: '2026-01-01T00:00:00.000Z',
  items: [
    { id: 0, name: text('Tug‘ilganlik haqida guvohnoma', 'Туғилганлик ҳақида гувоҳнома', 'Свидетельство о рождении') },
    {
      id: 1,
      name: text('O‘zbekiston Respublikasi fuqarosining pasporti', 'Ўзбекистон Республикаси фуқаросининг паспорти', 'Паспорт гражданина Республики Узбекистан'),
    },
    { id: 8, name: text('Identifikatsiya ID-kartasi', 'Идентификация ID-картаси', 'Идентификационная ID-карта') },
    { id: 99, name: text('Boshqa hujjat', 'Бошқа ҳужжат', 'Иной документ') },
  ],
};

export const malikaInRegistry: RegistryPerson = {
  pin: '40211922651010',
  fullName: 'Yusupova Malika Bobur qizi',
  surname: 'Yusupova',
  firstName: 'Malika',
  patronymic: 'Bobur qizi',
  birthDate: '1992-11-02',
  deceased: false,
};

export const cobalt: RegistryVehicle = {
  id: 7,
  stateNumber: '01A777AA',
  techPassportSeries: 'AAF',
  techPassportNumber: '1234567',
  techPassportIssuedBy: 'Toshkent shahri YHXB',
  techPassportDate: '2021-03-15',
  make: 'Chevrolet',
  model: 'Cobalt',
  year: 2021,
  colour: 'Oq',
  engineNumber: 'B15D2-123456',
  bodyNumber: 'XWBJA69V0MA123456',
  chassisNumber: null,
  horsepower: 106,
  originCountryId: 860,
  regionId: 1,
  valuationTiyin: 12_000_000_000,
  owners: [{ pin: '31204842641014', fullName: 'Karimov Aziz Alisher o‘g‘li', numerator: 1, denominator: 1, isCaller: true }],
  restrictions: [],
};

export const malikaFlat: RegistryRealEstate = {
  id: 3,
  cadastreNumber: '11:14:04:01:01:1630',
  kind: 'apartment',
  objectName: 'Kvartira',
  regionId: 1,
  districtId: 5,
  address: 'Toshkent shahri, Chilonzor tumani, Bunyodkor ko‘chasi, 17-uy, 12-xonadon',
  street: 'Bunyodkor',
  house: '17',
  flat: '12',
  block: null,
  totalArea: 64.5,
  livingArea: 41.2,
  rooms: 3,
  otherRooms: 2,
  priceTiyin: 60_000_000_000,
  inventoryPriceTiyin: 25_000_000_000,
  owners: [
    {
      pin: '40211922651010',
      fullName: 'Yusupova Malika Bobur qizi',
      numerator: 1,
      denominator: 1,
      isCaller: true,
      basis: 'Oldi-sotdi shartnomasi',
      registryNumber: '1630-12',
      registryDate: '2019-06-01',
    },
  ],
};
