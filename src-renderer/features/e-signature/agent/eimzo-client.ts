import {
  type AgentFailure,
  type EimzoKey,
  type EimzoRequest,
  type EimzoResponse,
  failureOfReason,
  keyFromCertificate,
} from '../../../../src-domain/signatures/eimzo-protocol.ts';
import { type AgentTransport, AgentUnavailableError } from '../../../platform/eimzo-agent.ts';

/** What went wrong, as the signing panel tells it (docs/signatures.md "Messages"). */
export class AgentFailureError extends Error {
  readonly failure: AgentFailure;
  readonly reason: string | undefined;

  constructor(failure: AgentFailure, reason?: string) {
    super(`E-IMZO: ${failure}${reason ? ` (${reason})` : ''}`);
    this.name = 'AgentFailureError';
    this.failure = failure;
    this.reason = reason;
  }
}

/** Quick calls; `load_key` and `create_pkcs7` wait while the agent asks for the key's password. */
const QUICK_MS = 15_000;
const WITH_PASSWORD_MS = 300_000;

async function call(transport: AgentTransport, request: EimzoRequest, timeoutMs: number): Promise<EimzoResponse> {
  let answer: EimzoResponse;
  try {
    answer = await transport.call(request, timeoutMs);
  } catch (error) {
    if (error instanceof AgentUnavailableError) throw new AgentFailureError('agent_unavailable', error.message);
    throw error;
  }
  if (!answer.success) throw new AgentFailureError(failureOfReason(answer.reason), answer.reason);
  return answer;
}

/**
 * The keys the agent offers, as e-imzo-client.js finds them (qo0p/e-imzo-doc): the agent's
 * version answers (it runs), the site's API keys are installed when configured, then the key
 * files are listed. Only keys of a person (with a PINFL) can sign an act.
 */
export async function listKeys(transport: AgentTransport, apiKeys: readonly string[]): Promise<EimzoKey[]> {
  await call(transport, { name: 'version' }, QUICK_MS);
  if (apiKeys.length > 0) await call(transport, { name: 'apikey', arguments: [...apiKeys] }, QUICK_MS);
  const listed = await call(transport, { plugin: 'pfx', name: 'list_all_certificates' }, QUICK_MS);
  const keys = (listed.certificates ?? []).map(keyFromCertificate).filter((key) => key.pin !== '');
  if (keys.length === 0) throw new AgentFailureError('no_keys');
  return keys;
}

export function isExpired(key: EimzoKey, now: Date): boolean {
  return (key.validTo !== null && key.validTo.getTime() < now.getTime()) || (key.validFrom !== null && key.validFrom.getTime() > now.getTime());
}

/**
 * Signs `dataBase64` with the chosen key: the agent loads it (asking the password in its own
 * window) and makes an attached PKCS#7 (`create_pkcs7` with 'no'). An expired key is refused
 * here, before the agent asks anything.
 */
export async function signWithKey(transport: AgentTransport, key: EimzoKey, dataBase64: string, now: Date): Promise<string> {
  if (isExpired(key, now)) throw new AgentFailureError('key_expired');
  const { disk, path, name, alias } = key.certificate;
  const loaded = await call(transport, { plugin: 'pfx', name: 'load_key', arguments: [disk, path, name, alias] }, WITH_PASSWORD_MS);
  if (!loaded.keyId) throw new AgentFailureError('agent_error', 'no keyId');
  const signed = await call(transport, { plugin: 'pkcs7', name: 'create_pkcs7', arguments: [dataBase64, loaded.keyId, 'no'] }, WITH_PASSWORD_MS);
  if (!signed.pkcs7_64) throw new AgentFailureError('agent_error', 'no pkcs7_64');
  return signed.pkcs7_64;
}
