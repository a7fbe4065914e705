import type { Kysely } from 'kysely';
import type {
  ActHistoryTable,
  ActInvoicesTable,
  ActPartiesTable,
  PersonActChangesTable,
  ActRegistryCountersTable,
  ActRemarksTable,
  ActSubjectsTable,
  InheritanceCasesTable,
  NotarialActsTable,
  ProxiesTable,
} from './tables/acts.ts';
import type { PaymentsTable, PhoneCodesTable, SmsOutboxTable, UserAuditTable, UserRolesTable, UsersTable } from './tables/accounts.ts';
import type { CatalogueGroupsTable, CatalogueServicesTable } from './tables/catalogue.ts';
import type { FamilyLinksTable, LegalEntitiesTable, PersonsTable, RegistryPhotosTable } from './tables/civil-registry.ts';
import type { DeviceTestActsTable, DeviceTestsTable } from './tables/device-tests.ts';
import type { ActHandoffsTable } from './tables/act-handoffs.ts';
import type { EqueueBookingsTable } from './tables/equeue.ts';
import type { KioskTerminalsTable, UpdateChannelsTable } from './tables/kiosk-terminals.ts';
import type { CountriesTable, DictionaryVersionsTable, DistrictsTable, DocumentTypesTable, RegionsTable, SettingsTable } from './tables/dictionaries.ts';
import type { NotariesTable, NotaryOfficesTable, NotaryReviewsTable } from './tables/notaries.ts';
import type {
  BansTable,
  EnforcementDebtsTable,
  RealEstateOwnersTable,
  RealEstateTable,
  VehicleOwnersTable,
  VehicleRestrictionsTable,
  VehiclesTable,
} from './tables/property.ts';
import type {
  BankStatementEntriesTable,
  BankStatementsTable,
  PaySandboxTransactionsTable,
  PaymentRecordsTable,
  PaymentRefundsTable,
  PaymentTransactionsTable,
} from './tables/payments.ts';
import type { SessionsTable, SessionTokensTable } from './tables/sessions.ts';
import type { ActSealKeysTable, ActSignaturesTable, ActSigningDocumentsTable } from './tables/signatures.ts';
import type { LivenessAttemptsTable, LoginFailuresTable, RateLimitBucketsTable } from './tables/shared-state.ts';
import type {
  VideoIdentityChecksTable,
  VideoRecordingConsentsTable,
  VideoRecordingSegmentsTable,
  VideoRecordingsTable,
  VideoRoomMembersTable,
  VideoSignalRelayTable,
  VideoTestRoomSeatsTable,
  VideoTestRoomsTable,
} from './tables/video.ts';

/** Every table of the reference server, as Kysely sees it (Kysely's example: one interface). */
export interface Database {
  regions: RegionsTable;
  districts: DistrictsTable;
  countries: CountriesTable;
  document_types: DocumentTypesTable;
  dictionary_versions: DictionaryVersionsTable;
  settings: SettingsTable;
  persons: PersonsTable;
  family_links: FamilyLinksTable;
  registry_photos: RegistryPhotosTable;
  legal_entities: LegalEntitiesTable;
  vehicles: VehiclesTable;
  vehicle_owners: VehicleOwnersTable;
  vehicle_restrictions: VehicleRestrictionsTable;
  real_estate: RealEstateTable;
  real_estate_owners: RealEstateOwnersTable;
  enforcement_debts: EnforcementDebtsTable;
  bans: BansTable;
  notary_offices: NotaryOfficesTable;
  notaries: NotariesTable;
  notary_reviews: NotaryReviewsTable;
  catalogue_groups: CatalogueGroupsTable;
  catalogue_services: CatalogueServicesTable;
  notarial_acts: NotarialActsTable;
  act_parties: ActPartiesTable;
  person_act_changes: PersonActChangesTable;
  proxies: ProxiesTable;
  inheritance_cases: InheritanceCasesTable;
  users: UsersTable;
  user_roles: UserRolesTable;
  user_audit: UserAuditTable;
  sms_outbox: SmsOutboxTable;
  phone_codes: PhoneCodesTable;
  payments: PaymentsTable;
  sessions: SessionsTable;
  session_tokens: SessionTokensTable;
  equeue_bookings: EqueueBookingsTable;
  act_subjects: ActSubjectsTable;
  act_remarks: ActRemarksTable;
  act_history: ActHistoryTable;
  act_invoices: ActInvoicesTable;
  act_handoffs: ActHandoffsTable;
  act_registry_counters: ActRegistryCountersTable;
  login_failures: LoginFailuresTable;
  liveness_attempts: LivenessAttemptsTable;
  rate_limit_buckets: RateLimitBucketsTable;
  kiosk_terminals: KioskTerminalsTable;
  update_channels: UpdateChannelsTable;
  device_tests: DeviceTestsTable;
  device_test_acts: DeviceTestActsTable;
  act_signing_documents: ActSigningDocumentsTable;
  act_signatures: ActSignaturesTable;
  act_seal_keys: ActSealKeysTable;
  payment_transactions: PaymentTransactionsTable;
  payment_refunds: PaymentRefundsTable;
  pay_sandbox_transactions: PaySandboxTransactionsTable;
  payment_records: PaymentRecordsTable;
  bank_statements: BankStatementsTable;
  bank_statement_entries: BankStatementEntriesTable;
  video_room_members: VideoRoomMembersTable;
  video_identity_checks: VideoIdentityChecksTable;
  video_recording_consents: VideoRecordingConsentsTable;
  video_recordings: VideoRecordingsTable;
  video_recording_segments: VideoRecordingSegmentsTable;
  video_signal_relay: VideoSignalRelayTable;
  video_test_rooms: VideoTestRoomsTable;
  video_test_room_seats: VideoTestRoomSeatsTable;
}

export type Db = Kysely<Database>;
