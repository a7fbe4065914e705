import * as v from 'valibot';
import { TerminalConfigSchema, type TerminalConfig } from '../../src-domain/bridge/contract.ts';
import type { DictionaryCacheStatus } from '../../src-domain/bridge/dictionary-contract.ts';
import { HEALTH_PATH } from '../../src-domain/http/routes/health.ts';
import { checkResult, dictionariesCode, networkCode, type CheckResult } from '../../src-domain/kiosk/self-test.ts';
import { isAcceptableApiUrl } from '../config/api-url-policy.ts';
import type { FetchLike } from '../dictionaries/sync-dictionaries.ts';

export const HEALTH_TIMEOUT_MS = 5_000;

/** Reachability and round-trip time of the API (`GET /api/health`), measured in main. */
export async function networkCheck(apiBaseUrl: string, fetch: FetchLike, now: () => number = () => performance.now()): Promise<CheckResult> {
  const url = `${new URL(apiBaseUrl).origin}${HEALTH_PATH}`;
  const started = now();
  try {
    const response = await fetch(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) });
    const body: unknown = await response.json().catch(() => null);
    const latencyMs = Math.round(now() - started);
    return checkResult('network', networkCode({ status: response.status, body }), { latencyMs, status: response.status });
  } catch (error) {
    return checkResult('network', networkCode(null), { error: error instanceof Error ? error.message : String(error) });
  }
}

/**
 * The config as the terminal runs it, checked again against the schema and, when it came from
 * a file, re-read from disk: a file damaged since start breaks the next start, and the
 * technician should hear it now.
 */
export async function terminalConfigCheck(config: TerminalConfig, reread?: () => Promise<{ ok: boolean; issue?: string }>): Promise<CheckResult> {
  const parsed = v.safeParse(TerminalConfigSchema, config);
  if (!parsed.success) return checkResult('terminal-config', 'config-invalid', { issue: v.summarize(parsed.issues) });
  if (!isAcceptableApiUrl(config.apiBaseUrl)) return checkResult('terminal-config', 'config-invalid', { issue: 'apiBaseUrl must use https' });
  const onDisk = reread ? await reread() : { ok: true };
  if (!onDisk.ok) return checkResult('terminal-config', 'config-invalid', { issue: onDisk.issue ?? 'the file changed and is no longer valid' });
  return checkResult('terminal-config', 'ok', { terminalId: config.terminalId, api: new URL(config.apiBaseUrl).origin });
}

export function dictionariesCheck(status: DictionaryCacheStatus, nowMs: number): CheckResult {
  const items = status.dictionaries.reduce((sum, d) => sum + d.itemCount, 0);
  const figures: Record<string, number | string> = { dictionaries: status.dictionaries.length, items };
  if (status.lastSync) figures.lastSync = status.lastSync.at;
  if (status.missing.length > 0) figures.missing = status.missing.join(', ');
  return checkResult('dictionaries', dictionariesCode(status, nowMs), figures);
}
