import { sql } from 'kysely';
import { INHERITANCE_SEARCH_LIMIT, type InheritanceCase, type InheritanceSearchQuery } from '../../src-domain/http/routes/search-inheritance.ts';
import { maskPersonName } from '../../src-domain/searches/mask-person-name.ts';
import { parseDate } from '../../src-domain/time/parse-date.ts';
import { toIsoDate } from '../../src-domain/time/format-date.ts';
import type { Db } from '../db/database.ts';
import { foldSearchText } from '../db/search-text.ts';
import { localizeLatin } from '../../src-domain/i18n/transliterate.ts';
import { localized } from '../db/localized.ts';

function casesWithNotary(db: Db) {
  return db
    .selectFrom('inheritance_cases as c')
    .innerJoin('notaries as n', 'n.id', 'c.notary_id')
    .innerJoin('notary_offices as o', 'o.id', 'n.office_id')
    .select([
      'c.case_number',
      'c.opened_at',
      'c.deceased_name',
      'c.death_date',
      'c.state',
      'n.id as notary_id',
      'n.name_oz',
      'n.name_uz',
      'n.name_ru',
      'o.name_oz as office_oz',
      'o.name_uz as office_uz',
      'o.name_ru as office_ru',
      'o.address_oz',
      'o.address_uz',
      'o.address_ru',
      'o.phone',
    ])
    .orderBy('c.opened_at', 'desc')
    .orderBy('c.id', 'desc');
}

type CaseRow = Awaited<ReturnType<ReturnType<typeof casesWithNotary>['executeTakeFirstOrThrow']>>;

function toCase(row: CaseRow): InheritanceCase {
  return {
    caseNumber: row.case_number,
    openedAt: row.opened_at,
    deceased: maskPersonName(row.deceased_name),
    deathDate: row.death_date,
    state: row.state,
    notary: { id: row.notary_id, name: localized(row, 'name') },
    office: { name: localized(row, 'office'), address: localized(row, 'address'), phone: row.phone },
  };
}

/**
 * Case numbers are written "145/2026" or "12/2024-3"; a kiosk keyboard has no slash, so any run
 * of slashes, hyphens and spaces counts as one separator ("145 2026" finds "145/2026").
 */
export function foldCaseNumber(text: string): string {
  return text
    .trim()
    .toUpperCase()
    .replace(/[\s/-]+/g, '/');
}

const withCaseNumber = (query: ReturnType<typeof casesWithNotary>, caseNumber: string) =>
  query.where(sql<string>`replace(replace(upper(c.case_number), '-', '/'), ' ', '/')`, '=', foldCaseNumber(caseNumber));

/**
 * The deceased's name as the register holds it (Latin) or as typed in Cyrillic, with or without
 * the patronymic, any apostrophe form, any case.
 */
function nameMatches(stored: string, typed: string): boolean {
  const wanted = foldSearchText(typed);
  return Object.values(localizeLatin(stored)).some((spelling) => {
    const name = foldSearchText(spelling);
    return name === wanted || name.split(' ').slice(0, 2).join(' ') === wanted;
  });
}

export async function searchInheritanceCases(db: Db, query: InheritanceSearchQuery): Promise<InheritanceCase[]> {
  if (query.by === 'case') {
    const rows = await withCaseNumber(casesWithNotary(db), query.caseNumber).limit(INHERITANCE_SEARCH_LIMIT).execute();
    return rows.map(toCase);
  }
  const deathDate = parseDate(query.deathDate);
  if (!deathDate) return [];
  // Few people die on one day: the date narrows in SQL, the name (spelled many ways) in code.
  const rows = await casesWithNotary(db).where('c.death_date', '=', toIsoDate(deathDate)).execute();
  return rows
    .filter((row) => nameMatches(row.deceased_name, query.name))
    .slice(0, INHERITANCE_SEARCH_LIMIT)
    .map(toCase);
}

/**
 * The one case a number names, as the public search shows it (the deceased as initials), or
 * null: an inheritance renunciation is linked to it (docs/decisions/0048-translation-and-inheritance-wizards.md).
 */
export async function findInheritanceCase(db: Db, caseNumber: string): Promise<InheritanceCase | null> {
  if (foldCaseNumber(caseNumber) === '') return null;
  const row = await withCaseNumber(casesWithNotary(db), caseNumber).executeTakeFirst();
  return row ? toCase(row) : null;
}
