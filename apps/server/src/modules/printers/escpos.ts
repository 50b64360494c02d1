import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import sharp from 'sharp';
import type { TicketLine } from './ticket.ts';

/** 80 mm paper: 48 characters of font A, 576 dots. */
const COLUMNS = 48;
const PAPER_DOTS = 576;
/** Text the printer's own font cannot show (Arabic script); rendered to an image instead. */
const NEEDS_RASTER = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A line of right-to-left text as a raster image, right-aligned like the kitchen reads it (the
 * bidi order is found by pango; a direction="rtl" would flip the anchor). librsvg
 * (inside sharp) shapes the Arabic letters with the system's fonts; DejaVu Sans covers the script.
 */
async function rasterLine(line: Extract<TicketLine, { kind: 'text' }>) {
  const fontSize = line.size === 2 ? 48 : 26;
  const height = Math.ceil((fontSize * 1.4) / 8) * 8;
  const anchor = line.align === 'center' ? 'middle' : 'end';
  const x = line.align === 'center' ? PAPER_DOTS / 2 : PAPER_DOTS - 4;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PAPER_DOTS}" height="${height}">` +
    `<rect width="100%" height="100%" fill="#fff"/>` +
    `<text x="${x}" y="${Math.round(fontSize * 1.05)}" font-family="DejaVu Sans, sans-serif" font-size="${fontSize}"` +
    ` font-weight="${line.bold ? 'bold' : 'normal'}" text-anchor="${anchor}" fill="#000">${escapeXml(line.text)}</text></svg>`;
  return sharp(Buffer.from(svg)).flatten({ background: '#fff' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
}

/**
 * The ticket as ESC/POS bytes (decision 092): Latin text (German, French, English) in code page 858
 * — the printer's own font, sharp and fast — and lines in Arabic script as raster bit images,
 * because no common receipt printer has a code page that shapes Arabic. Ends with a feed and a cut.
 */
export async function encodeTicket(lines: TicketLine[]): Promise<Uint8Array> {
  const images = await Promise.all(
    lines.map((line) => (line.kind === 'text' && NEEDS_RASTER.test(line.text) ? rasterLine(line) : null)),
  );
  const encoder = new ReceiptPrinterEncoder({ language: 'esc-pos', columns: COLUMNS, imageMode: 'raster', codepageMapping: 'epson' });
  encoder.initialize().codepage('cp858');
  lines.forEach((line, index) => {
    if (line.kind === 'rule') {
      encoder.rule();
      return;
    }
    const image = images[index];
    if (image) {
      encoder.align('left').image(image, image.info.width, image.info.height, 'threshold');
      return;
    }
    encoder
      .align(line.align ?? 'left')
      .bold(line.bold ?? false)
      .size(line.size ?? 1, line.size ?? 1)
      .line(line.text)
      .size(1, 1)
      .bold(false);
  });
  return encoder.align('left').newline(2).cut('full').encode();
}
