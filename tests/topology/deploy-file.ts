/**
 * The deployment's files (deploy/) run in the topology test as they are, with only the lines that
 * name this machine's addresses, ports and paths replaced. Those lines end with a `# marker`
 * comment; a marker that is missing fails the test, so the file and the test cannot drift apart.
 */
export function replaceMarked(text: string, file: string, replacements: Readonly<Record<string, string>>): string {
  let result = text;
  for (const [marker, line] of Object.entries(replacements)) {
    const pattern = new RegExp(`^([ \\t]*).*# ${marker}$`, 'gm');
    if (!pattern.test(result)) throw new Error(`${file} has no line marked "# ${marker}"`);
    result = result.replace(pattern, (_whole, indent: string) => `${indent}${line}`);
  }
  return result;
}

/** Lines marked `# marker`, each replaced by every line of `lines` (e.g. an upstream's servers). */
export function replaceMarkedLines(text: string, file: string, marker: string, lines: readonly string[]): string {
  const pattern = new RegExp(`^([ \\t]*).*# ${marker}\\n`, 'gm');
  const found = text.match(pattern);
  if (!found) throw new Error(`${file} has no line marked "# ${marker}"`);
  let first = true;
  return text.replace(pattern, (_whole, indent: string) => {
    if (!first) return '';
    first = false;
    return lines.map((line) => `${indent}${line}\n`).join('');
  });
}

/** `key=value` lines (coturn's file, which takes no comment after a value) given new values; each key must be there once. */
export function replaceSetting(text: string, file: string, values: Readonly<Record<string, string>>): string {
  let result = text;
  for (const [key, value] of Object.entries(values)) {
    const pattern = new RegExp(`^${key}=.*$`, 'gm');
    const found = result.match(pattern)?.length ?? 0;
    if (found !== 1) throw new Error(`${file} sets "${key}" ${found} times, not once`);
    result = result.replace(pattern, `${key}=${value}`);
  }
  return result;
}
