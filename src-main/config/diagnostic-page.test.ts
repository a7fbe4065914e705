import { describe, expect, it } from 'vitest';
import { diagnosticPageHtml } from './diagnostic-page.ts';

describe('diagnosticPageHtml', () => {
  const html = diagnosticPageHtml({
    code: 'config_invalid',
    path: '/etc/enotary/terminal.json',
    message: 'The terminal configuration does not match the expected fields.',
    issues: ['hallName: <script>alert(1)</script>'],
  });

  it('tells citizens the terminal is out of order in oz, uz and ru (spec §1)', () => {
    expect(html).toContain('Terminal vaqtincha ishlamayapti');
    expect(html).toContain('Терминал вақтинча ишламаяпти');
    expect(html).toContain('Терминал временно не работает');
  });

  it('tells the technician the code, file and fields', () => {
    expect(html).toContain('config_invalid');
    expect(html).toContain('/etc/enotary/terminal.json');
  });

  it('escapes what came from the file', () => {
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});
