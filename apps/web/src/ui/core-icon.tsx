import type { SVGProps } from 'react';

/*
 * The icons the menu's first view draws (header, ordering bar, search, chips, cards, snackbar): the
 * first load carries these paths only. Every other screen takes its icons from ./icon.tsx, which has
 * these and the rest.
 */
export const CORE_ICON_PATHS = {
  basket: 'M5 8h14l-1.2 10.2a2 2 0 0 1-2 1.8H8.2a2 2 0 0 1-2-1.8zM9 8V6a3 3 0 0 1 6 0v2',
  plus: 'M12 5v14M5 12h14',
  close: 'M6 6l12 12M18 6L6 18',
  chevronEnd: 'M9 6l6 6-6 6',
  chevronDown: 'M6 9l6 6 6-6',
  search: 'M11 18a7 7 0 1 1 0-14 7 7 0 0 1 0 14zM20 20l-4-4',
  clock: 'M12 21a9 9 0 1 1 0-18 9 9 0 0 1 0 18zM12 7v5l3 2',
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  check: 'M5 12l5 5L20 7',
  info: 'M12 21a9 9 0 1 1 0-18 9 9 0 0 1 0 18zM12 11v5M12 8h.01',
  alert: 'M12 3l9.5 17h-19zM12 10v4M12 17h.01',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  pin: 'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  globe:
    'M12 21a9 9 0 1 1 0-18 9 9 0 0 1 0 18zM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9S9.5 5.5 12 3z',
  bike: 'M5.5 18a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM18.5 18a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM5.5 15l4-7h5l4 7M9 8h-2M14.5 8l-3 7',
  bag: 'M6 8h12l-1 12H7zM9 8V7a3 3 0 0 1 6 0v1',
  dish: 'M3 17h18M5 17a7 7 0 0 1 14 0M12 7V5M10 5h4',
  menu: 'M4 7h16M4 12h16M4 17h16',
  star: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1-5.4-2.9-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
} as const;

export type CoreIconName = keyof typeof CORE_ICON_PATHS;

/** Direction-sensitive icons (arrows, chevrons) flip in right-to-left pages via `rtl:-scale-x-100`. */
const MIRRORED: ReadonlySet<string> = new Set(['chevronEnd', 'chevronStart', 'arrowStart', 'logout']);

/** An icon's SVG (24×24, stroked) around its path. */
export function IconSvg({
  name,
  path,
  className = 'size-5',
  ...rest
}: { name: string; path: string } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.9}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={`${MIRRORED.has(name) ? 'rtl:-scale-x-100 ' : ''}${className}`}
      {...rest}
    >
      <path d={path} />
    </svg>
  );
}

export function Icon({ name, ...rest }: { name: CoreIconName } & SVGProps<SVGSVGElement>) {
  return <IconSvg name={name} path={CORE_ICON_PATHS[name]} {...rest} />;
}
