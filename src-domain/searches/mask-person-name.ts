/**
 * A name reduced to what a public check needs to recognise a person without exposing them:
 * the initial of the surname and of the given name, "Karimova Dilnoza Rustam qizi" →
 * "K*** D***". The patronymic is dropped. An empty name gives "***".
 */
export function maskPersonName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean).slice(0, 2);
  if (words.length === 0) return '***';
  return words.map((word) => `${(Array.from(word)[0] ?? '').toUpperCase()}***`).join(' ');
}
