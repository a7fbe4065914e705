import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

/**
 * Where the verifier learns revocations (docs/signatures.md "Revocation"): the CRLs the
 * configured authorities publish (SIGNATURE_CRL_URLS), fetched when first needed and again once
 * their nextUpdate has passed. A CRL counts only when its issuer's signature on it verifies and
 * `now` falls between its thisUpdate and nextUpdate.
 */
export interface CrlSource {
  /** The current CRL of this issuer, or null when none could be had. */
  currentCrl(issuer: pkijs.Certificate, now: Date): Promise<pkijs.CertificateRevocationList | null>;
}

export type FetchBytes = (url: string) => Promise<Uint8Array>;

export async function fetchBytes(url: string): Promise<Uint8Array> {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`CRL ${url}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** DER, or PEM with a `-----BEGIN X509 CRL-----` block. */
function parseCrl(bytes: Uint8Array): pkijs.CertificateRevocationList | null {
  const text = Buffer.from(bytes).toString('latin1');
  const pem = /-----BEGIN X509 CRL-----([\s\S]+?)-----END X509 CRL-----/.exec(text);
  const der = pem?.[1] ? new Uint8Array(Buffer.from(pem[1].replace(/\s+/g, ''), 'base64')) : bytes;
  const asn = asn1js.fromBER(der);
  if (asn.offset === -1) return null;
  try {
    return new pkijs.CertificateRevocationList({ schema: asn.result });
  } catch {
    return null;
  }
}

function isCurrent(crl: pkijs.CertificateRevocationList, now: Date): boolean {
  const next = crl.nextUpdate?.value;
  return crl.thisUpdate.value.getTime() <= now.getTime() && (next === undefined || now.getTime() < next.getTime());
}

export function createHttpCrlSource(urls: readonly string[], fetcher: FetchBytes = fetchBytes): CrlSource {
  const cache = new Map<string, pkijs.CertificateRevocationList>();

  async function load(url: string, now: Date): Promise<pkijs.CertificateRevocationList | null> {
    const cached = cache.get(url);
    if (cached && isCurrent(cached, now)) return cached;
    try {
      const crl = parseCrl(await fetcher(url));
      if (crl) cache.set(url, crl);
      return crl;
    } catch {
      // An unreachable publisher: a CRL still current from before is as good as ever.
      return cached && isCurrent(cached, now) ? cached : null;
    }
  }

  return {
    async currentCrl(issuer, now) {
      for (const url of urls) {
        const crl = await load(url, now);
        if (!crl || !crl.issuer.isEqual(issuer.subject) || !isCurrent(crl, now)) continue;
        if (await crl.verify({ issuerCertificate: issuer })) return crl;
      }
      return null;
    },
  };
}

/** The serial is listed on the CRL (revoked, whatever the reason; a hold counts too). */
export function isRevokedBy(crl: pkijs.CertificateRevocationList, certificate: pkijs.Certificate): boolean {
  const serial = Buffer.from(certificate.serialNumber.valueBlock.valueHexView);
  return (crl.revokedCertificates ?? []).some((item) => Buffer.from(item.userCertificate.valueBlock.valueHexView).equals(serial));
}
