import type { PrintDocument, PrintRow, PrintSection, PrintTable } from '../../src-domain/acts/documents/print-document.ts';
import type { Locale } from '../../src-domain/i18n/locale.ts';
import { escapeHtml } from './escape-html.ts';
import { PRINT_STYLESHEET } from './print-stylesheet.ts';

/** BCP 47 tags of our locales: screen readers pick the voice by them (`oz` is Latin Uzbek). */
const HTML_LANG: Readonly<Record<Locale, string>> = { oz: 'uz-Latn', uz: 'uz-Cyrl', ru: 'ru' };

function rowsHtml(rows: readonly PrintRow[]): string {
  if (rows.length === 0) return '';
  return `<dl>${rows.map((row) => `<dt>${escapeHtml(row.label)}</dt><dd>${escapeHtml(row.value)}</dd>`).join('')}</dl>`;
}

function tableHtml(table: PrintTable, caption: string): string {
  const head = table.columns.map((column) => `<th scope="col">${escapeHtml(column)}</th>`).join('');
  const body = table.rows.map((cells) => `<tr>${cells.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`).join('');
  return `<table><caption class="visually-hidden">${escapeHtml(caption)}</caption><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

function sectionHtml(section: PrintSection, index: number): string {
  const id = `section-${index + 1}`;
  return [
    `<section aria-labelledby="${id}"><h2 id="${id}">${escapeHtml(section.heading)}</h2>`,
    rowsHtml(section.rows ?? []),
    section.table ? tableHtml(section.table, section.heading) : '',
    (section.paragraphs ?? [])
      .filter((text) => text !== '')
      .map((text) => `<p>${escapeHtml(text)}</p>`)
      .join(''),
    '</section>',
  ].join('');
}

function qrHtml(qr: NonNullable<PrintDocument['qr']>, svg: string): string {
  const link = escapeHtml(qr.link);
  // The SVG comes from the qrcode package (no user text inside it); it is named by its caption.
  return `<figure class="qr"><div class="qr-code" role="img" aria-label="QR: ${link}">${svg}</div><figcaption>${escapeHtml(qr.caption)}<br><a href="${link}">${link}</a></figcaption></figure>`;
}

/**
 * A document of src-domain/acts/documents as one self-contained HTML page with a print
 * stylesheet (our print format, docs/decisions/0004-invitations-payments-print-forms.md): landmarks, headings, a definition list per
 * section and tables with column headers, so a screen reader reads it as well as paper shows it.
 * `qrSvg` is the QR code of `doc.qr.link`, made by the caller.
 */
export function renderPrintHtml(doc: PrintDocument, qrSvg: string | null): string {
  return [
    '<!doctype html>',
    `<html lang="${HTML_LANG[doc.lang]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${escapeHtml(doc.title)}</title><style>${PRINT_STYLESHEET}</style></head>`,
    '<body><main>',
    `<header><h1>${escapeHtml(doc.title)}</h1>${doc.subtitle ? `<p class="subtitle">${escapeHtml(doc.subtitle)}</p>` : ''}</header>`,
    doc.notice ? `<p class="notice" role="note">${escapeHtml(doc.notice)}</p>` : '',
    doc.sections.map(sectionHtml).join(''),
    doc.qr && qrSvg ? qrHtml(doc.qr, qrSvg) : '',
    `<footer>${doc.footer.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}</footer>`,
    '</main></body></html>',
  ].join('');
}
