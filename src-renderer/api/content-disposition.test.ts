import { describe, expect, it } from 'vitest';
import { decodeExtValue, fileNameFromContentDisposition, parseContentDisposition } from './content-disposition.ts';

/** The header as `fetch` hands it over: each byte one Latin-1 character. */
const asLatin1Bytes = (text: string): string => String.fromCharCode(...new TextEncoder().encode(text));

describe('Content-Disposition file name (spec §7 "file name from content-disposition", RFC 6266)', () => {
  it.each([
    ['a token', 'attachment; filename=act.pdf', 'act.pdf'],
    ['a quoted string', 'attachment; filename="Ishonchnoma 12.pdf"', 'Ishonchnoma 12.pdf'],
    ['a quoted string with escapes and a semicolon', String.raw`attachment; filename="a \"b\"; c.pdf"`, 'a "b"; c.pdf'],
    ['filename* in UTF-8 (RFC 8187)', "attachment; filename*=UTF-8''%D0%98%D1%88%D0%BE%D0%BD%D1%87%D0%BD%D0%BE%D0%BC%D0%B0.pdf", 'Ишончнома.pdf'],
    ['filename* with a language tag', "attachment; filename*=utf-8'ru'%D0%90%D0%BA%D1%82.pdf", 'Акт.pdf'],
    ['filename* before filename wins', 'attachment; filename*=UTF-8\'\'%D0%90.pdf; filename="A.pdf"', 'А.pdf'],
    ['filename* after filename wins (RFC 6266 §4.3)', 'attachment; filename="A.pdf"; filename*=UTF-8\'\'%D0%90.pdf', 'А.pdf'],
    ['filename* in ISO-8859-1', "attachment; filename*=iso-8859-1'en'%A3%20rates.pdf", '£ rates.pdf'],
    ['a malformed filename* falls back to filename', "attachment; filename*=UTF-8''%E0%A4%A; filename=fallback.pdf", 'fallback.pdf'],
    ['an unknown charset falls back to filename', "attachment; filename*=koi8-r''%F0; filename=fallback.pdf", 'fallback.pdf'],
    ['inline disposition', 'inline; filename="view.pdf"', 'view.pdf'],
    ['names and type in any case, spaces around', 'ATTACHMENT ;  FileName = "x.docx" ', 'x.docx'],
    ['other parameters around', 'attachment; size=123; filename="a.pdf"; creation-date="Wed, 12 Feb 1997 16:29:51 -0500"', 'a.pdf'],
    ['raw UTF-8 in a quoted filename (not allowed, but common)', asLatin1Bytes('attachment; filename="Шартнома.pdf"'), 'Шартнома.pdf'],
    ['Latin-1 that is not UTF-8 stays as sent', 'attachment; filename="caf\u00e9.pdf"', 'café.pdf'],
  ])('%s', (_name, header, expected) => {
    expect(fileNameFromContentDisposition(header)).toBe(expected);
  });

  it.each([
    ['no header', null],
    ['no file name', 'attachment'],
    ['an empty file name', 'attachment; filename=""'],
    ['only a directory', 'attachment; filename="../"'],
    ['dots only', 'attachment; filename=".."'],
  ])('%s: no name', (_name, header) => {
    expect(fileNameFromContentDisposition(header)).toBeUndefined();
  });

  it.each([
    ['../../etc/passwd', 'passwd'],
    [String.raw`..\\..\\Windows\\evil.exe`, 'evil.exe'],
    ['/tmp/a.pdf', 'a.pdf'],
  ])('keeps only the base name of %s (the server does not choose the folder)', (name, expected) => {
    expect(fileNameFromContentDisposition(`attachment; filename="${name}"`)).toBe(expected);
  });

  it('drops control characters (no header or line tricks in a saved name)', () => {
    expect(fileNameFromContentDisposition("attachment; filename*=UTF-8''a%0D%0Ab%00.pdf")).toBe('ab.pdf');
  });

  it('parses the type and every parameter', () => {
    expect(parseContentDisposition('Attachment; filename="a.pdf"; Size=10; flag')).toEqual({ type: 'attachment', params: { filename: 'a.pdf', size: '10' } });
    expect(parseContentDisposition('')).toBeUndefined();
  });

  it('decodes only well-formed ext-values', () => {
    expect(decodeExtValue("UTF-8''%C3%A9")).toBe('é');
    expect(decodeExtValue('no-quotes')).toBeUndefined();
  });
});
