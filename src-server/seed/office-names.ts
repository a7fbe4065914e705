import { foldSearchText } from '../db/search-text.ts';
import type { PersonsTable } from '../db/tables/civil-registry.ts';
import type { Localized } from '../../src-domain/i18n/transliterate.ts';
import { latinToCyrillic, latinToRussian } from '../../src-domain/i18n/transliterate.ts';
import type { DistrictPlace, RegionPlace } from './seed-context.ts';

/** Landline area codes by region (REGIONS order); numbers are 9 digits like mobile ones. */
export const AREA_CODES = ['71', '70', '74', '65', '73', '72', '62', '69', '79', '75', '66', '67', '76', '61'] as const;

/** "Юнусабадский район" → "Юнусабадского района", "город Андижан" → "города Андижан". */
function russianGenitive(name: string): string {
  return name.replace(/ский район$/, 'ского района').replace(/^город /, 'города ');
}

function initials(person: Pick<PersonsTable, 'first_name' | 'patronymic'>): string {
  return `${person.first_name.slice(0, 1)}.${person.patronymic.slice(0, 1)}.`;
}

export function personName(person: Pick<PersonsTable, 'surname' | 'first_name' | 'patronymic'>): Localized {
  const oz = `${person.surname} ${person.first_name} ${person.patronymic}`;
  return { oz, uz: latinToCyrillic(oz), ru: latinToRussian(oz) };
}

export function stateOfficeName(district: DistrictPlace): Localized {
  const oz = `${district.oz} davlat notarial idorasi`;
  return { oz, uz: latinToCyrillic(oz), ru: `Государственная нотариальная контора ${russianGenitive(district.ru)}` };
}

export function privateOfficeName(notary: Pick<PersonsTable, 'surname' | 'first_name' | 'patronymic'>): Localized {
  const oz = `Xususiy notarius ${notary.surname} ${initials(notary)} idorasi`;
  const ruInitials = latinToRussian(initials(notary));
  return { oz, uz: latinToCyrillic(oz), ru: `Частный нотариус ${latinToRussian(notary.surname)} ${ruInitials}` };
}

export function officeAddress(region: RegionPlace, district: DistrictPlace, street: string, house: number): Localized {
  const oz = `${region.seed.oz}, ${district.oz}, ${street} ko‘chasi, ${house}-uy`;
  return { oz, uz: latinToCyrillic(oz), ru: `${region.seed.ru}, ${district.ru}, ул. ${latinToRussian(street)}, ${house}` };
}

/** All the ways a visitor may type a notary's or office's name, lower-cased (see NotariesTable). */
export function searchText(...texts: Localized[]): string {
  return foldSearchText(texts.flatMap((t) => [t.oz, t.uz, t.ru]).join(' '));
}
