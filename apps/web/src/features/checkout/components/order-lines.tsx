import { DepositLines } from '../../../ui/deposit-lines.tsx';
import type { BasketProduct } from '@tavola/domain/schemas/basket';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useFormatPrice } from '../../../lib/money.ts';
import { Image } from '../../../ui/image.tsx';

function commentOf(line: BasketProduct): string | null {
  if (!line.extra_info) return null;
  try {
    const comment = (JSON.parse(line.extra_info) as { comment?: unknown }).comment;
    return typeof comment === 'string' && comment.trim() ? comment.trim() : null;
  } catch {
    return null;
  }
}

/** The basket's lines as the order will carry them: read only, with extras, contents and comments. */
export function OrderLines({ lines }: { lines: BasketProduct[] }) {
  const { t } = useTranslation();
  const format = useFormatPrice();
  return (
    <ul className="divide-y divide-line" data-testid="checkout-lines">
      {lines.map((line) => {
        const comment = commentOf(line);
        return (
          <li key={line.basketProductId} className="flex gap-3 py-3 first:pt-0 last:pb-0" data-testid="checkout-line">
            <div className="relative shrink-0">
              <Image src={line.image} alt="" ratio="1 / 1" width={96} height={96} sizes="56px" className="w-14 rounded-xl" />
              <span className="absolute -end-1.5 -top-1.5 grid h-5 min-w-5 place-items-center rounded-full bg-ink px-1 text-[11px] font-bold text-white tabular-nums">
                {line.quantity}
              </span>
            </div>
            <div className="min-w-0 flex-1 text-sm">
              <div className="flex items-start justify-between gap-2">
                <p className="font-semibold leading-snug">
                  <span className="sr-only">{line.quantity} × </span>
                  <bdi>{line.name}</bdi>
                </p>
                <p className="shrink-0 font-semibold tabular-nums">{format(line.totalPrice)}</p>
              </div>
              {line.attributeItems.length > 0 && (
                <p className="text-muted">
                  {line.attributeItems
                    .map((item) => `+ ${item.quantity > 1 ? `${item.quantity}× ` : ''}${item.name}`)
                    .join(', ')}
                </p>
              )}
              {line.items.length > 0 && (
                <p className="text-muted">{line.items.map((item) => `${item.quantity}× ${item.name}`).join(', ')}</p>
              )}
              <DepositLines line={line} />
              {comment && (
                <p className="mt-0.5 text-muted italic">
                  <span className="sr-only">{t('checkout.comment')}: </span>“{comment}”
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
