import { describe, expect, it } from 'vitest';
import { safeHref, sanitizeHtml } from './sanitize-html.ts';

const ALLOWED = new Set(['P', 'BR', 'B', 'STRONG', 'I', 'EM', 'UL', 'OL', 'LI', 'A']);

/** Parses the output again and checks every element and attribute against the allowlist. */
function expectSafe(output: string): void {
  const doc = new DOMParser().parseFromString(`<body>${output}</body>`, 'text/html');
  for (const element of Array.from(doc.body.querySelectorAll('*'))) {
    expect(ALLOWED.has(element.tagName), `element ${element.tagName} in ${output}`).toBe(true);
    const names = element.getAttributeNames().sort();
    expect(names, `attributes of ${element.tagName} in ${output}`).toEqual(element.tagName === 'A' ? ['href', 'rel'] : []);
    if (element.tagName === 'A') expect(element.getAttribute('href')).toMatch(/^(https?:|mailto:)/);
  }
}

describe('notification HTML sanitizer (spec §2 screen 6: "optional HTML content")', () => {
  it.each([
    [
      'keeps the allowed formatting',
      '<p>Salom <b>bold</b> <strong>s</strong> <i>i</i> <em>e</em><br>line</p><ul><li>a</li></ul><ol><li>b</li></ol>',
      '<p>Salom <b>bold</b> <strong>s</strong> <i>i</i> <em>e</em><br>line</p><ul><li>a</li></ul><ol><li>b</li></ol>',
    ],
    [
      'keeps an https link, adding rel',
      '<a href="https://e-notarius.uz/help">yordam</a>',
      '<a href="https://e-notarius.uz/help" rel="noopener noreferrer">yordam</a>',
    ],
    ['keeps a mailto link', '<a href="mailto:info@example.uz">pochta</a>', '<a href="mailto:info@example.uz" rel="noopener noreferrer">pochta</a>'],
    [
      'drops the attributes of a link but href',
      '<a href="http://example.uz" target="_blank" onclick="alert(1)" style="color:red" id="x">x</a>',
      '<a href="http://example.uz/" rel="noopener noreferrer">x</a>',
    ],
    ['drops attributes of allowed elements', '<p class="x" style="color:red" onmouseover="alert(1)">t</p>', '<p>t</p>'],
    ['unwraps unknown elements, keeping their text', '<div><span>a</span> <h3>b</h3> <u>c</u></div>', 'a b c'],
    [
      'keeps escaped text escaped',
      '<p>1 &lt; 2 &amp;&amp; &lt;script&gt;alert(1)&lt;/script&gt;</p>',
      '<p>1 &lt; 2 &amp;&amp; &lt;script&gt;alert(1)&lt;/script&gt;</p>',
    ],
    ['drops comments', '<p>a<!-- <img src=x onerror=alert(1)> -->b</p>', '<p>ab</p>'],
    ['plain text stays text', 'Hech qanday teg yo‘q', 'Hech qanday teg yo‘q'],
  ])('%s', (_name, input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  const xss: [string, string][] = [
    ['script', '<script>alert(1)</script>'],
    ['script with text around', 'a<script>alert(1)</script>b'],
    ['img onerror', '<img src=x onerror=alert(1)>'],
    ['svg onload', '<svg onload=alert(1)><script>alert(2)</script></svg>'],
    ['svg link', '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>'],
    ['math mXSS', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>'],
    ['iframe', '<iframe src="https://evil.example"></iframe>'],
    ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ['object/embed', '<object data="x.swf"></object><embed src="x.swf">'],
    ['style element', '<style>body{background:url(javascript:alert(1))}</style>'],
    ['style attribute', '<p style="background:url(javascript:alert(1))">t</p>'],
    ['noscript confusion', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
    ['template', '<template><script>alert(1)</script></template>'],
    ['form button', '<form><button formaction="javascript:alert(1)">x</button></form>'],
    ['input autofocus', '<input autofocus onfocus=alert(1)>'],
    ['body onload', '<body onload=alert(1)>x</body>'],
    ['details ontoggle', '<details open ontoggle=alert(1)><summary>s</summary></details>'],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
    ['base href', '<base href="https://evil.example/"><a href="https://ok.uz">x</a>'],
    ['javascript: link', '<a href="javascript:alert(1)">x</a>'],
    ['mixed-case javascript:', '<a href="JaVaScRiPt:alert(1)">x</a>'],
    ['entity-encoded javascript:', '<a href="&#106;avascript:alert(1)">x</a>'],
    ['tab inside javascript:', '<a href="java&#x09;script:alert(1)">x</a>'],
    ['leading space javascript:', '<a href="  javascript:alert(1)">x</a>'],
    ['data: link', '<a href="data:text/html,<script>alert(1)</script>">x</a>'],
    ['vbscript: link', '<a href="vbscript:msgbox(1)">x</a>'],
    ['relative link', '<a href="/admin">x</a>'],
    ['protocol-relative link', '<a href="//evil.example">x</a>'],
    ['a without href', '<a name="x" onclick="alert(1)">x</a>'],
    ['nested attributes in allowed list', '<ul onclick=alert(1)><li onmouseover=alert(1)>x</li></ul>'],
    ['unclosed tag trick', '<p <img src=x onerror=alert(1)>>x</p>'],
    ['link rel import', '<link rel="import" href="https://evil.example/x.html">'],
  ];

  it.each(xss)('neutralizes %s', (_name, payload) => {
    const output = sanitizeHtml(payload);
    expectSafe(output);
    expect(output).not.toMatch(/<script|onerror|onload|javascript:|vbscript:|data:|<iframe|<style|<img|<svg|<math/i);
  });

  it('keeps only the text of a link with an unsafe href', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">bosing</a>')).toBe('bosing');
  });

  it('survives absurd nesting without blowing the stack', () => {
    const deep = '<div>'.repeat(5_000) + 'x' + '</div>'.repeat(5_000);
    expect(() => sanitizeHtml(deep)).not.toThrow();
  });

  it.each([
    ['https://a.uz/x?y=1', 'https://a.uz/x?y=1'],
    ['mailto:a@b.uz', 'mailto:a@b.uz'],
    ['javascript:alert(1)', undefined],
    ['ftp://a.uz', undefined],
    ['/relative', undefined],
    [null, undefined],
  ])('safeHref(%s)', (input, expected) => {
    expect(safeHref(input)).toBe(expected);
  });
});
