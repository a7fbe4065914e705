import type { UpdateChannel } from '../../../src-domain/http/routes/terminals.ts';

/** One kiosk terminal of the fleet (migration 0017). Times are ISO 8601 UTC. */
export interface KioskTerminalsTable {
  terminal_id: string;
  /** Ed25519 SubjectPublicKeyInfo DER, base64. */
  public_key: string;
  channel: UpdateChannel;
  registered_at: string;
  registered_by: number | null;
  last_heartbeat_at: string | null;
  /** The signed timestamp of the last accepted heartbeat (replays are older). */
  last_signed_at: string | null;
  app_version: string | null;
  uptime_s: number | null;
  last_update_check_at: string | null;
  last_dictionary_sync_at: string | null;
  pending_version: string | null;
  /** 1 / 0, null before a heartbeat carried a self-test. */
  self_test_ok: number | null;
  /** The last self-test report, JSON. */
  self_test: string | null;
}

/** Rollout percentage per update channel (migration 0018). */
export interface UpdateChannelsTable {
  channel: UpdateChannel;
  rollout_percent: number;
  updated_at: string;
  updated_by: number | null;
}
