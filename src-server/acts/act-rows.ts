import type { Selectable } from 'kysely';
import type { ActHistoryTable, ActInvoicesTable, ActPartiesTable, ActRemarksTable, ActSubjectsTable, NotarialActsTable } from '../db/tables/acts.ts';

/** Rows of the act tables as read (the repositories of src-server/acts share these names). */
export type ActRow = Selectable<NotarialActsTable>;
export type PartyRow = Selectable<ActPartiesTable>;
export type SubjectRow = Selectable<ActSubjectsTable>;
export type RemarkRow = Selectable<ActRemarksTable>;
export type HistoryRow = Selectable<ActHistoryTable>;
export type InvoiceRow = Selectable<ActInvoicesTable>;
