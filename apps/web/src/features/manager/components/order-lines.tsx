import type { BoardOrder } from '@tavola/domain/schemas/manager';
import { formatLocalDate } from '@tavola/domain/time/format-local-date-time';
import { useManagerTexts } from '../i18n/use-manager-texts.ts';

interface LineExtra {
  comment?: string;
  itemDetails?: { fullName?: string; date?: string; count?: number }[];
}

function extraOf(text: string | null): LineExtra {
  if (!text) return {};
  try {
    return JSON.parse(text) as LineExtra;
  } catch {
    return {};
  }
}

/** What the kitchen makes: quantity and dish, extras, package contents, the guest's note and person entries. */
export function OrderLines({ order, compact = false }: { order: BoardOrder; compact?: boolean }) {
  const { t, lang } = useManagerTexts();
  return (
    <ul className={compact ? 'space-y-1' : 'space-y-2'}>
      {order.products.map((line) => {
        const extra = extraOf(line.extra_info);
        return (
          <li key={line.id} className="leading-snug">
            <p className="font-semibold">
              <span className="tabular-nums">{line.quantity} ×</span> <bdi>{line.name}</bdi>
            </p>
            {(line.attributeItems.length > 0 ||
              line.items.length > 0 ||
              extra.comment ||
              extra.itemDetails?.length) && (
              <ul className="ms-6 text-sm text-ink/80">
                {line.attributeItems.map((item) => (
                  <li key={`a${item.id}`}>
                    + {item.quantity > 1 ? `${item.quantity} × ` : ''}
                    <bdi>{item.name}</bdi>
                  </li>
                ))}
                {line.items.map((item) => (
                  <li key={`p${item.productPackageId}-${item.productId}`}>
                    · {item.quantity > 1 ? `${item.quantity} × ` : ''}
                    <bdi>{item.name}</bdi>
                  </li>
                ))}
                {extra.itemDetails?.map((person, index) => (
                  <li key={`d${index}`}>
                    👤 <bdi>{person.fullName}</bdi>
                    {person.date ? ` · ${formatLocalDate(person.date, lang)}` : ''}
                    {person.count && person.count > 1 ? ` × ${person.count}` : ''}
                  </li>
                ))}
                {extra.comment && (
                  <li className="font-semibold text-amber-900">
                    {t('card.comment', { text: '' })}
                    <bdi>{extra.comment}</bdi>
                  </li>
                )}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
