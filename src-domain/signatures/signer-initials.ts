/**
 * How a signer is named beside their signature (issue's "signer initials"; spec §3 keeps names
 * to the act's people): the surname whole, the other names by their initial —
 * "KARIMOV AZIZ ALIYEVICH" → "Karimov A. A.". Certificates spell names in capitals; the
 * surname is shown with a capital first letter only.
 */
export function signerInitials(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const [surname, ...rest] = words;
  if (surname === undefined) return '';
  const chars = Array.from(surname.toLocaleLowerCase('ru'));
  const shownSurname = (chars[0] ?? '').toLocaleUpperCase('ru') + chars.slice(1).join('');
  const initials = rest.slice(0, 2).map((word) => `${(Array.from(word)[0] ?? '').toLocaleUpperCase('ru')}.`);
  return [shownSurname, ...initials].join(' ');
}
