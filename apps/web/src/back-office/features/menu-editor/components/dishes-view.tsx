import { useSearchParams } from 'react-router';
import type { MenuDraft } from '@tavola/domain/schemas/menu-editor';
import { CategoryList } from './category-list.tsx';
import { DishList } from './dish-list.tsx';
import type { Editing } from './entry-sheet.tsx';

/** Categories beside the dishes of the one chosen (kept in the URL): the owner's everyday screen. */
export function DishesView({
  token,
  draft,
  onOpen,
}: {
  token: string;
  draft: MenuDraft;
  onOpen: (editing: Editing) => void;
}) {
  const [params, setParams] = useSearchParams();
  const chosen = draft.categories.find((c) => c.key === params.get('category')) ?? draft.categories[0];
  const choose = (key: string) => {
    const search = new URLSearchParams(params);
    search.set('category', key);
    setParams(search, { replace: true });
  };
  return (
    <div className="grid items-start gap-4 md:grid-cols-[300px_1fr] lg:grid-cols-[340px_1fr]">
      <CategoryList token={token} draft={draft} chosen={chosen?.key} onChoose={choose} onOpen={onOpen} />
      <DishList token={token} draft={draft} category={chosen} onOpen={onOpen} />
    </div>
  );
}
