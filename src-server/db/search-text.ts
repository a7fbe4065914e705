/**
 * Search columns (`search_text`) hold lower-cased text with every apostrophe form folded to one,
 * and queries are folded the same way: people type "o'g'li" for "o‘g‘li" and "Ra'no" for "Ra’no".
 * Folding in JavaScript rather than SQL makes LIKE behave the same on SQLite and PostgreSQL.
 */
const APOSTROPHES = /['`ʻʼ‘’]/g;

export function foldSearchText(text: string): string {
  return text.toLowerCase().replace(APOSTROPHES, "'").replace(/\s+/g, ' ').trim();
}

/** A LIKE pattern matching `query` anywhere, with `%`, `_` and `\` taken literally. */
export function containsPattern(query: string): string {
  return `%${foldSearchText(query).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
