/**
 * An allowlist sanitizer for the optional HTML content of the notification dialog (spec §2
 * screen 6). The server's text is parsed inert (`DOMParser` runs no scripts and loads nothing)
 * and rebuilt from scratch: only the elements below survive, with no attributes except a safe
 * `href` on links. Anything unknown is unwrapped (its text is kept); elements whose content is
 * code or not text (script, style, iframe, svg, math, form controls, media) go with their content.
 */

const HTML_NS = 'http://www.w3.org/1999/xhtml';
const ALLOWED: ReadonlySet<string> = new Set(['p', 'br', 'b', 'strong', 'i', 'em', 'ul', 'ol', 'li', 'a']);
const DROPPED_WITH_CONTENT: ReadonlySet<string> = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'svg',
  'math',
  'textarea',
  'title',
  'head',
  'select',
  'option',
  'optgroup',
  'datalist',
  'button',
  'input',
  'form',
  'link',
  'meta',
  'base',
  'canvas',
  'video',
  'audio',
  'img',
  'picture',
  'source',
  'track',
  'map',
  'area',
  'xmp',
  'plaintext',
  'dialog',
]);
const SAFE_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:']);
/** Deeper nesting is not content anyone wrote by hand; stopping keeps the walk off the stack limit. */
const MAX_DEPTH = 64;

/** An absolute http(s) or mailto URL, normalized; undefined for anything else (relative, javascript:, data:, …). */
export function safeHref(value: string | null): string | undefined {
  if (!value) return undefined;
  try {
    // The URL parser drops tabs and newlines and lower-cases the scheme, as the browser would.
    const url = new URL(value.trim());
    return SAFE_PROTOCOLS.has(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function copyChildren(from: Node, into: Node, doc: Document, depth: number): void {
  if (depth > MAX_DEPTH) return;
  for (const child of Array.from(from.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      into.appendChild(doc.createTextNode(child.textContent ?? ''));
    } else if (child.nodeType === Node.ELEMENT_NODE) {
      copyElement(child as Element, into, doc, depth + 1);
    }
    // Comments, processing instructions and the rest are dropped.
  }
}

function copyElement(element: Element, into: Node, doc: Document, depth: number): void {
  const name = element.localName.toLowerCase();
  if (element.namespaceURI !== HTML_NS || DROPPED_WITH_CONTENT.has(name)) return;
  if (!ALLOWED.has(name)) {
    copyChildren(element, into, doc, depth);
    return;
  }
  if (name === 'a') {
    const href = safeHref(element.getAttribute('href'));
    if (!href) {
      copyChildren(element, into, doc, depth);
      return;
    }
    const link = doc.createElement('a');
    link.setAttribute('href', href);
    link.setAttribute('rel', 'noopener noreferrer');
    copyChildren(element, link, doc, depth);
    into.appendChild(link);
    return;
  }
  const copy = doc.createElement(name);
  copyChildren(element, copy, doc, depth);
  into.appendChild(copy);
}

/** The sanitized content as nodes of `doc`, ready to insert without parsing it again. */
export function sanitizeHtmlToFragment(html: string, doc: Document): DocumentFragment {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const fragment = doc.createDocumentFragment();
  copyChildren(parsed.body, fragment, doc, 0);
  return fragment;
}

/** The sanitized content as HTML text. */
export function sanitizeHtml(html: string): string {
  const doc = document.implementation.createHTMLDocument('');
  const container = doc.createElement('div');
  container.appendChild(sanitizeHtmlToFragment(html, doc));
  return container.innerHTML;
}
