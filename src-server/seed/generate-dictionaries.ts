import { COUNTRIES, DOCUMENT_TYPES } from './dictionaries-data.ts';
import { REGIONS } from './geography.ts';
import { type RegionPlace, roundCoordinate, type SeedContext } from './seed-context.ts';
import { latinToCyrillic } from '../../src-domain/i18n/transliterate.ts';

/** The base calculation value ("BHM") fee rates apply to: 412 000 sum since 2025-08-01. */
export const BCV_TIYIN = 41_200_000;

/**
 * District centres sit on a small spiral around the region centre. Fixed, not random, so the
 * demo notary's office (first district of Tashkent city) is in the same place for every seed.
 */
function districtOffset(index: number): { dLat: number; dLng: number } {
  if (index === 0) return { dLat: 0, dLng: 0 };
  const angle = index * 2.399963;
  const radius = 0.025 + 0.012 * (index % 4);
  return { dLat: radius * Math.sin(angle), dLng: radius * Math.cos(angle) * 1.3 };
}

export function buildPlaces(): RegionPlace[] {
  let districtId = 0;
  return REGIONS.map((seed, regionIndex) => ({
    id: regionIndex + 1,
    seed,
    districts: seed.districts.map((district, index) => {
      districtId += 1;
      const { dLat, dLng } = districtOffset(index);
      return {
        id: districtId,
        regionId: regionIndex + 1,
        soato: `${seed.soato}${String(201 + index * 3)}`,
        oz: district.oz,
        ru: district.ru,
        lat: roundCoordinate(seed.lat + dLat),
        lng: roundCoordinate(seed.lng + dLng),
      };
    }),
  }));
}

export function generateDictionaries(ctx: SeedContext): void {
  const { world } = ctx;
  for (const region of ctx.regions) {
    const { seed } = region;
    world.regions.push({
      id: region.id,
      soato: seed.soato,
      name_oz: seed.oz,
      name_uz: seed.uz,
      name_ru: seed.ru,
      center_lat: seed.lat,
      center_lng: seed.lng,
      vehicle_code: seed.vehicleCode,
      sort_order: region.id,
    });
    for (const district of region.districts) {
      world.districts.push({
        id: district.id,
        region_id: region.id,
        soato: district.soato,
        name_oz: district.oz,
        name_uz: latinToCyrillic(district.oz),
        name_ru: district.ru,
      });
    }
  }
  for (const country of COUNTRIES) {
    world.countries.push({ id: country.id, alpha2: country.alpha2, name_oz: country.oz, name_uz: latinToCyrillic(country.oz), name_ru: country.ru });
  }
  for (const type of DOCUMENT_TYPES) {
    world.document_types.push({ id: type.id, name_oz: type.oz, name_uz: latinToCyrillic(type.oz), name_ru: type.ru });
  }
  world.settings.push({ key: 'bcv_tiyin', value: String(BCV_TIYIN) });
}
