import { webcrypto } from 'node:crypto';

type CryptoKey = webcrypto.CryptoKey;
type CryptoKeyPair = webcrypto.CryptoKeyPair;
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { buildName, OID_COMMON_NAME, OID_COUNTRY, OID_ORGANIZATION, OID_PINFL, OID_UID } from '../../signatures/pki/x509-names.ts';

/**
 * A certification authority made at test time (no key is ever committed): a self-signed root
 * that issues personal certificates shaped like an Uzbek CA's (the PINFL attribute in the
 * subject) and publishes a CRL. ECDSA P-256 by default (fast to generate), RSA on request, so
 * both algorithms of the local verifier are exercised.
 */
export type TestKeyAlgorithm = 'ecdsa' | 'rsa';

export interface TestIdentity {
  readonly pin: string;
  readonly fullName: string;
  readonly certificate: pkijs.Certificate;
  readonly certificateDer: Uint8Array;
  readonly privateKey: CryptoKey;
  readonly publicKey: CryptoKey;
  /** Lower-case hex, as the verifier reports it. */
  readonly serialHex: string;
  readonly notBefore: Date;
  readonly notAfter: Date;
  readonly algorithm: TestKeyAlgorithm;
}

export interface IssueOptions {
  readonly pin: string;
  readonly fullName: string;
  readonly notBefore?: Date;
  readonly notAfter?: Date;
  readonly algorithm?: TestKeyAlgorithm;
  /** The OCSP responder's address, in the authority information access extension. */
  readonly ocspUrl?: string;
  /** A responder certificate: extended key usage id-kp-OCSPSigning. */
  readonly ocspSigning?: boolean;
}

export interface TestCa {
  readonly name: string;
  readonly certificate: pkijs.Certificate;
  readonly certificateDer: Uint8Array;
  /** The CA's own key, for a test OCSP responder answering as the CA. */
  readonly privateKey: CryptoKey;
  issue(options: IssueOptions): Promise<TestIdentity>;
  /** A CRL listing these serials (hex), signed by the CA, valid from `thisUpdate` for a day. */
  crl(revokedSerialsHex: readonly string[], thisUpdate?: Date): Promise<Uint8Array>;
}

// pkijs finds Node's WebCrypto as globalThis.crypto (Node 22), the same one used here.
const crypto = webcrypto;

const DAY_MS = 86_400_000;
const OID_AUTHORITY_INFO_ACCESS = '1.3.6.1.5.5.7.1.1';
const OID_AD_OCSP = '1.3.6.1.5.5.7.48.1';
const OID_EXT_KEY_USAGE = '2.5.29.37';
const OID_KP_OCSP_SIGNING = '1.3.6.1.5.5.7.3.9';

function personExtensions(options: IssueOptions): pkijs.Extension[] {
  const extensions: pkijs.Extension[] = [];
  if (options.ocspUrl) {
    const access = new pkijs.InfoAccess({
      accessDescriptions: [
        new pkijs.AccessDescription({ accessMethod: OID_AD_OCSP, accessLocation: new pkijs.GeneralName({ type: 6, value: options.ocspUrl }) }),
      ],
    });
    extensions.push(new pkijs.Extension({ extnID: OID_AUTHORITY_INFO_ACCESS, extnValue: access.toSchema().toBER(false), parsedValue: access }));
  }
  if (options.ocspSigning) {
    const usage = new pkijs.ExtKeyUsage({ keyPurposes: [OID_KP_OCSP_SIGNING] });
    extensions.push(new pkijs.Extension({ extnID: OID_EXT_KEY_USAGE, extnValue: usage.toSchema().toBER(false), parsedValue: usage }));
  }
  return extensions;
}

async function generateKeys(algorithm: TestKeyAlgorithm): Promise<CryptoKeyPair> {
  if (algorithm === 'rsa') {
    return crypto.subtle.generateKey({ name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, true, [
      'sign',
      'verify',
    ]);
  }
  return crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
}

let serialCounter = 0;

function nextSerial(): Uint8Array {
  serialCounter += 1;
  const random = crypto.getRandomValues(new Uint8Array(8));
  // A positive INTEGER in its shortest DER form: the top bit clear and the first byte never 0
  // (a leading zero byte is not minimal DER, and parse-signed-data.ts's `serialHex` drops it, so
  // one serial in 128 was reported two ways), and a counter so two serials never collide in a run.
  random[0] = (random[0] ?? 0) & 0x7f || 0x01;
  random[7] = serialCounter & 0xff;
  return random;
}

function hex(bytes: ArrayBuffer | Uint8Array): string {
  return Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)).toString('hex');
}

function der(certificate: pkijs.Certificate): Uint8Array {
  return new Uint8Array(certificate.toSchema(true).toBER(false));
}

