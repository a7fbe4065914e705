import * as v from 'valibot';
import { SelfTestReportSchema } from '../../kiosk/self-test.ts';

/**
 * The fleet of kiosk terminals (docs/architecture.md, Kiosk main-process duties: fleet). A terminal
 * holds an Ed25519 key pair made on its first start; a technician signed in on the terminal
 * registers its public key, after which the terminal reports its state with signed heartbeats
 * (no citizen session involved). Operations read the fleet and set each update channel's
 * rollout percentage.
 */
export const TERMINALS_PATH = '/api/terminals';
export const TERMINAL_PATH = '/api/terminals/:terminalId';
export const TERMINAL_KEY_PATH = '/api/terminals/:terminalId/key';
export const TERMINAL_HEARTBEAT_PATH = '/api/terminals/:terminalId/heartbeat';
export const UPDATE_CHANNELS_PATH = '/api/update-channels';
export const UPDATE_CHANNEL_PATH = '/api/update-channels/:channel';

export const terminalPath = (id: string) => `${TERMINALS_PATH}/${encodeURIComponent(id)}`;
export const terminalKeyPath = (id: string) => `${terminalPath(id)}/key`;
export const terminalHeartbeatPath = (id: string) => `${terminalPath(id)}/heartbeat`;
export const updateChannelPath = (channel: string) => `${UPDATE_CHANNELS_PATH}/${encodeURIComponent(channel)}`;

export const TerminalIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'error_invalid_value'));
/** electron-builder's channel names: `latest`, `beta`, `alpha` (a feed file per channel). */
export const UPDATE_CHANNELS = ['latest', 'beta', 'alpha'] as const;
export const UpdateChannelSchema = v.picklist(UPDATE_CHANNELS, 'error_invalid_value');
export type UpdateChannel = v.InferOutput<typeof UpdateChannelSchema>;

export const TerminalParamsSchema = v.object({ terminalId: TerminalIdSchema });
export const ChannelParamsSchema = v.object({ channel: UpdateChannelSchema });

/** An Ed25519 public key, SubjectPublicKeyInfo DER in base64 (44 bytes → 60 characters). */
export const PublicKeySchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9+/]{59}=$/, 'error_invalid_value'));

export const RegisterKeyBodySchema = v.object({
  publicKey: PublicKeySchema,
  channel: v.optional(UpdateChannelSchema, 'latest'),
});
export type RegisterKeyBody = v.InferOutput<typeof RegisterKeyBodySchema>;

export const HeartbeatBodySchema = v.object({
  appVersion: v.pipe(v.string(), v.maxLength(64)),
  channel: UpdateChannelSchema,
  uptimeS: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** ISO time of the last update check, null before the first. */
  lastUpdateCheckAt: v.nullable(v.string()),
  /** ISO time of the last successful dictionary sync. */
  lastDictionarySyncAt: v.nullable(v.string()),
  /** The version downloaded and waiting for an idle terminal, if any. */
  pendingVersion: v.nullable(v.string()),
  selfTest: v.nullable(SelfTestReportSchema),
});
export type HeartbeatBody = v.InferOutput<typeof HeartbeatBodySchema>;

/** Headers of a signed heartbeat: the time it was signed, and the signature (base64). */
export const HEARTBEAT_TIMESTAMP_HEADER = 'x-terminal-timestamp';
export const HEARTBEAT_SIGNATURE_HEADER = 'x-terminal-signature';
/** A heartbeat signed longer ago (or ahead) than this is refused: clocks drift, replays do not. */
export const HEARTBEAT_MAX_SKEW_MS = 5 * 60_000;

/** The timestamp header: `Date.prototype.toISOString()`, so timestamps compare as text. */
export const HEARTBEAT_TIMESTAMP_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * What the terminal signs: its id, the timestamp header and the body as `JSON.stringify` writes
 * it (what the terminal sends; the server writes the parsed body again the same way).
 */
export function heartbeatSigningInput(terminalId: string, timestamp: string, body: string): string {
  return `enotary-heartbeat\n${terminalId}\n${timestamp}\n${body}`;
}

export const HeartbeatResponseSchema = v.object({
  /** The rollout percentage of the terminal's channel (operations set it). */
  rolloutPercent: v.number(),
});
export type HeartbeatResponse = v.InferOutput<typeof HeartbeatResponseSchema>;

export const TerminalRecordSchema = v.object({
  terminalId: v.string(),
  channel: UpdateChannelSchema,
  registeredAt: v.string(),
  lastHeartbeatAt: v.nullable(v.string()),
  appVersion: v.nullable(v.string()),
  uptimeS: v.nullable(v.number()),
  lastUpdateCheckAt: v.nullable(v.string()),
  lastDictionarySyncAt: v.nullable(v.string()),
  pendingVersion: v.nullable(v.string()),
  /** null before the first heartbeat that carried a self-test. */
  selfTestOk: v.nullable(v.boolean()),
  selfTest: v.nullable(SelfTestReportSchema),
});
export type TerminalRecord = v.InferOutput<typeof TerminalRecordSchema>;

/** `GET /api/terminals/:id` also answers for a terminal not registered yet (a technician's first visit). */
export const TerminalLookupSchema = v.object({
  terminalId: v.string(),
  record: v.nullable(TerminalRecordSchema),
});
export type TerminalLookup = v.InferOutput<typeof TerminalLookupSchema>;

export const TerminalListSchema = v.object({ items: v.array(TerminalRecordSchema) });

export const UpdateChannelStateSchema = v.object({
  channel: UpdateChannelSchema,
  rolloutPercent: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)),
  updatedAt: v.nullable(v.string()),
});
export type UpdateChannelState = v.InferOutput<typeof UpdateChannelStateSchema>;
export const UpdateChannelListSchema = v.object({ items: v.array(UpdateChannelStateSchema) });
export const SetRolloutBodySchema = v.object({ rolloutPercent: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)) });
