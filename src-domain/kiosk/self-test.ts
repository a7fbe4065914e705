import * as v from 'valibot';

/**
 * The terminal's self-test (docs/architecture.md, Kiosk main-process duties: self-test): run at
 * start and on a technician's demand. The renderer checks the devices it alone can open
 * (camera, microphone, audio output); main checks the rest and keeps the report.
 */
export const SELF_TEST_CHECKS = ['camera', 'microphone', 'audio-output', 'network', 'terminal-config', 'dictionaries', 'app-version'] as const;
export type SelfTestCheck = (typeof SELF_TEST_CHECKS)[number];

/**
 * Checks without which a citizen's login cannot work (spec §4 login flow: a face check with the
 * camera against the API, under a valid terminal config). A failed one puts the terminal out of
 * service; the others are shown to the technician as warnings.
 */
export const CRITICAL_CHECKS: ReadonlySet<SelfTestCheck> = new Set(['camera', 'network', 'terminal-config']);

/**
 * Why a check failed. The device ones are spec §8 "Device check": no webcam, no microphone,
 * camera below minimum resolution, camera unreadable or in use, permission blocked, unknown error.
 */
export const SELF_TEST_CODES = [
  'ok',
  'no-camera',
  'no-microphone',
  'low-resolution',
  'device-busy',
  'permission-blocked',
  'unknown-error',
  'no-audio-output',
  'tone-not-heard',
  'pinned-device-missing',
  'api-unreachable',
  'api-error',
  'config-invalid',
  'dictionaries-missing',
  'dictionaries-stale',
  'update-rolled-back',
  'check-timed-out',
] as const;
export type SelfTestCode = (typeof SELF_TEST_CODES)[number];

const Figure = v.union([v.number(), v.string()]);

export const CheckResultSchema = v.object({
  check: v.picklist(SELF_TEST_CHECKS),
  ok: v.boolean(),
  critical: v.boolean(),
  code: v.picklist(SELF_TEST_CODES),
  /** Measured values: resolution, level, latency, versions (shown to the technician). */
  figures: v.record(v.string(), Figure),
});
export type CheckResult = v.InferOutput<typeof CheckResultSchema>;

/** What the renderer measured; main adds its own checks (`DeviceResultSchema` per device). */
export const DeviceResultSchema = v.object({
  code: v.picklist(SELF_TEST_CODES),
  figures: v.record(v.string(), Figure),
});
export type DeviceResult = v.InferOutput<typeof DeviceResultSchema>;

export const DeviceChecksSchema = v.object({
  camera: DeviceResultSchema,
  microphone: DeviceResultSchema,
  audioOutput: DeviceResultSchema,
});
export type DeviceChecks = v.InferOutput<typeof DeviceChecksSchema>;

export const SelfTestReportSchema = v.object({
  /** ISO time the report was made. */
  at: v.string(),
  terminalId: v.string(),
  appVersion: v.string(),
  outOfService: v.boolean(),
  checks: v.array(CheckResultSchema),
});
export type SelfTestReport = v.InferOutput<typeof SelfTestReportSchema>;

export function checkResult(check: SelfTestCheck, code: SelfTestCode, figures: Record<string, number | string> = {}): CheckResult {
  // A pinned device that is absent still works through the system default: a warning only.
  const ok = code === 'ok' || code === 'pinned-device-missing';
  return { check, ok, critical: CRITICAL_CHECKS.has(check), code, figures };
}

/** A terminal is out of service while any critical check fails. */
export function isOutOfService(checks: readonly CheckResult[]): boolean {
  return checks.some((result) => result.critical && !result.ok);
}

/** The report in check order, whatever order the checks finished in. */
export function selfTestReport(input: { at: string; terminalId: string; appVersion: string; checks: readonly CheckResult[] }): SelfTestReport {
  const checks = SELF_TEST_CHECKS.flatMap((check) => input.checks.filter((result) => result.check === check));
  return { at: input.at, terminalId: input.terminalId, appVersion: input.appVersion, outOfService: isOutOfService(checks), checks };
}

/** Spec §5 / §9 camera minimum, measured from a real frame. */
export function cameraCode(frame: { width: number; height: number } | null, meetsMinimum: (w: number, h: number) => boolean): SelfTestCode {
  if (frame === null || frame.width === 0 || frame.height === 0) return 'unknown-error';
  return meetsMinimum(frame.width, frame.height) ? 'ok' : 'low-resolution';
}

/**
 * The microphone as the self-test judges it (spec §8 "no microphone"): unattended at start, a
 * dead input (digital silence) fails; at the technician's headset check, only speech heard
 * passes. `level` is the loudest reading in dBFS, null where it could not be measured.
 */
export function microphoneCode(
  level: number | null,
  attended: boolean,
  rules: { heard: (dbfs: number) => boolean; dead: (dbfs: number) => boolean },
): SelfTestCode {
  if (level === null) return 'unknown-error';
  if (attended) return rules.heard(level) ? 'ok' : 'no-microphone';
  return rules.dead(level) ? 'no-microphone' : 'ok';
}

/** The test tone as the technician answered it: heard in the headset, or not. */
export function toneCode(heard: boolean): SelfTestCode {
  return heard ? 'ok' : 'tone-not-heard';
}

/** A reply slower than this makes the face check's frames late: the network check says so. */
export const API_LATENCY_WARNING_MS = 1_000;

/** Network reachability of the API's health route (`GET /api/health`). */
export function networkCode(answer: { status: number; body: unknown } | null): SelfTestCode {
  if (answer === null) return 'api-unreachable';
  const healthy = answer.status === 200 && typeof answer.body === 'object' && answer.body !== null && (answer.body as { status?: unknown }).status === 'ok';
  return healthy ? 'ok' : 'api-error';
}

/** A cache not confirmed by the API for this long is stale (the sync runs every 15 minutes). */
export const DICTIONARY_STALE_AFTER_MS = 24 * 60 * 60_000;

export function dictionariesCode(
  status: { healthy: boolean; missing: readonly string[]; dictionaries: readonly { syncedAt: string }[] },
  nowMs: number,
): SelfTestCode {
  if (!status.healthy || status.missing.length > 0 || status.dictionaries.length === 0) return 'dictionaries-missing';
  const age = dictionaryCacheAgeMs(status, nowMs);
  return age === null || age > DICTIONARY_STALE_AFTER_MS ? 'dictionaries-stale' : 'ok';
}

/**
 * The cache's age: how long ago its least recently confirmed copy was stored or confirmed by the
 * API (each sync confirms an unchanged copy). Null without copies or with an unreadable time.
 */
export function dictionaryCacheAgeMs(status: { dictionaries: readonly { syncedAt: string }[] }, nowMs: number): number | null {
  if (status.dictionaries.length === 0) return null;
  const oldest = Math.min(...status.dictionaries.map((d) => Date.parse(d.syncedAt)));
  return Number.isNaN(oldest) ? null : Math.max(0, nowMs - oldest);
}

/** An age in whole days, hours and minutes (rounded down), for "… ago". */
export function ageParts(ms: number): { days: number; hours: number; minutes: number } {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  return { days: Math.floor(minutes / 1_440), hours: Math.floor((minutes % 1_440) / 60), minutes: minutes % 60 };
}