async function buildCertificate(options: {
  subject: pkijs.RelativeDistinguishedNames;
  issuer: pkijs.RelativeDistinguishedNames;
  publicKey: CryptoKey;
  signingKey: CryptoKey;
  notBefore: Date;
  notAfter: Date;
  ca: boolean;
  extensions?: readonly pkijs.Extension[];
}): Promise<pkijs.Certificate> {
  const certificate = new pkijs.Certificate();
  certificate.version = 2;
  certificate.serialNumber = new asn1js.Integer({ valueHex: nextSerial() });
  certificate.subject = options.subject;
  certificate.issuer = options.issuer;
  certificate.notBefore.value = options.notBefore;
  certificate.notAfter.value = options.notAfter;
  const basic = new pkijs.BasicConstraints({ cA: options.ca });
  // keyUsage: digitalSignature + nonRepudiation for people; keyCertSign + cRLSign for the CA.
  const usage = new asn1js.BitString({ valueHex: new Uint8Array([options.ca ? 0x06 : 0xc0]).buffer, unusedBits: 1 });
  certificate.extensions = [
    new pkijs.Extension({ extnID: '2.5.29.19', critical: true, extnValue: basic.toSchema().toBER(false), parsedValue: basic }),
    new pkijs.Extension({ extnID: '2.5.29.15', critical: true, extnValue: usage.toBER(false) }),
    ...(options.extensions ?? []),
  ];
  await certificate.subjectPublicKeyInfo.importKey(options.publicKey);
  await certificate.sign(options.signingKey, 'SHA-256');
  return certificate;
}

/** A new root CA valid from a day ago for ten years (or the given window). */
export async function createTestCa(name = 'E-Notary Test CA', window?: { notBefore: Date; notAfter: Date }): Promise<TestCa> {
  const keys = await generateKeys('ecdsa');
  const subject = buildName([
    [OID_COUNTRY, 'UZ'],
    [OID_ORGANIZATION, 'E-Notary tests'],
    [OID_COMMON_NAME, name],
  ]);
  const now = Date.now();
  const caCert = await buildCertificate({
    subject,
    issuer: subject,
    publicKey: keys.publicKey,
    signingKey: keys.privateKey,
    notBefore: window?.notBefore ?? new Date(now - DAY_MS),
    notAfter: window?.notAfter ?? new Date(now + 3650 * DAY_MS),
    ca: true,
  });
  return {
    name,
    certificate: caCert,
    certificateDer: der(caCert),
    privateKey: keys.privateKey,
    async issue(options) {
      const algorithm = options.algorithm ?? 'ecdsa';
      const personKeys = await generateKeys(algorithm);
      const notBefore = options.notBefore ?? new Date(Date.now() - DAY_MS);
      const notAfter = options.notAfter ?? new Date(Date.now() + 365 * DAY_MS);
      const certificate = await buildCertificate({
        subject: buildName([
          [OID_COUNTRY, 'UZ'],
          [OID_COMMON_NAME, options.fullName],
          [OID_UID, options.pin.slice(0, 9)],
          [OID_PINFL, options.pin],
        ]),
        issuer: subject,
        publicKey: personKeys.publicKey,
        signingKey: keys.privateKey,
        notBefore,
        notAfter,
        ca: false,
        extensions: personExtensions(options),
      });
      return {
        pin: options.pin,
        fullName: options.fullName,
        certificate,
        certificateDer: der(certificate),
        privateKey: personKeys.privateKey,
        publicKey: personKeys.publicKey,
        serialHex: hex(certificate.serialNumber.valueBlock.valueHexView),
        notBefore,
        notAfter,
        algorithm,
      };
    },
    async crl(revokedSerialsHex, thisUpdate = new Date(Date.now() - 60_000)) {
      const list = new pkijs.CertificateRevocationList();
      list.version = 1;
      list.issuer = subject;
      list.thisUpdate = new pkijs.Time({ type: 0, value: thisUpdate });
      list.nextUpdate = new pkijs.Time({ type: 0, value: new Date(thisUpdate.getTime() + DAY_MS) });
      list.revokedCertificates = revokedSerialsHex.map(
        (serial) =>
          new pkijs.RevokedCertificate({
            userCertificate: new asn1js.Integer({ valueHex: new Uint8Array(Buffer.from(serial, 'hex')) }),
            revocationDate: new pkijs.Time({ type: 0, value: thisUpdate }),
          }),
      );
      if (list.revokedCertificates.length === 0) delete list.revokedCertificates;
      await list.sign(keys.privateKey, 'SHA-256');
      return new Uint8Array(list.toSchema(true).toBER(false));
    },
  };
}
