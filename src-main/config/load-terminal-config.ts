import { readFile } from 'node:fs/promises';
import * as v from 'valibot';
import { TerminalConfigSchema, type TerminalConfig } from '../../src-domain/bridge/contract.ts';
import { KIOSK_IDLE_TIMEOUT_DEFAULT_S } from '../../src-domain/constants.ts';
import { DEFAULT_LOCALE } from '../../src-domain/i18n/locale.ts';
import { isAcceptableApiUrl } from './api-url-policy.ts';

export type TerminalConfigErrorCode = 'config_missing' | 'config_unreadable' | 'config_not_json' | 'config_invalid' | 'config_insecure_api';

/** What the diagnostic page shows a technician: what is wrong, in which file, field by field. */
export type TerminalConfigError = { code: TerminalConfigErrorCode; path: string; message: string; issues: string[] };

export type TerminalConfigLoad = { ok: true; config: TerminalConfig; source: 'file' | 'dev-defaults' } | { ok: false; error: TerminalConfigError };

type Env = Readonly<Record<string, string | undefined>>;

export type LoadInput = {
  path: string;
  env: Env;
  /** Unpackaged (developer) runs may start without a file; a real terminal may not. */
  allowDevDefaults: boolean;
  read?: (path: string) => Promise<string>;
};

/** Defaults for a developer machine, pointing at the local reference server. */
export function devDefaultConfig(env: Env): unknown {
  return {
    terminalId: 'dev-terminal',
    apiBaseUrl: env.API_BASE_URL?.trim() || 'http://localhost:8080',
    hallName: 'Development terminal',
    idleTimeoutS: KIOSK_IDLE_TIMEOUT_DEFAULT_S,
    defaultLocale: DEFAULT_LOCALE,
  };
}

/** Never throws: a broken terminal shows a diagnostic page instead of crashing (no black screen). */
export async function loadTerminalConfig(input: LoadInput): Promise<TerminalConfigLoad> {
  const read = input.read ?? ((p: string) => readFile(p, 'utf8'));
  const fail = (code: TerminalConfigErrorCode, message: string, issues: string[] = []): TerminalConfigLoad => ({
    ok: false,
    error: { code, path: input.path, message, issues },
  });

  let text: string;
  try {
    text = await read(input.path);
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    if (missing && input.allowDevDefaults) return validate(devDefaultConfig(input.env), 'dev-defaults', fail);
    if (missing) return fail('config_missing', 'The terminal configuration file does not exist.');
    return fail('config_unreadable', `The terminal configuration file cannot be read: ${String(error)}`);
  }

  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return fail('config_not_json', `The terminal configuration file is not valid JSON: ${String(error)}`);
  }
  return validate(raw, 'file', fail);
}

function validate(
  raw: unknown,
  source: 'file' | 'dev-defaults',
  fail: (code: TerminalConfigErrorCode, message: string, issues?: string[]) => TerminalConfigLoad,
): TerminalConfigLoad {
  const result = v.safeParse(TerminalConfigSchema, raw);
  // v.object drops unknown keys silently; a misspelt field would quietly fall back to its default.
  const unknown = isRecord(raw) ? Object.keys(raw).filter((key) => !Object.hasOwn(TerminalConfigSchema.entries, key)) : [];
  const issues = [
    ...(result.success ? [] : result.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`)),
    ...unknown.map((key) => `${key}: unknown field`),
  ];
  if (!result.success || issues.length > 0) {
    return fail('config_invalid', 'The terminal configuration does not match the expected fields.', issues);
  }
  if (!isAcceptableApiUrl(result.output.apiBaseUrl)) {
    return fail('config_insecure_api', 'apiBaseUrl must use https (plain http only for localhost).', [`apiBaseUrl: ${result.output.apiBaseUrl}`]);
  }
  return { ok: true, config: result.output, source };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
