import type { Lang } from '@tavola/domain/messages/catalogue';
import { amountToCents, formatMoney } from '@tavola/domain/pricing/money';
import type { Category, Product } from '@tavola/domain/schemas/menu';
import type { StorefrontConfig } from '@tavola/domain/schemas/storefront-config';
import { escapeHtml } from '../render-page.ts';
import { plainText } from '../seo/plain-text.ts';
import type { MenuShellData } from './read-menu-shell.ts';
import { SHELL_TEXTS } from './shell-texts.ts';

/** Enough cards to fill a phone's first screens; the app renders the rest. */
const MAX_CARDS = 8;
const FALLBACK_IMAGE = '/dish-placeholder.svg';

export interface MenuShellInput {
  config: StorefrontConfig;
  lang: Lang;
  data: MenuShellData;
}

/**
 * The top of the menu page as HTML, so a phone paints the restaurant before any JavaScript runs
 * (docs/decisions/072-menu-first-paint.md): header, hero with the restaurant's name, the category
 * chips and the first view's dishes. The markup and Tailwind classes follow the React components
 * (menu-hero, header, category-bar, category-heading, product-card), which replace it when the app
 * mounts (createRoot), so it stays close to them in size: nothing jumps. Inert: it shows, it does
 * not act (the app's own elements take the taps). Every restaurant text is escaped; no script.
 */
export function menuShellHtml({ config, lang, data }: MenuShellInput): string {
  const texts = SHELL_TEXTS[lang];
  const { categories, pinned } = data.seed;
  const view = data.view;
  const label = pinned.length > 0 ? data.seed.pinnedLabel || texts.specialOffer : null;
  const shown = view?.kind === 'pinned' ? pinned : (data.seed.products?.list ?? []);
  const category =
    view?.kind === 'category' ? (categories.find((entry) => entry.id === view.categoryId) ?? null) : null;
  const title = view?.kind === 'pinned' ? (label ?? '') : (category?.name ?? '');
  const canOrder = config.modes.shopProviding && !config.modes.catalogue;
  const price = (product: Product) => priceHtml(product, config.currency, lang, texts.from);

  return [
    '<div class="flex min-h-dvh min-w-0 flex-1 flex-col" inert data-menu-shell>',
    headerHtml(config, lang, texts.home),
    '<main class="flex-1">',
    heroHtml(config, canOrder),
    '<div class="mx-auto mt-8 max-w-[1200px] px-4 md:mt-10"><section class="scroll-mt-16">',
    `<div class="mb-3 md:max-w-md"><div class="relative">${icon(ICONS.search, 'pointer-events-none absolute start-4 top-1/2 size-5 -translate-y-1/2 text-muted')}<input type="search" aria-label="${escapeHtml(texts.searchLabel)}" placeholder="${escapeHtml(texts.searchPlaceholder)}" class="h-12 w-full rounded-full bg-surface ps-12 pe-12 text-[16px] shadow-card ring-1 ring-line outline-none placeholder:text-stone-500"></div></div>`,
    categoryBarHtml(categories, label, view, texts),
    '<div class="mt-6">',
    title
      ? `<div class="flex items-start gap-4 sm:gap-6"><div class="min-w-0 flex-1"><h2 class="text-2xl font-bold tracking-tight text-balance sm:text-3xl"><bdi>${escapeHtml(title)}</bdi></h2>${
          category?.description
            ? `<p class="mt-2 max-w-prose text-[15px] leading-relaxed text-muted line-clamp-3">${escapeHtml(plainText(category.description) ?? '')}</p>`
            : ''
        }<p class="mt-2 text-sm font-medium text-primary-ink">\u00a0</p></div>${
          category ? imageHtml(category.image, 'w-20 shrink-0 rounded-2xl shadow-card sm:w-28', 192, false) : ''
        }</div>`
      : '',
    '<div class="mt-6"><div class="grid gap-3 md:grid-cols-2 md:gap-4">',
    shown
      .slice(0, MAX_CARDS)
      .map((product, index) => productCardHtml(product, price(product), canOrder, index < 2))
      .join(''),
    '</div></div></div></section></div></main></div>',
  ].join('');
}

