import QRCode from 'qrcode';
import { escapeHtml } from '../../mail/compose.ts';
import type { TableRow } from './tables-repo.ts';

/**
 * What a table's QR code opens: the restaurant's menu with the table's unguessable code in the
 * query (spec: `table`, with the qrcode flag). The storefront seats the basket at the table with
 * it — the only way to the table's rights (its bill, paying at the end, the dish collector) — then
 * switches to eat-here and records the visit as a QR visit. Links printed before (tableId or
 * tableName) still open the menu and seat the guest, without those rights.
 */
export function tableUrl(publicUrl: string, slug: string, code: string): string {
  const url = new URL(`/r/${encodeURIComponent(slug)}/menu`, publicUrl);
  url.searchParams.set('table', code);
  url.searchParams.set('qrcode', '1');
  return url.toString();
}

/** The code as an SVG fragment (a <path> in a 0…size box), error correction M: survives a stain. */
async function qrPath(text: string): Promise<{ path: string; size: number }> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 0 });
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1] ?? 0);
  const path = /<path[^>]*d="([^"]+)"/.exec(svg.replace(/<path[^>]*fill="#ffffff"[^>]*\/>/, ''))?.[1] ?? '';
  return { path, size };
}

/** One table's code as a standalone SVG (the board's QR sheet shows these). */
export async function tableQrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#000000', light: '#ffffff' } });
}

const COLUMNS = 3;
/** Millimetres: three 63 mm cells and two 10 mm margins fill an A4 width (210 mm). */
const CELL_W = 63;
const CELL_H = 82;
const MARGIN = 10;
const CODE = 50;

/**
 * A printable sheet (A4 width in millimetres, three codes a row, as many rows as needed), each code
 * with the table's name and area under it: `npm run tables:qr` writes it, a print shop cuts it.
 */
export async function tablesQrSheet(restaurantName: string, tables: { table: TableRow; url: string }[]): Promise<string> {
  const rows = Math.max(1, Math.ceil(tables.length / COLUMNS));
  const height = MARGIN * 2 + 14 + rows * CELL_H;
  const cells = await Promise.all(
    tables.map(async ({ table, url }, index) => {
      const { path, size } = await qrPath(url);
      const x = MARGIN + (index % COLUMNS) * CELL_W;
      const y = MARGIN + 14 + Math.floor(index / COLUMNS) * CELL_H;
      const scale = CODE / (size || 1);
      return `<g transform="translate(${x} ${y})">
  <rect x="1" y="1" width="${CELL_W - 2}" height="${CELL_H - 2}" rx="4" fill="none" stroke="#bbb" stroke-width="0.3" stroke-dasharray="2 2"/>
  <g transform="translate(${(CELL_W - CODE) / 2} 6) scale(${scale.toFixed(4)})"><path d="${path}" stroke="#000"/></g>
  <text x="${CELL_W / 2}" y="66" text-anchor="middle" font-family="sans-serif" font-size="6.5" font-weight="bold">${escapeHtml(table.name)}</text>
  ${table.area ? `<text x="${CELL_W / 2}" y="73" text-anchor="middle" font-family="sans-serif" font-size="4.5" fill="#555">${escapeHtml(table.area)}</text>` : ''}
</g>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="210mm" height="${height}mm" viewBox="0 0 210 ${height}">
<rect width="210" height="${height}" fill="#fff"/>
<text x="${MARGIN}" y="${MARGIN + 6}" font-family="sans-serif" font-size="6" font-weight="bold">${escapeHtml(restaurantName)}</text>
${cells.join('\n')}
</svg>
`;
}
