import { DEFAULT_EIMZO_AGENT_URL } from '../../src-domain/signatures/eimzo-protocol.ts';
import type { SignatureConfig } from '../../src-domain/http/routes/act-signatures.ts';
import { readCertificateFiles, type SignatureVerification } from './create-verifier.ts';

type Env = Readonly<Record<string, string | undefined>>;

export interface SignatureSetup {
  readonly verification: SignatureVerification;
  readonly agent: SignatureConfig;
}

function items(text: string | undefined): string[] {
  return (text ?? '').split(/[\s,]+/).filter(Boolean);
}

function webSocketUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`EIMZO_AGENT_URL must be a ws:// or wss:// address, got "${text}"`);
  }
  if (url.protocol !== 'ws:' && url.protocol !== 'wss:') throw new Error(`EIMZO_AGENT_URL must be a ws:// or wss:// address, got "${text}"`);
  return url.href;
}

function httpUrl(name: string, text: string): void {
  let url: URL | null = null;
  try {
    url = new URL(text);
  } catch {
    // reported below
  }
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:') throw new Error(`${name} must be an http:// or https:// address, got "${text}"`);
}

/**
 * Signature settings from the environment (docs/signatures.md "Configuration"):
 * SIGNATURE_TRUSTED_CA and SIGNATURE_INTERMEDIATE_CA (PEM or DER files), SIGNATURE_REVOCATION
 * (`crl`, `ocsp`, or `none` outside production), SIGNATURE_CRL_URLS, SIGNATURE_OCSP_URL, SIGNATURE_VERIFIER (`auto`,
 * `local`, `remote`), SIGNATURE_REMOTE_URL, SIGNATURE_TSA_URL with SIGNATURE_TSA_CA, EIMZO_AGENT_URL
 * and EIMZO_API_KEYS (domain,key,…).
 */
export function signatureSetupFromEnv(env: Env, options: { production: boolean; publicOrigin: string }): SignatureSetup {
  const revocation = env.SIGNATURE_REVOCATION?.trim() || 'crl';
  if (revocation !== 'crl' && revocation !== 'ocsp' && revocation !== 'none')
    throw new Error(`SIGNATURE_REVOCATION must be "crl", "ocsp" or "none", got "${revocation}"`);
  const ocspUrl = env.SIGNATURE_OCSP_URL?.trim() || undefined;
  if (ocspUrl) httpUrl('SIGNATURE_OCSP_URL', ocspUrl);
  if (revocation === 'none' && options.production)
    throw new Error('SIGNATURE_REVOCATION=none is refused when NODE_ENV=production: a revoked key would sign acts');
  const mode = env.SIGNATURE_VERIFIER?.trim() || 'auto';
  if (mode !== 'auto' && mode !== 'local' && mode !== 'remote') throw new Error(`SIGNATURE_VERIFIER must be "auto", "local" or "remote", got "${mode}"`);
  const remoteUrl = env.SIGNATURE_REMOTE_URL?.trim() || undefined;
  if (mode === 'remote' && !remoteUrl) throw new Error('SIGNATURE_VERIFIER=remote needs SIGNATURE_REMOTE_URL');
  const tsaUrl = env.SIGNATURE_TSA_URL?.trim() || undefined;
  if (tsaUrl && items(env.SIGNATURE_TSA_CA).length === 0)
    throw new Error('SIGNATURE_TSA_URL needs SIGNATURE_TSA_CA: the TSA certificate or the CA its tokens chain to');
  const apiKeys = items(env.EIMZO_API_KEYS);
  if (apiKeys.length % 2 !== 0) throw new Error('EIMZO_API_KEYS must be pairs: domain,key,domain,key…');
  return {
    verification: {
      trustedCas: readCertificateFiles(items(env.SIGNATURE_TRUSTED_CA)),
      intermediates: readCertificateFiles(items(env.SIGNATURE_INTERMEDIATE_CA)),
      revocation,
      crlUrls: items(env.SIGNATURE_CRL_URLS),
      ...(ocspUrl ? { ocspUrl } : {}),
      mode,
      remoteUrl,
      siteHost: new URL(options.publicOrigin).hostname,
      ...(tsaUrl ? { tsa: { url: tsaUrl, trustedCerts: readCertificateFiles(items(env.SIGNATURE_TSA_CA)) } } : {}),
    },
    agent: { agentUrl: webSocketUrl(env.EIMZO_AGENT_URL?.trim() || DEFAULT_EIMZO_AGENT_URL), apiKeys },
  };
}
