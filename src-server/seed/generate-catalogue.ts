import { ACT_TYPE_NAMES } from '../../src-domain/acts/act-types.ts';
import { foldSearchText } from '../db/search-text.ts';
import { CATALOGUE_GROUPS, CATALOGUE_SERVICES, type ServiceSeed } from './catalogue-data.ts';
import {
  DOCUMENTS,
  durationText,
  IN_PERSON_CONDITION,
  lawDescription,
  ONLINE_CONDITION,
  ORIGINAL_ONLY,
  type Pair,
  PARTICIPANTS,
  RESULTS,
} from './catalogue-texts.ts';
import type { SeedContext } from './seed-context.ts';
import { latinToCyrillic, type Localized } from '../../src-domain/i18n/transliterate.ts';

function localize([oz, ru]: Pair): Localized {
  return { oz, uz: latinToCyrillic(oz), ru };
}

function serviceName(service: ServiceSeed): Localized {
  if (service.actTypeId !== null) return { ...ACT_TYPE_NAMES[service.actTypeId] };
  if (!service.name) throw new Error('a catalogue service without an act type needs a name');
  return localize(service.name);
}

function joinPairs(...pairs: Pair[]): Pair {
  return [pairs.map((p) => p[0]).join(' '), pairs.map((p) => p[1]).join(' ')];
}

/** Groups and services of the catalogue; fixed content, the same for every seed. */
export function generateCatalogue(ctx: SeedContext): void {
  const { world } = ctx;
  CATALOGUE_GROUPS.forEach((group, index) => {
    const name = localize(group);
    world.catalogue_groups.push({ id: index + 1, name_oz: name.oz, name_uz: name.uz, name_ru: name.ru, sort_order: index + 1 });
  });
  CATALOGUE_SERVICES.forEach((service, index) => {
    const id = index + 1;
    const name = serviceName(service);
    const law = localize(lawDescription([name.oz, name.ru]));
    const simple = localize(service.simple);
    const related = CATALOGUE_SERVICES.map((other, otherIndex) => ({ other, id: otherIndex + 1 }))
      .filter(({ other, id: otherId }) => other.group === service.group && otherId !== id)
      .map(({ id: otherId }) => otherId);
    const base = service.actTypeId === null ? IN_PERSON_CONDITION : ONLINE_CONDITION;
    world.catalogue_services.push({
      id,
      group_id: service.group + 1,
      act_type_id: service.actTypeId,
      name_oz: name.oz,
      name_uz: name.uz,
      name_ru: name.ru,
      fee_bcv_percent: service.bcvPercent,
      fee_value_permille: service.valuePermille,
      duration_days: service.days,
      description_law: JSON.stringify(law),
      description_simple: JSON.stringify(simple),
      required_documents: JSON.stringify(
        service.documents.map((key) => ({ name: localize(DOCUMENTS[key]), copies: ORIGINAL_ONLY.has(key) ? 0 : 1, originals: 1 })),
      ),
      participants: JSON.stringify(service.participants.map((key) => localize(PARTICIPANTS[key]))),
      duration: JSON.stringify(localize(durationText(service.days))),
      result: JSON.stringify(localize(RESULTS[service.result])),
      conditions: JSON.stringify(localize(service.condition ? joinPairs(base, service.condition) : base)),
      related_ids: JSON.stringify(related),
      sort_order: id,
      // Names and both descriptions in every locale: people search by what they want done
      // ("sell my car") as often as by the act's legal name.
      search_text: foldSearchText([name, simple, law].flatMap((text) => [text.oz, text.uz, text.ru]).join(' ')),
    });
  });
}
