import QRCode from 'qrcode';

/**
 * A QR code of `text` as an inline `<svg>` (the `qrcode` package, docs/architecture.md stack): used
 * for invitation links and the public check link of a registered act. Level M survives a
 * smudged print; the quiet zone is kept small because the page adds its own margin.
 */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
}