function headerHtml(config: StorefrontConfig, lang: Lang, home: string): string {
  const { logo, logoShape } = config.theme;
  const shape = logoShape === 'round' ? 'rounded-full' : 'rounded-xl';
  const logoHtml = logo
    ? `<img src="${escapeHtml(logo)}" alt="" width="80" height="80" class="shrink-0 bg-white object-cover ${shape} size-9">`
    : `<span aria-hidden="true" class="grid shrink-0 place-items-center bg-primary font-bold text-on-primary ${shape} size-9">${escapeHtml(
        Array.from(config.name)[0] ?? '',
      )}</span>`;
  const circle = (path: string, className: string) =>
    `<span class="grid size-10 shrink-0 place-items-center rounded-full text-ink ring-1 ring-line ${className}">${icon(path, 'size-5')}</span>`;
  const showBasket = !config.modes.catalogue && config.hasShop;
  return [
    '<header class="sticky top-0 z-30 border-b border-line/70 bg-white/90 backdrop-blur-md supports-[backdrop-filter]:bg-white/80">',
    '<div class="mx-auto flex h-16 max-w-[1200px] items-center gap-3 px-4">',
    `<a href="${escapeHtml(config.basePath)}/menu" class="flex min-w-0 shrink-0 items-center gap-2.5 rounded-full pe-2" aria-label="${escapeHtml(`${config.name} – ${home}`)}">${logoHtml}<span class="hidden max-w-[16rem] truncate text-[17px] font-bold tracking-tight sm:inline">${escapeHtml(config.name)}</span></a>`,
    '<div class="ms-auto flex items-center gap-2">',
    circle(ICONS.clock, 'lg:hidden'),
    circle(ICONS.phone, 'lg:hidden'),
    `<span class="flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-ink ring-1 ring-line">${icon(ICONS.globe, 'size-4 text-muted')}<span class="uppercase" data-shell-text>${escapeHtml(lang)}</span></span>`,
    circle(ICONS.menu, ''),
    showBasket
      ? `<span class="relative grid size-10 place-items-center rounded-full bg-primary text-on-primary shadow-sm">${icon(ICONS.basket, 'size-5')}</span>`
      : '',
    '</div></div></header>',
  ].join('');
}

function heroHtml(config: StorefrontConfig, canOrder: boolean): string {
  const { mainImage, logo, logoShape } = config.theme;
  const shape = logoShape === 'round' ? 'rounded-full' : 'rounded-2xl';
  const skeleton = (className: string) =>
    `<div aria-hidden="true" class="animate-pulse rounded-lg bg-stone-200/80 ${className}"></div>`;
  return [
    '<section class="mx-auto max-w-[1200px] md:px-4 md:pt-5" aria-labelledby="shell-restaurant-name">',
    '<div class="relative h-44 overflow-hidden bg-stone-300 sm:h-56 md:h-64 md:rounded-3xl">',
    mainImage
      ? `<img src="${escapeHtml(mainImage)}" alt="" width="1200" height="400" fetchpriority="high" decoding="async" class="absolute inset-0 size-full object-cover">`
      : '',
    '<div aria-hidden="true" class="absolute inset-0 bg-gradient-to-t from-stone-950/45 via-transparent to-transparent"></div></div>',
    '<div class="relative px-4 md:flex md:items-end md:gap-8 md:px-2"><div class="min-w-0 flex-1 md:flex md:items-end md:gap-5">',
    logo
      ? `<img src="${escapeHtml(logo)}" alt="${escapeHtml(config.name)}" width="112" height="112" class="-mt-10 size-20 shrink-0 border-4 border-canvas bg-white object-cover shadow-card md:-mt-12 md:size-28 ${shape}">`
      : '',
    `<div class="min-w-0 ${logo ? 'mt-2' : 'mt-4'} md:mt-4">`,
    `<h1 id="shell-restaurant-name" class="text-[28px] leading-tight font-bold tracking-tight text-balance md:text-[34px]">${escapeHtml(config.name)}</h1>`,
    `<div class="mt-1.5 flex min-h-[3.75rem] flex-wrap content-start items-center gap-x-3 gap-y-1.5 sm:min-h-7">${skeleton('h-7 w-64 rounded-full')}${skeleton('h-5 w-28 rounded-full sm:hidden')}</div>`,
    '</div></div>',
    canOrder
      ? `<div class="mt-5 md:mt-0 md:w-[440px] md:shrink-0"><div class="grid gap-2.5">${skeleton('h-16 w-full rounded-full sm:h-12 sm:w-80')}${skeleton('h-12 w-full rounded-full')}</div></div>`
      : '',
    '</div></section>',
  ].join('');
}

