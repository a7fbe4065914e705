/**
 * The portal address a registered act's QR code opens (spec §2 screen 11): the public act check
 * with the registry number and the act's check code, which verifies at once and shows the
 * act's live state. Relative to the portal's origin; registration prefixes its public URL.
 */
export const ACT_CHECK_PAGE = '/search_notarial_act';

export function actVerifyLink(regnum: string, code: string): string {
  return `${ACT_CHECK_PAGE}?regnum=${encodeURIComponent(regnum)}&code=${encodeURIComponent(code)}`;
}
