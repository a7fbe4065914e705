/**
 * Cyrillic and Cyrillic Supplement blocks: covers Russian and the Uzbek letters ў қ ғ ҳ. The
 * login form warns when these are typed where Latin is needed (spec §5), a common slip on
 * keyboards left in the Cyrillic layout: "АА" looks like "AA" but is not.
 */
const CYRILLIC = /[\u0400-\u052F]/u;

export function hasCyrillic(text: string): boolean {
  return CYRILLIC.test(text);
}
