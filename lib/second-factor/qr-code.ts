import QRCode from 'qrcode';

/**
 * An enrolment QR code as SVG text (qrcode's own renderer: one path, no script, no external
 * reference). Pages show it through an <img> with a data: URL, never as markup in the page.
 */
export function qrCodeSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/** The data: URL an <img> shows an SVG from (img-src allows data:; an <img> runs no script). */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}
