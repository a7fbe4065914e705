import type { FreeMask, PatternMask } from '../masks/mask.ts';

/**
 * Masks of the ban-check fields (spec §5: required fields marked; masks as in §5) that the
 * shared `MASKS` does not hold. The tech passport series is a free mask: the traffic-safety
 * database holds 3-letter series (AAF) beside the 5-letter pattern of act forms.
 */
export const SEARCH_MASKS = {
  techPassportSeries: { kind: 'free', allowed: /^[A-Za-z]$/, maxLength: 5, uppercase: true } satisfies FreeMask,
  techPassportNumber: { kind: 'pattern', pattern: '9999999', uppercase: false } satisfies PatternMask,
  /** Agricultural machinery registration number, e.g. "TT 1234": letters, digits and spaces. */
  machineryNumber: { kind: 'free', allowed: /^[A-Za-z0-9 ]$/, maxLength: 20, uppercase: true } satisfies FreeMask,
  /** Inheritance case number, e.g. 145/2026. */
  caseNumber: { kind: 'free', allowed: /^[A-Za-z0-9/ -]$/, maxLength: 30, uppercase: true } satisfies FreeMask,
} as const;
