import type { Migration } from 'kysely/migration';
import * as m0001 from './migrations/0001-dictionaries.ts';
import * as m0002 from './migrations/0002-civil-registry.ts';
import * as m0003 from './migrations/0003-property.ts';
import * as m0004 from './migrations/0004-notaries.ts';
import * as m0005 from './migrations/0005-catalogue.ts';
import * as m0006 from './migrations/0006-acts.ts';
import * as m0007 from './migrations/0007-accounts.ts';
import * as m0008 from './migrations/0008-sessions.ts';
import * as m0009 from './migrations/0009-act-workflow.ts';
import * as m0010 from './migrations/0010-equeue.ts';
import * as m0011 from './migrations/0011-act-list-indexes.ts';
import * as m0014 from './migrations/0014-registry-photos.ts';
import * as m0015 from './migrations/0015-login-attempt-state.ts';
import * as m0016 from './migrations/0016-rate-limit-buckets.ts';
import * as m0017 from './migrations/0017-kiosk-terminals.ts';
import * as m0018 from './migrations/0018-update-channels.ts';
import * as m0019 from './migrations/0019-device-tests.ts';
import * as m0023 from './migrations/0023-payments.ts';
import * as m0024 from './migrations/0024-user-audit.ts';
import * as m0025 from './migrations/0025-pay-sandbox.ts';
import * as m0026 from './migrations/0026-act-signatures.ts';
import * as m0027 from './migrations/0027-act-seal-keys.ts';
import * as m0020 from './migrations/0020-video-rooms.ts';
import * as m0021 from './migrations/0021-video-recordings.ts';
import * as m0022 from './migrations/0022-video-signal-relay.ts';
import * as m0030 from './migrations/0030-act-wizard-step.ts';
import * as m0032 from './migrations/0032-act-handoffs.ts';
import * as m0033 from './migrations/0033-payment-channels.ts';
import * as m0034 from './migrations/0034-video-identity-hold.ts';
import * as m0035 from './migrations/0035-video-test-rooms.ts';
import * as m0036 from './migrations/0036-act-visits.ts';
import * as m0037 from './migrations/0037-equeue-visits.ts';
import * as m0038 from './migrations/0038-contact-phone.ts';
import * as m0039 from './migrations/0039-act-visit-attendance.ts';
import * as m0040 from './migrations/0040-not-live-refusals.ts';
import * as m0041 from './migrations/0041-person-act-changes.ts';

/**
 * Every migration by name, in order. A static map rather than Kysely's FileMigrationProvider:
 * nothing is discovered from the file system at run time, so the list is type-checked and
 * works the same from source, in a bundle or in a test. Append; never edit a landed one.
 */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001-dictionaries': m0001,
  '0002-civil-registry': m0002,
  '0003-property': m0003,
  '0004-notaries': m0004,
  '0005-catalogue': m0005,
  '0006-acts': m0006,
  '0007-accounts': m0007,
  '0008-sessions': m0008,
  '0009-act-workflow': m0009,
  '0010-equeue': m0010,
  '0011-act-list-indexes': m0011,
  '0014-registry-photos': m0014,
  '0015-login-attempt-state': m0015,
  '0016-rate-limit-buckets': m0016,
  '0017-kiosk-terminals': m0017,
  '0018-update-channels': m0018,
  '0019-device-tests': m0019,
  '0020-video-rooms': m0020,
  '0021-video-recordings': m0021,
  '0022-video-signal-relay': m0022,
  '0023-payments': m0023,
  '0024-user-audit': m0024,
  '0025-pay-sandbox': m0025,
  '0026-act-signatures': m0026,
  '0027-act-seal-keys': m0027,
  '0030-act-wizard-step': m0030,
  '0032-act-handoffs': m0032,
  '0033-payment-channels': m0033,
  '0034-video-identity-hold': m0034,
  '0035-video-test-rooms': m0035,
  '0036-act-visits': m0036,
  '0037-equeue-visits': m0037,
  '0038-contact-phone': m0038,
  '0039-act-visit-attendance': m0039,
  '0040-not-live-refusals': m0040,
  '0041-person-act-changes': m0041,
};
