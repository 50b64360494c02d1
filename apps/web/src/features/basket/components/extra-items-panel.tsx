import { useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useFormatPrice } from '../../../lib/money.ts';
import { Icon } from '../../../ui/icon.tsx';
import { Image } from '../../../ui/image.tsx';
import { useAddExtraItem } from '../api/add-extra-item.ts';
import { dismissExtras, useExtrasDismissed } from '../hooks/extras-dismissed.ts';
import { useExtraProducts } from '../hooks/use-extra-products.ts';

interface ExtraItemsPanelProps {
  /** 'page': a card of its own on /cart; 'sheet': a section at the end of the side cart. */
  variant: 'page' | 'sheet';
  /** Where keyboard focus goes when the panel goes away (closed, or its last product added). */
  focusAfter: () => void;
}

const looks = {
  page: { section: 'rounded-3xl bg-surface shadow-card ring-1 ring-stone-900/[0.04]', inset: 'px-4 sm:px-6' },
  sheet: { section: 'mt-2 border-t border-line -mx-5', inset: 'px-5' },
} as const;

/**
 * 'You can add the items below' (spec §2 Cart page): products of the extra categories not yet in
 * the basket, sliding up under the lines, each added with one tap. Hidden when there is nothing to
 * suggest; the guest can close it for the rest of the visit.
 */
export function ExtraItemsPanel({ variant, focusAfter }: ExtraItemsPanelProps) {
  const { t } = useTranslation();
  const format = useFormatPrice();
  const products = useExtraProducts();
  const dismissed = useExtrasDismissed();
  const add = useAddExtraItem();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The tapped card leaves the list once its line is in the basket: a keyboard user keeps their place at
  // the panel's heading, or where the page says once the panel is gone. The card may leave before the add's
  // answer is handled or after it (the basket answer and the mutation's success are not ordered), so both
  // moments look: whichever finds focus lost moves it.
  const refocus = useRef(false);
  const placeFocus = () => {
    if (!refocus.current) return;
    if (document.activeElement && document.activeElement !== document.body) return;
    refocus.current = false;
    if (headingRef.current) headingRef.current.focus();
    else focusAfter();
  };
  // Looked at when the list changes (a card left); the focus target it reads is the one of that moment.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(placeFocus, [products]);
  if (dismissed || products.length === 0) return null;
  const look = looks[variant];

  const keepFocus = () => {
    refocus.current = true;
    requestAnimationFrame(placeFocus);
  };

  return (
    <section aria-labelledby={headingId} className={`animate-rise-in ${look.section}`} data-testid="extra-items-panel">
      <div className={`flex items-center gap-2 pt-4 ${look.inset}`}>
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="min-w-0 flex-1 text-[15px] leading-snug font-semibold text-balance outline-none"
        >
          {t('cart.extrasTitle')}
        </h2>
        <button
          type="button"
          onClick={() => {
            dismissExtras();
            focusAfter();
          }}
          aria-label={t('cart.extrasHide')}
          className="-me-2 grid size-10 shrink-0 place-items-center rounded-full text-muted hover:bg-stone-100 hover:text-ink"
          data-testid="extra-items-hide"
        >
          <Icon name="close" className="size-5" />
        </button>
      </div>
      <ul className={`no-scrollbar flex snap-x gap-3 overflow-x-auto pt-2 pb-4 ${look.inset} scroll-px-4`}>
        {products.map((product) => {
          const adding = add.isPending && add.variables?.id === product.id;
          return (
            <li key={product.id} className="w-36 shrink-0 snap-start" data-testid="extra-item">
              <div className="flex h-full flex-col overflow-hidden rounded-2xl bg-surface ring-1 ring-line">
                <Image src={product.image} alt="" ratio="4 / 3" width={288} height={216} sizes="144px" />
                <div className="flex flex-1 flex-col gap-2 p-2.5">
                  <p className="line-clamp-2 text-sm leading-snug font-semibold">
                    <bdi>{product.name}</bdi>
                  </p>
                  <div className="mt-auto flex items-center justify-between gap-2">
                    <span className="text-sm text-muted tabular-nums">{format(product.price)}</span>
                    <button
                      type="button"
                      onClick={() => add.mutate(product, { onSuccess: keepFocus })}
                      disabled={add.isPending}
                      aria-busy={adding}
                      aria-label={t('cart.extrasAdd', { name: product.name })}
                      className="grid size-10 shrink-0 place-items-center rounded-full bg-primary text-on-primary shadow-sm transition hover:bg-primary-hover active:bg-primary-active active:scale-95 disabled:opacity-60"
                      data-testid="extra-item-add"
                    >
                      <Icon name="plus" className="size-5" />
                    </button>
                  </div>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
