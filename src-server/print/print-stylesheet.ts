/**
 * The documents' stylesheet: readable on screen, A4 on paper. Inline because the document is a
 * single file a citizen saves or prints (the CSP allows inline styles, never scripts).
 */
export const PRINT_STYLESHEET = `
:root { color-scheme: light; }
* { box-sizing: border-box; }
body { margin: 0; background: #f3f4f6; color: #111827; font: 15px/1.5 "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif; }
main { max-width: 210mm; margin: 24px auto; padding: 20mm 18mm; background: #fff; box-shadow: 0 1px 4px rgba(0, 0, 0, 0.15); }
header { text-align: center; margin-bottom: 16px; }
h1 { font-size: 20px; margin: 0 0 4px; }
h2 { font-size: 16px; margin: 20px 0 8px; padding-bottom: 2px; border-bottom: 1px solid #9ca3af; }
.subtitle { margin: 0; color: #374151; }
.notice { margin: 12px 0; padding: 8px 12px; border: 2px solid #b45309; color: #78350f; font-weight: 600; }
dl { display: grid; grid-template-columns: minmax(140px, 35%) 1fr; gap: 4px 16px; margin: 0; }
dt { color: #374151; }
dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
table { width: 100%; border-collapse: collapse; }
th, td { border: 1px solid #9ca3af; padding: 4px 6px; text-align: left; vertical-align: top; overflow-wrap: anywhere; }
th { background: #e5e7eb; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.qr { display: flex; gap: 16px; align-items: center; margin: 20px 0 0; }
.qr-code { width: 34mm; height: 34mm; flex: none; }
.qr-code svg { width: 100%; height: 100%; }
.qr figcaption { font-size: 13px; overflow-wrap: anywhere; }
footer { margin-top: 24px; font-size: 12px; color: #4b5563; }
footer p { margin: 2px 0; }
a { color: #1d4ed8; }
@page { size: A4; margin: 15mm; }
@media print {
  body { background: #fff; font-size: 11pt; }
  main { margin: 0; padding: 0; max-width: none; box-shadow: none; }
  a { color: inherit; text-decoration: none; }
  table, dl, figure { break-inside: avoid; }
  h2 { break-after: avoid; }
}
`;
