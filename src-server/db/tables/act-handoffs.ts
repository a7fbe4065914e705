import type { Generated } from 'kysely';

/** A one-time act handoff code (migration 0032; docs/decisions/0044-act-handoff-code.md). */
export interface ActHandoffsTable {
  id: Generated<number>;
  /** SHA-256 of the code, hex. */
  code_hash: string;
  act_id: number;
  /** The applicant who asked for it: the only person who may redeem it. */
  user_id: number;
  /** Where it was asked for: `kiosk` or `browser`. */
  client_mode: string;
  /** ISO 8601 UTC. */
  created_at: string;
  expires_at: string;
  used_at: string | null;
}
