import * as v from 'valibot';

/**
 * The E-IMZO agent's JSON calls that the portal makes (docs/signatures.md "The agent"; the
 * integration guide qo0p/e-imzo-doc, its `e-imzo.js` and `e-imzo-client.js`): the page opens
 * one websocket per call to the agent on the user's computer
 * (`wss://127.0.0.1:64443/service/cryptapi`), sends one JSON request and reads one JSON answer.
 * The key's password is asked by the agent in its own window, never by the page.
 */
export const DEFAULT_EIMZO_AGENT_URL = 'wss://127.0.0.1:64443/service/cryptapi';

export const EimzoRequestSchema = v.union([
  v.strictObject({ name: v.literal('version') }),
  /** `apikey` arguments are domain, key, domain, key… (the site's key registered with E-IMZO). */
  v.strictObject({ name: v.literal('apikey'), arguments: v.array(v.string()) }),
  v.strictObject({ plugin: v.literal('pfx'), name: v.literal('list_all_certificates') }),
  /** disk, path, name, alias of one listed certificate. */
  v.strictObject({ plugin: v.literal('pfx'), name: v.literal('load_key'), arguments: v.tuple([v.string(), v.string(), v.string(), v.string()]) }),
  /** data in base64, the keyId load_key gave, and 'yes' for detached or 'no' for attached. */
  v.strictObject({ plugin: v.literal('pkcs7'), name: v.literal('create_pkcs7'), arguments: v.tuple([v.string(), v.string(), v.picklist(['yes', 'no', ''])]) }),
]);
export type EimzoRequest = v.InferOutput<typeof EimzoRequestSchema>;

/** A listed key file: where it is and its alias, an X.500-like text with the subject and dates. */
export const EimzoCertificateSchema = v.object({
  disk: v.string(),
  path: v.string(),
  name: v.string(),
  alias: v.string(),
});
export type EimzoCertificate = v.InferOutput<typeof EimzoCertificateSchema>;

/** Every answer has `success`; a refusal carries the agent's `reason` text. */
export const EimzoResponseSchema = v.looseObject({
  success: v.boolean(),
  reason: v.optional(v.string()),
  major: v.optional(v.union([v.string(), v.number()])),
  minor: v.optional(v.union([v.string(), v.number()])),
  certificates: v.optional(v.array(EimzoCertificateSchema)),
  keyId: v.optional(v.string()),
  pkcs7_64: v.optional(v.string()),
});
export type EimzoResponse = v.InferOutput<typeof EimzoResponseSchema>;

/** One key as the portal shows it, read from the alias (e-imzo-client.js `_findPfxs2`). */
export interface EimzoKey {
  readonly certificate: EimzoCertificate;
  readonly commonName: string;
  readonly pin: string;
  readonly serialNumber: string;
  readonly validFrom: Date | null;
  readonly validTo: Date | null;
}

/** One value of the alias, e.g. `cn`, `1.2.860.3.16.1.2` (PINFL), `validfrom` — matched case-insensitively. */
export function aliasValue(alias: string, field: string): string {
  const parts = alias.split(/,(?=[A-Za-z0-9.]+=)/);
  const wanted = `${field.toLowerCase()}=`;
  const part = parts.find((item) => item.toLowerCase().startsWith(wanted));
  return part === undefined ? '' : part.slice(wanted.length).trim();
}

/** "2026.11.26 15:04:05" as the agent prints validity (local time of the agent's machine). */
export function aliasDate(text: string): Date | null {
  const match = /^(\d{4})\.(\d{2})\.(\d{2})\s+(\d{2}):(\d{2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as [number, number, number, number, number, number, number];
  return new Date(y, mo - 1, d, h, mi, s);
}

/** The PINFL attribute of Uzbek certificates' subject (qo0p/e-imzo-doc README: 1.2.860.3.16.1.2). */
export const PINFL_OID = '1.2.860.3.16.1.2';

export function keyFromCertificate(certificate: EimzoCertificate): EimzoKey {
  const alias = certificate.alias;
  return {
    certificate,
    commonName: aliasValue(alias, 'cn'),
    pin: aliasValue(alias, PINFL_OID) || aliasValue(alias, 'pinfl'),
    serialNumber: aliasValue(alias, 'serialnumber'),
    validFrom: aliasDate(aliasValue(alias, 'validfrom')),
    validTo: aliasDate(aliasValue(alias, 'validto')),
  };
}

/**
 * What went wrong with the agent, as the page tells the user (docs/signatures.md "Messages").
 * The agent reports a wrong password as a Java `BadPaddingException` in `reason`
 * (qo0p/e-imzo-doc e-imzo-init.js `uiHandleError`); a closed password window as a cancelled one.
 */
export const AGENT_FAILURES = ['agent_unavailable', 'no_keys', 'key_expired', 'cancelled', 'wrong_password', 'agent_error'] as const;
export type AgentFailure = (typeof AGENT_FAILURES)[number];

export function failureOfReason(reason: string | undefined): AgentFailure {
  const text = reason ?? '';
  if (/BadPaddingException|password.*(incorrect|wrong|invalid)|неверн/i.test(text)) return 'wrong_password';
  if (/cancel|отмен|bekor/i.test(text)) return 'cancelled';
  return 'agent_error';
}
