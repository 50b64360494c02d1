import { useState } from 'react';
import type { ManagerProduct } from '@tavola/domain/schemas/manager';
import { ApiError } from '../../../api/api-error.ts';
import { buttonClass } from '../../../ui/button.ts';
import { showSnackbar } from '../../../ui/snackbar-store.ts';
import { useSetStock, useStockProducts } from '../api/manager-menu-api.ts';
import { useManagerTexts } from '../i18n/use-manager-texts.ts';

function StockRow({ product, token }: { product: ManagerProduct; token: string }) {
  const { t } = useManagerTexts();
  const setStock = useSetStock(token);
  const [left, setLeft] = useState(product.stock === null ? '' : String(product.stock));
  const soldOut = product.stock === 0;
  const save = (stock: number | null) =>
    setStock.mutate(
      { productId: product.id, stock },
      {
        onSuccess: (saved) => setLeft(saved.stock === null ? '' : String(saved.stock)),
        onError: (error) =>
          showSnackbar({ message: error instanceof ApiError ? error.message : String(error), type: 'error' }),
      },
    );
  return (
    <li className="flex flex-wrap items-center gap-3 py-3" data-testid="stock-row" data-product-id={product.id}>
      <div className="min-w-40 flex-1">
        <p className="font-semibold">
          <bdi>{product.name}</bdi>
        </p>
        <p className={`text-sm ${soldOut ? 'font-semibold text-red-700' : 'text-muted'}`}>
          {soldOut
            ? t('stock.soldOut')
            : product.stock === null
              ? t('stock.unlimited')
              : `${t('stock.left')}: ${product.stock}`}
        </p>
      </div>
      <button
        type="button"
        disabled={setStock.isPending}
        onClick={() => save(soldOut ? null : 0)}
        aria-pressed={soldOut}
        className={buttonClass(soldOut ? 'primary' : 'dangerSoft', 'lg', 'min-w-40')}
      >
        {soldOut ? t('stock.back') : t('stock.soldOut')}
      </button>
      <form
        className="flex items-center gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          save(left.trim() === '' ? null : Number(left));
        }}
      >
        <label className="sr-only" htmlFor={`stock-${product.id}`}>
          {t('stock.left')} — {product.name}
        </label>
        <input
          id={`stock-${product.id}`}
          type="number"
          inputMode="numeric"
          min={0}
          value={left}
          placeholder="∞"
          onChange={(event) => setLeft(event.target.value)}
          className="h-12 w-24 rounded-xl border border-line bg-surface px-3 text-base tabular-nums focus:border-primary focus:ring-3 focus:ring-primary/25 focus:outline-none"
        />
        <button type="submit" disabled={setStock.isPending} className={buttonClass('secondary', 'lg')}>
          {t('stock.save')}
        </button>
      </form>
    </li>
  );
}

/** Every dish with one tap for sold out / back and a number left, grouped by category. */
export function StockList({ token }: { token: string }) {
  const { t } = useManagerTexts();
  const products = useStockProducts(token).data ?? [];
  const categories = [...new Set(products.map((product) => product.category))];
  return (
    <section aria-labelledby="stock-title" className="rounded-3xl bg-surface p-5 shadow-card">
      <h2 id="stock-title" className="text-lg font-bold">
        {t('stock.title')}
      </h2>
      {categories.map((category) => (
        <div key={category} className="mt-4">
          <h3 className="text-sm font-bold tracking-wide text-muted uppercase">
            <bdi>{category}</bdi>
          </h3>
          <ul className="divide-y divide-line">
            {products
              .filter((product) => product.category === category)
              .map((product) => (
                <StockRow key={`${product.id}-${product.stock}`} product={product} token={token} />
              ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
