/**
 * A small XML reader for bank statements (camt053.ts), written for what it is given: a file a
 * person uploads. It reads elements, attributes, text, CDATA and the five predefined entities
 * and character references, and refuses a document type declaration outright — no DTD, so no
 * external entities and no entity expansion bombs — as well as anything malformed, too deep or
 * too large. Names keep only their local part: camt.053's versions differ in namespace only.
 */
export interface XmlElement {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: XmlElement[];
  text: string;
}

export class XmlError extends Error {}

const MAX_DEPTH = 64;
const MAX_ELEMENTS = 500_000;
const NAME = /^[A-Za-z_][\w.:-]*/;
const ENTITIES: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
}

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]{1,6}|#\d{1,7}|[a-z]{2,4});/g, (whole, body: string) => {
    if (body.startsWith('#x')) return String.fromCodePoint(Number.parseInt(body.slice(2), 16));
    if (body.startsWith('#')) return String.fromCodePoint(Number(body.slice(1)));
    const known = ENTITIES[body];
    if (known === undefined) throw new XmlError(`unknown entity ${whole}`);
    return known;
  });
}

function readAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  const pattern = /([A-Za-z_][\w.:-]*)\s*=\s*("([^"]*)"|'([^']*)')/g;
  let rest = source;
  for (const match of source.matchAll(pattern)) {
    attributes[localName(match[1] ?? '')] = decode(match[3] ?? match[4] ?? '');
    rest = rest.replace(match[0], '');
  }
  if (rest.trim() !== '') throw new XmlError('malformed attributes');
  return attributes;
}

/** Where the tag opened at `from` ends: the first `>` outside a quoted attribute value. */
function tagEnd(source: string, from: number): number {
  let quote: string | null = null;
  for (let index = from; index < source.length; index += 1) {
    const char = source[index];
    if (quote !== null) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '>') return index;
  }
  return -1;
}

/** The document's root element; throws XmlError on anything it does not read. */
export function readXml(source: string): XmlElement {
  if (/<!DOCTYPE|<!ENTITY/i.test(source)) throw new XmlError('a document type declaration is not accepted');
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  let count = 0;
  let at = 0;
  const text = (value: string) => {
    const top = stack.at(-1);
    if (top) top.text += value;
    else if (value.trim() !== '') throw new XmlError('text outside the root element');
  };
  while (at < source.length) {
    const open = source.indexOf('<', at);
    if (open < 0) {
      text(decode(source.slice(at)));
      break;
    }
    if (open > at) text(decode(source.slice(at, open)));
    if (source.startsWith('<!--', open)) {
      const end = source.indexOf('-->', open + 4);
      if (end < 0) throw new XmlError('unclosed comment');
      at = end + 3;
    } else if (source.startsWith('<![CDATA[', open)) {
      const end = source.indexOf(']]>', open + 9);
      if (end < 0) throw new XmlError('unclosed CDATA');
      text(source.slice(open + 9, end));
      at = end + 3;
    } else if (source.startsWith('<?', open)) {
      const end = source.indexOf('?>', open + 2);
      if (end < 0) throw new XmlError('unclosed processing instruction');
      at = end + 2;
    } else if (source.startsWith('</', open)) {
      const end = source.indexOf('>', open);
      if (end < 0) throw new XmlError('unclosed end tag');
      const name = localName(source.slice(open + 2, end).trim());
      const top = stack.pop();
      if (!top || top.name !== name) throw new XmlError(`unexpected </${name}>`);
      at = end + 1;
    } else {
      const end = tagEnd(source, open);
      if (end < 0) throw new XmlError('unclosed tag');
      let inside = source.slice(open + 1, end);
      const selfClosing = inside.endsWith('/');
      if (selfClosing) inside = inside.slice(0, -1);
      const name = NAME.exec(inside)?.[0];
      if (!name) throw new XmlError('malformed tag');
      count += 1;
      if (count > MAX_ELEMENTS) throw new XmlError('too many elements');
      const element: XmlElement = { name: localName(name), attributes: readAttributes(inside.slice(name.length)), children: [], text: '' };
      const parent = stack.at(-1);
      if (parent) parent.children.push(element);
      else if (root) throw new XmlError('a second root element');
      else root = element;
      if (!selfClosing) {
        stack.push(element);
        if (stack.length > MAX_DEPTH) throw new XmlError('nested too deep');
      }
      at = end + 1;
    }
  }
  if (stack.length > 0) throw new XmlError(`unclosed <${stack.at(-1)?.name ?? ''}>`);
  if (!root) throw new XmlError('no root element');
  return root;
}

/** The first child named `name`. */
export function child(element: XmlElement | undefined, name: string): XmlElement | undefined {
  return element?.children.find((item) => item.name === name);
}

/** Every child named `name`. */
export function children(element: XmlElement | undefined, name: string): XmlElement[] {
  return element?.children.filter((item) => item.name === name) ?? [];
}

/** The trimmed text at a path of child names, or '' when any step is missing. */
export function textAt(element: XmlElement | undefined, ...path: string[]): string {
  let node = element;
  for (const name of path) node = child(node, name);
  return node?.text.trim() ?? '';
}