function categoryBarHtml(
  categories: readonly Category[],
  pinnedLabel: string | null,
  view: MenuShellData['view'],
  texts: (typeof SHELL_TEXTS)[Lang],
): string {
  if (categories.length + (pinnedLabel ? 1 : 0) <= 1) return '';
  const chip =
    'inline-flex h-10 shrink-0 items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap ring-1';
  const idle = 'bg-surface text-ink ring-line';
  const active = 'bg-ink text-white ring-ink';
  const chips = [
    pinnedLabel
      ? `<span class="${chip} gap-1.5 ${view?.kind === 'pinned' ? active : idle}">${icon(ICONS.star, 'size-4')}${escapeHtml(pinnedLabel)}</span>`
      : '',
    ...categories.map(
      (category) =>
        `<span class="${chip} ${view?.kind === 'category' && view.categoryId === category.id ? active : idle}"><bdi>${escapeHtml(category.name)}</bdi></span>`,
    ),
  ].join('');
  return [
    '<div class="sticky top-16 z-20 -mx-4 border-b border-line/60 bg-canvas/90 px-4 backdrop-blur-md">',
    `<nav aria-label="${escapeHtml(texts.categories)}" class="flex items-center gap-2 py-2.5">`,
    `<span class="${chip} ${idle} gap-1.5 ps-3 md:hidden">${icon(ICONS.grid, 'size-4')}<span data-shell-text>${escapeHtml(texts.allCategories)}</span></span>`,
    `<div class="no-scrollbar -me-4 flex min-w-0 flex-1 gap-2 overflow-x-auto ps-1 pe-4 [mask-image:linear-gradient(to_right,#000_calc(100%-20px),transparent)] rtl:[mask-image:linear-gradient(to_left,#000_calc(100%-20px),transparent)] md:me-0 md:pe-1">${chips}</div>`,
    '</nav></div>',
  ].join('');
}

function productCardHtml(product: Product, price: string, canOrder: boolean, priority: boolean): string {
  const description = plainText(product.description);
  return [
    '<article class="group relative flex gap-4 rounded-2xl bg-surface p-3.5 shadow-card ring-1 ring-stone-900/[0.04] sm:p-4">',
    '<div class="flex min-w-0 flex-1 flex-col">',
    `<h3 class="text-[16px] leading-snug font-semibold text-balance"><bdi>${escapeHtml(product.name)}</bdi></h3>`,
    description ? `<p class="mt-1 line-clamp-2 text-sm leading-relaxed text-muted">${escapeHtml(description)}</p>` : '',
    `<div class="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1.5 pt-3">${price}</div>`,
    '</div><div class="relative w-28 shrink-0 self-start sm:w-32">',
    imageHtml(product.image, 'rounded-xl', 256, priority),
    canOrder
      ? `<span class="absolute -end-1.5 -bottom-1.5 z-10 grid size-10 place-items-center rounded-full bg-surface text-primary-ink shadow-card ring-1 ring-stone-900/10">${icon(ICONS.plus, 'size-5')}</span>`
      : '',
    '</div></article>',
  ].join('');
}

function priceHtml(product: Product, currency: string, lang: Lang, from: string): string {
  const format = (amount: number) =>
    escapeHtml(formatMoney(amountToCents(amount) ?? Math.round(amount * 100), currency, lang));
  return product.min_price !== null
    ? `<p class="font-semibold tabular-nums text-ink"><span class="text-sm font-medium text-muted" data-shell-text>${escapeHtml(from)} </span>${format(product.min_price)}</p>`
    : `<p class="font-semibold tabular-nums text-ink">${format(product.price)}</p>`;
}

/** The app's Image: a square box that has its size before the picture arrives, lazy below the fold. */
function imageHtml(src: string | null, className: string, size: number, priority: boolean): string {
  return `<div class="relative overflow-hidden bg-stone-100 ${className}" style="aspect-ratio:1 / 1"><img src="${escapeHtml(src || FALLBACK_IMAGE)}" alt="" width="${size}" height="${size}" loading="${priority ? 'eager' : 'lazy'}" decoding="async" fetchpriority="${priority ? 'high' : 'auto'}" class="absolute inset-0 size-full object-cover"></div>`;
}

/** The paths of apps/web/src/ui/icon.tsx that the shell shows. */
const ICONS = {
  basket: 'M5 8h14l-1.2 10.2a2 2 0 0 1-2 1.8H8.2a2 2 0 0 1-2-1.8zM9 8V6a3 3 0 0 1 6 0v2',
  plus: 'M12 5v14M5 12h14',
  search: 'M11 18a7 7 0 1 1 0-14 7 7 0 0 1 0 14zM20 20l-4-4',
  clock: 'M12 21a9 9 0 1 1 0-18 9 9 0 0 1 0 18zM12 7v5l3 2',
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  globe:
    'M12 21a9 9 0 1 1 0-18 9 9 0 0 1 0 18zM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9S9.5 5.5 12 3z',
  menu: 'M4 7h16M4 12h16M4 17h16',
  star: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1-5.4-2.9-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
} as const;

function icon(path: string, className: string): string {
  return `<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.9" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false" class="${className}"><path d="${path}"/></svg>`;
}
