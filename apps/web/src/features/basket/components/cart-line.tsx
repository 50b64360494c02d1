import { DepositLines } from '../../../ui/deposit-lines.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { BasketProduct } from '@tavola/domain/schemas/basket';
import { formatLocalDate } from '@tavola/domain/time/format-local-date-time';
import { useFormatPrice } from '../../../lib/money.ts';
import { pageConfig } from '../../../lib/page-config.ts';
import { Icon } from '../../../ui/icon.tsx';
import { Image } from '../../../ui/image.tsx';
import { useChangeLineQuantity } from '../api/change-line-quantity.ts';
import { LineComment } from './line-comment.tsx';
import { parseLineExtraInfo } from './line-extra-info.ts';

interface CartLineProps {
  basketId: string;
  line: BasketProduct;
  withComment: boolean;
  compact?: boolean;
}

/** One cart line: image, name, extras or package contents, depot, quantity −/+, price and total. */
export function CartLine({ basketId, line, withComment, compact = false }: CartLineProps) {
  const { t, i18n } = useTranslation();
  const format = useFormatPrice();
  const change = useChangeLineQuantity();
  const details = parseLineExtraInfo(line.extra_info).itemDetails ?? [];
  const canIncrease = line.stock === null || line.stock > 0;
  const run = (kind: 'increase' | 'decrease' | 'delete') =>
    change.mutate({ basketId, basketProductId: line.basketProductId, productId: line.productId, change: kind });

  return (
    <li className="py-4" data-testid="cart-line" data-basket-product-id={line.basketProductId}>
      <div className="flex gap-3">
        <Image
          src={line.image}
          alt=""
          ratio="1 / 1"
          width={128}
          height={128}
          sizes="80px"
          // self-start: a package's contents make the line tall, and a stretched box crops the picture.
          className={`shrink-0 self-start rounded-xl ${compact ? 'w-16' : 'w-20'}`}
        />
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <p className="font-semibold leading-snug">
              <bdi>{line.name}</bdi>
            </p>
            <p className="shrink-0 font-semibold tabular-nums" data-testid="line-total">
              {format(line.totalPrice)}
            </p>
          </div>
          <p className="text-sm text-muted tabular-nums">{format(line.price)}</p>
          {line.attributeItems.length > 0 && (
            <ul className="mt-1 text-sm text-muted">
              {line.attributeItems.map((item) => (
                <li key={item.id}>
                  + {item.quantity > 1 ? `${item.quantity}× ` : ''}
                  <bdi>{item.name}</bdi>
                  {item.price > 0 && <span className="tabular-nums"> ({format(item.price)})</span>}
                </li>
              ))}
            </ul>
          )}
          {line.items.length > 0 && (
            <div className="mt-1 text-sm text-muted" data-testid="package-contents">
              <span className="font-medium text-ink/80">{t('cart.packageContents')}:</span>
              <ul>
                {line.items.map((item) => (
                  <li key={item.id}>
                    {item.quantity}× <bdi>{item.name}</bdi>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {details.length > 0 && !pageConfig.modes.event && (
            <ul className="mt-1 text-sm text-muted">
              {details.map((detail, index) => (
                <li key={index}>
                  {[detail.fullName, detail.date].filter(Boolean).join(' · ')}
                  {detail.count && detail.count > 1 ? ` ×${detail.count}` : ''}
                </li>
              ))}
            </ul>
          )}
          {/* Event mode (spec §2 Cart page): person name and date per entry, with a quantity column. */}
          {details.length > 0 && pageConfig.modes.event && (
            <table className="mt-2 w-full text-sm" data-testid="line-persons">
              <thead className="text-xs text-muted">
                <tr>
                  <th scope="col" className="pb-0.5 text-start font-medium">
                    {t('event.fullName')}
                  </th>
                  <th scope="col" className="pb-0.5 text-start font-medium">
                    {t('event.date')}
                  </th>
                  <th scope="col" className="pb-0.5 text-end font-medium">
                    {t('cart.quantity')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {details.map((detail, index) => (
                  <tr key={index}>
                    <td className="py-0.5 pe-2">{detail.fullName ?? '–'}</td>
                    <td className="py-0.5 pe-2 tabular-nums">
                      {detail.date ? formatLocalDate(detail.date, i18n.language) : '–'}
                    </td>
                    <td className="py-0.5 text-end tabular-nums">{detail.count ?? 1}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <div className="mt-1 text-sm">
            <DepositLines line={line} />
          </div>
          <div className="mt-2.5 flex items-center justify-between">
            <div
              className="flex items-center rounded-full ring-1 ring-line"
              role="group"
              aria-label={`${t('cart.quantity')}: ${line.name}`}
            >
              <button
                type="button"
                onClick={() => run('decrease')}
                aria-label={t('cart.decrease', { name: line.name })}
                className="grid size-9 place-items-center rounded-full hover:bg-stone-100"
                data-testid="line-decrease"
              >
                <Icon name={line.quantity === 1 ? 'trash' : 'minus'} className="size-4" />
              </button>
              <span
                className="min-w-8 text-center text-sm font-semibold tabular-nums"
                aria-live="polite"
                data-testid="line-quantity"
              >
                {line.quantity}
              </span>
              <button
                type="button"
                onClick={() => run('increase')}
                disabled={!canIncrease}
                aria-label={t('cart.increase', { name: line.name })}
                className="grid size-9 place-items-center rounded-full hover:bg-stone-100 disabled:opacity-40"
                data-testid="line-increase"
              >
                <Icon name="plus" className="size-4" />
              </button>
            </div>
            {line.quantity > 1 && (
              <button
                type="button"
                onClick={() => run('delete')}
                className="rounded-full px-2 py-1 text-sm font-medium text-muted hover:text-red-700"
                aria-label={t('cart.remove', { name: line.name })}
              >
                <Icon name="trash" className="size-4" />
              </button>
            )}
          </div>
        </div>
      </div>
      {/* The whole width of the line: a phone's text column is too narrow for the placeholder. */}
      {withComment && <LineComment basketId={basketId} line={line} />}
    </li>
  );
}
