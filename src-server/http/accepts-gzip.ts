/**
 * Whether an `Accept-Encoding` header admits gzip (RFC 9110 §12.5.3): `gzip` (or its alias
 * `x-gzip`) listed with a weight above zero, or `*` above zero when gzip is not refused by name.
 * No header, or an empty one, asks for the answer as it is.
 */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let named: boolean | null = null;
  let any = false;
  for (const part of header.split(',')) {
    const [coding = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    const admitted = Number.isFinite(weight) && weight > 0;
    if (coding === 'gzip' || coding === 'x-gzip') named = named === true || admitted;
    else if (coding === '*') any = admitted;
  }
  return named ?? any;
}
