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
    <div className="group mt-3">
      <label htmlFor={id} className="sr-only">
        {t('cart.comment')} – {line.name}
      </label>
      {/* Grows with its text (field-sizing) rather than clipping a long comment or placeholder. */}
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
        className="block max-h-40 min-h-10 w-full resize-none rounded-xl bg-stone-50 px-3 py-2 text-sm leading-6 ring-1 ring-line outline-none field-sizing-content placeholder:text-stone-500 focus:bg-white focus:ring-2 focus:ring-primary"
        data-testid="line-comment"
      />
      {/* The count shows while writing, not as noise under every empty box. */}
      <p
        className={`mt-1 text-end text-[11px] text-muted tabular-nums ${value.length > 0 ? '' : 'hidden group-focus-within:block'}`}
        aria-hidden="true"
      >
        {t('cart.commentCount', { count: value.length, max: ITEM_COMMENT_MAX_LENGTH })}
      </p>
    </div>
  );
}
