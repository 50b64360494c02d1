import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Picture } from './picture.tsx';

const UPLOAD = '/uploads/restaurants/demo/menu/0123456789abcdef0123456789abcdef.webp';
const variant = (width: number, format: string) => UPLOAD.replace(/\.webp$/, `-${width}.${format}`);

describe('Picture', () => {
  it("offers an owner's upload as AVIF and WebP at the kind's widths, sized as drawn", () => {
    const html = renderToStaticMarkup(<Picture src={UPLOAD} kind="dish" sizes="128px" alt="" width={256} height={256} />);
    expect(html).toBe(
      `<picture class="contents"><source type="image/avif" srcSet="${variant(320, 'avif')} 320w, ${variant(640, 'avif')} 640w, ${variant(1280, 'avif')} 1280w" sizes="128px"/>` +
        `<img src="${UPLOAD}" srcSet="${variant(320, 'webp')} 320w, ${variant(640, 'webp')} 640w, ${variant(1280, 'webp')} 1280w" sizes="128px" alt="" width="256" height="256"/></picture>`,
    );
  });

  it('names only the widths its kind keeps (a logo has no 1280 px file)', () => {
    const html = renderToStaticMarkup(<Picture src={UPLOAD} kind="logo" sizes="80px" alt="Trattoria" />);
    expect(html).toContain(`${variant(160, 'webp')} 160w, ${variant(320, 'webp')} 320w"`);
    expect(html).not.toContain('-640.');
  });

  it('shows any other image from its one file', () => {
    for (const src of ['/uploads/restaurants/demo/images/tiramisu.svg', 'https://example.com/dish.webp', '/dish-placeholder.svg']) {
      // React's own image preload link may come first; the image is a lone <img> with no srcset.
      const html = renderToStaticMarkup(<Picture src={src} kind="dish" sizes="128px" alt="Dish" />);
      expect(html).toMatch(new RegExp(`<img src="${src.replace(/[.]/g, '\\.')}" alt="Dish"/>$`));
      expect(html).not.toMatch(/<picture|srcSet/);
    }
  });
});
