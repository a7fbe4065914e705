/**
 * The file name of a download (spec §7: "file name from content-disposition"), read as RFC 6266
 * says: parameters are tokens or quoted strings (RFC 9110 §5.6.4, backslash escapes), and
 * `filename*` (RFC 8187 ext-value, `UTF-8''%D0%90.pdf`) wins over `filename`, which a sender adds
 * only as a fallback for old clients.
 */

export interface ContentDisposition {
  /** `attachment`, `inline`, … lower-cased. */
  type: string;
  /** Parameter names lower-cased; the first occurrence wins. */
  params: Readonly<Record<string, string>>;
}

export function parseContentDisposition(header: string | null | undefined): ContentDisposition | undefined {
  if (!header) return undefined;
  const typeEnd = header.indexOf(';');
  const type = (typeEnd < 0 ? header : header.slice(0, typeEnd)).trim().toLowerCase();
  if (!type) return undefined;
  const params: Record<string, string> = {};
  let i = typeEnd < 0 ? header.length : typeEnd + 1;
  while (i < header.length) {
    const eq = header.indexOf('=', i);
    const semi = header.indexOf(';', i);
    if (eq < 0 || (semi >= 0 && semi < eq)) {
      // A parameter without a value: skip it.
      i = semi < 0 ? header.length : semi + 1;
      continue;
    }
    const name = header.slice(i, eq).trim().toLowerCase();
    const read = readValue(header, eq + 1);
    if (name && !Object.hasOwn(params, name)) params[name] = read.value;
    i = read.end;
  }
  return { type, params };
}

/** Reads a token or a quoted string starting at `start`; `end` is just past the next `;`. */
function readValue(header: string, start: number): { value: string; end: number } {
  let i = start;
  while (header[i] === ' ' || header[i] === '\t') i += 1;
  if (header[i] !== '"') {
    const semi = header.indexOf(';', i);
    const stop = semi < 0 ? header.length : semi;
    return { value: header.slice(i, stop).trim(), end: stop + 1 };
  }
  let value = '';
  i += 1;
  while (i < header.length && header[i] !== '"') {
    if (header[i] === '\\' && i + 1 < header.length) i += 1;
    value += header[i];
    i += 1;
  }
  const semi = header.indexOf(';', i);
  return { value, end: semi < 0 ? header.length : semi + 1 };
}

/** Decodes an RFC 8187 ext-value (`charset'lang'pct-encoded`); UTF-8 and ISO-8859-1 only. */
export function decodeExtValue(value: string): string | undefined {
  const match = /^([\w!#$%&+^`{}~-]+)'[^']*'(.*)$/.exec(value);
  if (!match) return undefined;
  const charset = (match[1] ?? '').toLowerCase();
  const encoded = match[2] ?? '';
  try {
    if (charset === 'utf-8') return decodeURIComponent(encoded);
    if (charset === 'iso-8859-1') return encoded.replace(/%([0-9a-f]{2})/gi, (_whole, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  } catch {
    // Malformed percent-encoding: fall back to `filename`.
  }
  return undefined;
}

/**
 * `fetch` gives header values byte for byte as Latin-1 characters, so a server that puts raw
 * UTF-8 into `filename="…"` (common, though not allowed) arrives garbled; decode it if it is
 * valid UTF-8, else keep it.
 */
function repairRawUtf8(value: string): string {
  const codes = Array.from(value, (char) => char.charCodeAt(0));
  if (!codes.some((code) => code >= 0x80) || codes.some((code) => code > 0xff)) return value;
  const bytes = Uint8Array.from(codes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return value;
  }
}

/**
 * A name safe to offer in a save dialog: no directories (a `../` from the server must not choose
 * the folder), no control characters. Undefined when nothing usable is left.
 */
function safeFileName(name: string): string | undefined {
  const isControl = (char: string): boolean => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f;
  const base = Array.from(name.split(/[/\\]/).pop() ?? '')
    .filter((char) => !isControl(char))
    .join('')
    .trim();
  return base && base !== '.' && base !== '..' ? base : undefined;
}

export function fileNameFromContentDisposition(header: string | null | undefined): string | undefined {
  const parsed = parseContentDisposition(header);
  if (!parsed) return undefined;
  const extended = parsed.params['filename*'];
  const fromExtended = extended === undefined ? undefined : decodeExtValue(extended);
  if (fromExtended !== undefined) {
    const name = safeFileName(fromExtended);
    if (name) return name;
  }
  const plain = parsed.params.filename;
  return plain === undefined ? undefined : safeFileName(repairRawUtf8(plain));
}
