import { describe, expect, it } from 'vitest';
import type { PrintDocument } from '../../src-domain/acts/documents/print-document.ts';
import { renderPrintHtml } from './render-print-html.ts';

const doc: PrintDocument = {
  lang: 'uz',
  title: 'Ҳисоб-варақ <1>',
  subtitle: null,
  notice: null,
  sections: [
    { heading: 'A & B', rows: [{ label: 'x"y', value: "<img src=x onerror='1'>" }], table: { columns: ['c<'], rows: [['d>']] }, paragraphs: ['', 'p&'] },
  ],
  qr: { link: 'https://e-notary.uz/search_notarial_act?regnum=1&code=2', caption: 'QR' },
  footer: ['f<'],
  fileName: 'x',
};

describe('renderPrintHtml', () => {
  it('escapes every text: names, reasons and addresses are user data', () => {
    const html = renderPrintHtml(doc, '<svg></svg>');
    expect(html).not.toContain('<img');
    expect(html).toContain('<title>Ҳисоб-варақ &lt;1&gt;</title>');
    expect(html).toContain('<dt>x&quot;y</dt><dd>&lt;img src=x onerror=&#39;1&#39;&gt;</dd>');
    expect(html).toContain('<th scope="col">c&lt;</th>');
    expect(html).toContain('<td>d&gt;</td>');
    expect(html).toContain('<p>p&amp;</p>');
    expect(html).not.toContain('<p></p>');
    expect(html).toContain('href="https://e-notary.uz/search_notarial_act?regnum=1&amp;code=2"');
  });

  it('names the language for screen readers and leaves the QR code out without its SVG', () => {
    expect(renderPrintHtml(doc, null)).toMatch(/^<!doctype html><html lang="uz-Cyrl">/);
    expect(renderPrintHtml(doc, null)).not.toContain('class="qr"');
  });
});
