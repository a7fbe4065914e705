import type { Locale } from '../../i18n/locale.ts';

/**
 * A printable document as data (the act's print form, an invoice, a refusal decision): the
 * server renders it to HTML with a print stylesheet, and the words are decided here, once, in
 * the act's language (spec §2 screen 13 "print form", §4 "refusal decision can be downloaded").
 */
export interface PrintRow {
  readonly label: string;
  readonly value: string;
}

export interface PrintTable {
  readonly columns: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

export interface PrintSection {
  readonly heading: string;
  readonly rows?: readonly PrintRow[];
  readonly table?: PrintTable;
  readonly paragraphs?: readonly string[];
}

export interface PrintDocument {
  readonly lang: Locale;
  readonly title: string;
  readonly subtitle: string | null;
  /** A banner above the content, e.g. "draft: not registered yet". */
  readonly notice: string | null;
  readonly sections: readonly PrintSection[];
  /** The public check link a registered act's QR code carries, and its caption. */
  readonly qr: { readonly link: string; readonly caption: string } | null;
  readonly footer: readonly string[];
  /** Suggested file name without extension, ASCII only (content-disposition). */
  readonly fileName: string;
}

/** A file name part made safe for a content-disposition header: letters, digits, `-` and `_`. */
export function fileNamePart(text: string): string {
  return (
    text
      .replace(/[^A-Za-z0-9_-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'document'
  );
}
