/** WCAG contrast helpers for the restaurant's brand colour. */

function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG contrast ratio of two '#rrggbb' colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const DARK_TEXT = '#1c1917';

/** White or the dark text colour, whichever contrasts more with the brand colour. */
export function onColor(hex: string): string {
  return contrastRatio(hex, '#ffffff') >= contrastRatio(hex, DARK_TEXT) ? '#ffffff' : DARK_TEXT;
}

/** A colour darkened until text in it reads on white (4.5:1), for prices and links. */
export function readableOnWhite(hex: string): string {
  let [r, g, b] = [1, 3, 5].map((offset) => parseInt(hex.slice(offset, offset + 2), 16)) as [number, number, number];
  let color = hex;
  for (let step = 0; step < 20 && 1.05 / (luminance(color) + 0.05) < 4.5; step++) {
    [r, g, b] = [r, g, b].map((channel) => Math.round(channel * 0.9)) as [number, number, number];
    color = `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
  }
  return color;
}
