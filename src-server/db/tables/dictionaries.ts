/**
 * Dictionary tables. Conventions for every table (they keep one SQL text valid on SQLite and
 * PostgreSQL): dates and instants are ISO 8601 text, booleans are integers 0/1, money is an
 * integer number of tiyin (1 sum = 100 tiyin), localized names are three `_oz/_uz/_ru` columns.
 */
export interface RegionsTable {
  id: number;
  soato: string;
  name_oz: string;
  name_uz: string;
  name_ru: string;
  center_lat: number;
  center_lng: number;
  /** The two-digit region code on vehicle number plates. */
  vehicle_code: string;
  sort_order: number;
}

export interface DistrictsTable {
  id: number;
  region_id: number;
  soato: string;
  name_oz: string;
  name_uz: string;
  name_ru: string;
}

export interface CountriesTable {
  /** ISO 3166-1 numeric code. */
  id: number;
  alpha2: string;
  name_oz: string;
  name_uz: string;
  name_ru: string;
}

export interface DocumentTypesTable {
  /** The registry's document type number (spec §5 lengths by type). */
  id: number;
  name_oz: string;
  name_uz: string;
  name_ru: string;
}

export interface DictionaryVersionsTable {
  name: string;
  version: number;
  updated_at: string;
}

/** Values an administrator changes without a release, e.g. the base calculation value. */
export interface SettingsTable {
  key: string;
  value: string;
}
