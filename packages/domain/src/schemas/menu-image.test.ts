import { describe, expect, it } from 'vitest';
import { codesOf, parsed } from '../../test-support/schema-codes.ts';
import {
  IMAGE_UPLOAD_ACCEPT,
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_WIDTHS,
  imageUploadQuerySchema,
  uploadedImageSchema,
} from './menu-image.ts';

describe('image uploads', () => {
  it('are dish images unless another kind is named', () => {
    expect(parsed(imageUploadQuerySchema, {})).toEqual({ kind: 'dish' });
    for (const kind of ['category', 'logo', 'hero']) expect(parsed(imageUploadQuerySchema, { kind }).kind).toBe(kind);
    expect(codesOf(imageUploadQuerySchema, { kind: 'avatar' })).toEqual(['field_invalid']);
  });

  it('take JPEG, PNG and WebP up to 15 MB and answer every variant', () => {
    expect(IMAGE_UPLOAD_ACCEPT.split(',')).toEqual(['image/jpeg', 'image/png', 'image/webp']);
    expect(IMAGE_UPLOAD_MAX_BYTES).toBe(15 * 1024 * 1024);
    const uploaded = { image: 'dish/abc', url: '/images/dish/abc-640.webp', width: 1280, height: 960, variants: [{ width: 640, url: '/x.webp', type: 'image/webp' }, { width: 640, url: '/x.avif', type: 'image/avif' }] };
    expect(parsed(uploadedImageSchema, uploaded)).toEqual(uploaded);
    expect(codesOf(uploadedImageSchema, { ...uploaded, variants: [{ width: 1, url: '/x.gif', type: 'image/gif' }] })).toHaveLength(1);
  });
});

describe('image widths', () => {
  it('make three dish sizes, two category and logo sizes and three hero sizes', () => {
    expect(IMAGE_WIDTHS).toEqual({
      dish: [320, 640, 1280],
      category: [320, 640],
      logo: [160, 320],
      hero: [640, 1280, 1920],
    });
  });
});
