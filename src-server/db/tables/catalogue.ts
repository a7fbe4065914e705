import type { Generated } from 'kysely';

export interface CatalogueGroupsTable {
  id: Generated<number>;
  name_oz: string;
  name_uz: string;
  name_ru: string;
  sort_order: number;
}

/** Long texts are JSON `{oz, uz, ru}`; lists are JSON arrays (shapes in catalogue-service.ts). */
export interface CatalogueServicesTable {
  id: Generated<number>;
  group_id: number;
  act_type_id: number | null;
  name_oz: string;
  name_uz: string;
  name_ru: string;
  fee_bcv_percent: number;
  fee_value_permille: number | null;
  duration_days: number;
  description_law: string;
  description_simple: string;
  required_documents: string;
  participants: string;
  duration: string;
  result: string;
  conditions: string;
  related_ids: string;
  sort_order: number;
  search_text: string;
}
