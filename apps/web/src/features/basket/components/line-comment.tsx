import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ITEM_COMMENT_MAX_LENGTH } from '@tavola/domain/limits';
import type { BasketProduct } from '@tavola/domain/schemas/basket';
import { showSnackbar } from '../../../ui/snackbar-store.ts';
import { useSaveLineComment } from '../api/save-line-comment.ts';
import { parseLineExtraInfo } from './line-extra-info.ts';

/** The per-line comment (max 140 characters), saved when the field is left. */
export function LineComment({ basketId, line }: { basketId: string; line: BasketProduct }) {
  const { t } = useTranslation();
  const id = useId();
  const saved = parseLineExtraInfo(line.extra_info).comment ?? '';
  const [value, setValue] = useState(saved);
  const save = useSaveLineComment();
  return (
    <div className="mt-3">
      <label htmlFor={id} className="sr-only">
        {t('cart.comment')} – {line.name}
      </label>
      <div className="relative">
        <textarea
          id={id}
          rows={1}
          value={value}
          maxLength={ITEM_COMMENT_MAX_LENGTH}
          placeholder={t('cart.commentPlaceholder')}
          onChange={(event) => setValue(event.target.value)}
          onBlur={() => {
            if (value.trim() === saved.trim()) return;
            save.mutate(
              { basketId, line, comment: value },
              { onError: () => showSnackbar({ message: t('cart.commentFailed', { name: line.name }) }) },
            );
          }}
          className="block min-h-10 w-full resize-none rounded-xl bg-stone-50 px-3 py-2 pe-16 text-sm ring-1 ring-line outline-none placeholder:text-stone-500 focus:bg-white focus:ring-2 focus:ring-primary"
          data-testid="line-comment"
        />
        <span className="pointer-events-none absolute end-3 bottom-2 text-[11px] text-muted tabular-nums" aria-hidden="true">
          {t('cart.commentCount', { count: value.length, max: ITEM_COMMENT_MAX_LENGTH })}
        </span>
      </div>
    </div>
  );
}
