import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageVariantUrl, isUploadedImage } from './image-srcset.ts';

const main = '/uploads/restaurants/demo/menu/0123456789abcdef0123456789abcdef.webp';

describe('srcset of uploaded images', () => {
  it('names every width of the kind beside the main image', () => {
    expect(imageSrcSet(main, 'dish')).toBe(
      [320, 640, 1280].map((w) => `/uploads/restaurants/demo/menu/0123456789abcdef0123456789abcdef-${w}.webp ${w}w`).join(', '),
    );
    expect(imageSrcSet(main, 'logo', 'avif')).toContain('-160.avif 160w');
  });

  it('also reads the relative path a draft keeps', () => {
    expect(imageVariantUrl('menu/0123456789abcdef0123456789abcdef.webp', 640, 'avif')).toBe('menu/0123456789abcdef0123456789abcdef-640.avif');
    expect(isUploadedImage('menu/0123456789abcdef0123456789abcdef.webp')).toBe(true);
  });

  it('leaves imported and external images alone', () => {
    for (const other of ['/uploads/restaurants/demo/pizza.jpg', 'https://cdn.example/menu/0123456789abcdef0123456789abcdef.webp.jpg', null, undefined, '/uploads/restaurants/demo/menu/abc.webp']) {
      expect(imageSrcSet(other, 'dish')).toBeNull();
    }
  });

  it('knows an upload by its folder named menu, not by a folder that ends in menu', () => {
    expect(isUploadedImage('/uploads/restaurants/demo/oldmenu/0123456789abcdef0123456789abcdef.webp')).toBe(false);
    expect(isUploadedImage('https://cdn.example/lunchmenu/0123456789abcdef0123456789abcdef.webp')).toBe(false);
  });
});

describe('image variants', () => {
  it('are WebP unless told, replacing only the final extension', () => {
    expect(imageVariantUrl('/images/menu/0123456789abcdef0123456789abcdef.webp', 640)).toBe('/images/menu/0123456789abcdef0123456789abcdef-640.webp');
    expect(imageVariantUrl('/a.webp/menu/x.webp', 320, 'avif')).toBe('/a.webp/menu/x-320.avif');
  });
});
