/**
 * Uzbekistan's national cryptographic algorithms (O'zDSt 1092 signatures, O'zDSt 1106 hashes)
 * have OIDs under 1.2.860.3.15 (the E-IMZO-SERVER sample answers in qo0p/e-imzo-doc name keys
 * "OZDST-1092-2009-2" with algorithm 1.2.860.3.15.1.1.2.1 and hashes 1.2.860.3.15.1.3.2.1.1).
 * Neither WebCrypto nor pkijs implements them, so such signatures go to the remote service.
 */
export const NATIONAL_ALGORITHM_ARC = '1.2.860.3.15.';

export function isNationalAlgorithm(oid: string): boolean {
  return oid.startsWith(NATIONAL_ALGORITHM_ARC);
}
