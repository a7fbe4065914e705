import type { TerminalConfigError } from './load-terminal-config.ts';

/**
 * The page a misconfigured terminal shows instead of the portal: a citizen reads that the
 * terminal is out of order (in the three interface languages, spec §1), a technician reads
 * what to fix. Self-contained (inline style only) because no bundle is loaded for it.
 */
export function diagnosticPageHtml(error: TerminalConfigError): string {
  const issues = error.issues.map((issue) => `<li>${escapeHtml(issue)}</li>`).join('');
  return `<!doctype html>
<html lang="uz">
<head>
<meta charset="utf-8">
<title>e-Notary: terminal</title>
<style>
body { font-family: sans-serif; margin: 4rem; color: #1b1b1b; background: #fff; }
h1 { font-size: 2.5rem; margin: 0 0 0.5rem; }
p.lang { font-size: 1.75rem; margin: 0.25rem 0; }
section { margin-top: 3rem; padding-top: 1rem; border-top: 1px solid #ccc; font-size: 1rem; }
code { background: #f2f2f2; padding: 0 0.25rem; }
</style>
</head>
<body>
<h1>Terminal vaqtincha ishlamayapti</h1>
<p class="lang" lang="uz-Cyrl">Терминал вақтинча ишламаяпти</p>
<p class="lang" lang="ru">Терминал временно не работает</p>
<section lang="en">
<p>Terminal configuration error <code>${escapeHtml(error.code)}</code></p>
<p>${escapeHtml(error.message)}</p>
<p>File: <code>${escapeHtml(error.path)}</code></p>
<ul>${issues}</ul>
</section>
</body>
</html>
`;
}

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
}
