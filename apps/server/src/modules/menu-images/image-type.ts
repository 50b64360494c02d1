/**
 * What an upload is, read from its first bytes: the Content-Type a browser sends is a guess from the
 * file name (and empty for HEIC on many systems), so it never decides. Everything else — SVG (a
 * script carrier), GIF, TIFF, PDF, HTML — is not on the list.
 */
export type UploadType = 'jpeg' | 'png' | 'webp' | 'avif' | 'heic';

/** The name libvips gives each taken type once it has read the file: both must agree. */
export const DECODER_FORMAT: Record<UploadType, string> = { jpeg: 'jpeg', png: 'png', webp: 'webp', avif: 'heif', heic: 'heif' };

/** The brands of an ISO-BMFF `ftyp` box that mean an HEVC-coded HEIF photo (an iPhone's default). */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);
const AVIF_BRANDS = new Set(['avif', 'avis']);

/**
 * The upload's type, 'other' for an image or document format that is not taken (SVG, GIF, TIFF,
 * BMP, PDF, JPEG XL, …: refused as unsupported), or null for bytes that are no known format at all
 * (refused as unreadable).
 */
export function uploadTypeOf(bytes: Uint8Array): UploadType | 'other' | null {
  const ascii = (from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString('latin1');
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (ascii(4, 8) === 'ftyp') {
    const size = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).readUInt32BE(0);
    const end = Math.min(size, bytes.length, 256);
    // major brand at 8, minor version at 12, compatible brands from 16
    const brands = [ascii(8, 12), ...Array.from({ length: Math.max(0, Math.floor((end - 16) / 4)) }, (_, i) => ascii(16 + i * 4, 20 + i * 4))];
    if (brands.some((brand) => AVIF_BRANDS.has(brand))) return 'avif';
    if (brands.some((brand) => HEIC_BRANDS.has(brand))) return 'heic';
    return 'other';
  }
  const head = ascii(0, 16);
  return MARKUP.test(head) || OTHER_SIGNATURES.some((signature) => head.startsWith(signature)) ? 'other' : null;
}

/** SVG, XML, HTML: markup, possibly after a byte-order mark and white space. */
const MARKUP = /^(\xef\xbb\xbf)?\s*</;

/** First bytes of the other formats refused by name: an owner who picked one learns what to pick instead. */
const OTHER_SIGNATURES = [
  'GIF87a',
  'GIF89a',
  'II*\u0000', // TIFF, and the camera raw files built on it
  'MM\u0000*',
  'BM',
  '%PDF-',
  '\u00ff\u000a', // JPEG XL
  '\u0000\u0000\u0000\u000cJXL ',
  '\u0000\u0000\u0001\u0000', // ICO
  '8BPS', // Photoshop
];
