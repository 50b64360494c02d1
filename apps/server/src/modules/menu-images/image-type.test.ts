import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { uploadTypeOf } from './image-type.ts';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));
const ftyp = (major: string, ...compatible: string[]) => {
  const body = bytes(major, [0, 0, 0, 0], ...compatible);
  return bytes([0, 0, 0, body.length + 8], 'ftyp', body.toString('latin1'), 'rest of the file');
};

describe('the type of an upload, from its bytes', () => {
  it('takes JPEG, PNG, WebP and AVIF, and knows HEIC', () => {
    expect(uploadTypeOf(bytes([0xff, 0xd8, 0xff, 0xe1], 'Exif'))).toBe('jpeg');
    expect(uploadTypeOf(bytes('\x89PNG\r\n\x1a\n', 'IHDR'))).toBe('png');
    expect(uploadTypeOf(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('webp');
    expect(uploadTypeOf(ftyp('avif', 'mif1', 'avif'))).toBe('avif');
    expect(uploadTypeOf(ftyp('heic', 'mif1', 'heic'))).toBe('heic');
    expect(uploadTypeOf(ftyp('mif1', 'heic'))).toBe('heic');
  });

  it('names other formats so they are refused as unsupported, not as unreadable', () => {
    for (const other of [
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      '\xef\xbb\xbf  <?xml version="1.0"?><svg/>',
      '\n<!DOCTYPE html>',
      'GIF89a....',
      'II*\x00....',
      'MM\x00*....',
      '%PDF-1.7',
      '8BPS....',
    ]) {
      expect(uploadTypeOf(bytes(other)), JSON.stringify(other)).toBe('other');
    }
    expect(uploadTypeOf(ftyp('isom', 'mp41'))).toBe('other');
  });

  it('answers null for bytes of no known format, never throws', () => {
    expect(uploadTypeOf(Buffer.alloc(0))).toBeNull();
    expect(uploadTypeOf(bytes('just words'))).toBeNull();
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (random) => {
        expect(['jpeg', 'png', 'webp', 'avif', 'heic', 'other', null]).toContain(uploadTypeOf(random));
      }),
    );
  });
});
