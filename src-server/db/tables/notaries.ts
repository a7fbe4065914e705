import type { Generated } from 'kysely';
import type { LeaveStatus, LicenceStatus } from '../../../src-domain/http/routes/notary-statuses.ts';

export interface NotaryOfficesTable {
  id: Generated<number>;
  kind: 'state' | 'private';
  name_oz: string;
  name_uz: string;
  name_ru: string;
  region_id: number;
  district_id: number;
  address_oz: string;
  address_uz: string;
  address_ru: string;
  phone: string;
  lat: number;
  lng: number;
  /** The office's bank account, printed on its invoices (docs/decisions/0054-ways-to-pay.md); null: none on file. */
  bank_name: string | null;
  /** The bank's 5-digit code (MFO). */
  bank_mfo: string | null;
  /** The 20-digit settlement account. */
  bank_account: string | null;
  /** The office's 9-digit taxpayer number (INN). */
  tax_id: string | null;
}

export interface NotariesTable {
  id: Generated<number>;
  pin: string;
  office_id: number;
  name_oz: string;
  name_uz: string;
  name_ru: string;
  licence_number: string;
  licence_date: string;
  licence_status: LicenceStatus;
  leave_status: LeaveStatus;
  present: number;
  active: number;
  phone: string;
  lat: number;
  lng: number;
  /** JSON array of `TimetableDay` (src-domain/http/routes/notary-details.ts). */
  timetable: string;
  /** Kept equal to the average of `notary_reviews` by whoever writes a review. */
  rating: number;
  review_count: number;
  /**
   * Lower-cased names in all locales plus office and licence number. Searching this column
   * with LIKE behaves the same on SQLite and PostgreSQL, whose lower() differ for Cyrillic.
   */
  search_text: string;
}

export interface NotaryReviewsTable {
  id: Generated<number>;
  notary_id: number;
  author_pin: string;
  rating: number;
  text: string;
  created_at: string;
}
