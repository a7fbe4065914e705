import * as v from 'valibot';
import { SelfTestReportSchema } from '../../src-domain/kiosk/self-test.ts';
import {
  UPDATE_CHANNELS,
  type HeartbeatBody,
  type TerminalRecord,
  type UpdateChannel,
  type UpdateChannelState,
} from '../../src-domain/http/routes/terminals.ts';
import type { Db } from '../db/database.ts';
import type { KioskTerminalsTable } from '../db/tables/kiosk-terminals.ts';

/** A channel operations never set is rolled out to every terminal (migration 0018). */
export const DEFAULT_ROLLOUT_PERCENT = 100;

function toRecord(row: KioskTerminalsTable): TerminalRecord {
  const report = row.self_test === null ? null : v.safeParse(SelfTestReportSchema, JSON.parse(row.self_test));
  return {
    terminalId: row.terminal_id,
    channel: row.channel,
    registeredAt: row.registered_at,
    lastHeartbeatAt: row.last_heartbeat_at,
    appVersion: row.app_version,
    uptimeS: row.uptime_s,
    lastUpdateCheckAt: row.last_update_check_at,
    lastDictionarySyncAt: row.last_dictionary_sync_at,
    pendingVersion: row.pending_version,
    selfTestOk: row.self_test_ok === null ? null : row.self_test_ok === 1,
    selfTest: report?.success ? report.output : null,
  };
}

export async function findTerminal(db: Db, terminalId: string): Promise<(TerminalRecord & { publicKey: string; lastSignedAt: string | null }) | undefined> {
  const row = await db.selectFrom('kiosk_terminals').selectAll().where('terminal_id', '=', terminalId).executeTakeFirst();
  return row ? { ...toRecord(row), publicKey: row.public_key, lastSignedAt: row.last_signed_at } : undefined;
}

export async function listTerminals(db: Db): Promise<TerminalRecord[]> {
  const rows = await db.selectFrom('kiosk_terminals').selectAll().orderBy('terminal_id').execute();
  return rows.map(toRecord);
}

/**
 * Registers a terminal's public key, or replaces it (a reinstalled terminal makes a new pair):
 * its heartbeat history starts again with the new key.
 */
export async function registerTerminalKey(
  db: Db,
  input: { terminalId: string; publicKey: string; channel: UpdateChannel; userId: number; now: Date },
): Promise<void> {
  const values = {
    public_key: input.publicKey,
    channel: input.channel,
    registered_at: input.now.toISOString(),
    registered_by: input.userId,
    last_signed_at: null,
  };
  await db
    .insertInto('kiosk_terminals')
    .values({ terminal_id: input.terminalId, ...values })
    .onConflict((oc) => oc.column('terminal_id').doUpdateSet(values))
    .execute();
}

/**
 * Stores a verified heartbeat, unless one signed at the same time or later was stored since
 * (a replay, or two racing): true when stored.
 */
export async function recordHeartbeat(db: Db, input: { terminalId: string; signedAt: string; body: HeartbeatBody; now: Date }): Promise<boolean> {
  const { body } = input;
  const result = await db
    .updateTable('kiosk_terminals')
    .set({
      last_heartbeat_at: input.now.toISOString(),
      last_signed_at: input.signedAt,
      app_version: body.appVersion,
      channel: body.channel,
      uptime_s: body.uptimeS,
      last_update_check_at: body.lastUpdateCheckAt,
      last_dictionary_sync_at: body.lastDictionarySyncAt,
      pending_version: body.pendingVersion,
      self_test_ok: body.selfTest === null ? null : body.selfTest.outOfService ? 0 : 1,
      self_test: body.selfTest === null ? null : JSON.stringify(body.selfTest),
    })
    .where('terminal_id', '=', input.terminalId)
    .where((eb) => eb.or([eb('last_signed_at', 'is', null), eb('last_signed_at', '<', input.signedAt)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function listUpdateChannels(db: Db): Promise<UpdateChannelState[]> {
  const rows = await db.selectFrom('update_channels').selectAll().execute();
  return UPDATE_CHANNELS.map((channel) => {
    const row = rows.find((r) => r.channel === channel);
    return { channel, rolloutPercent: row?.rollout_percent ?? DEFAULT_ROLLOUT_PERCENT, updatedAt: row?.updated_at ?? null };
  });
}

export async function rolloutPercentOf(db: Db, channel: UpdateChannel): Promise<number> {
  const row = await db.selectFrom('update_channels').select('rollout_percent').where('channel', '=', channel).executeTakeFirst();
  return row?.rollout_percent ?? DEFAULT_ROLLOUT_PERCENT;
}

export async function setRolloutPercent(db: Db, input: { channel: UpdateChannel; rolloutPercent: number; userId: number; now: Date }): Promise<void> {
  const values = { rollout_percent: input.rolloutPercent, updated_at: input.now.toISOString(), updated_by: input.userId };
  await db
    .insertInto('update_channels')
    .values({ channel: input.channel, ...values })
    .onConflict((oc) => oc.column('channel').doUpdateSet(values))
    .execute();
}
