import { useTranslation } from '../../../i18n/use-translation.ts';
import {
  hintFor,
  isAttributeItemSelectable,
  selectedInGroup,
  type AttributeGroup as RuleGroup,
} from '@tavola/domain/attributes/attribute-selection';
import { useFormatPrice } from '../../../lib/money.ts';
import { FALLBACK_IMAGE } from '../../../ui/image.tsx';
import type { AttributeGroup } from '../api/get-attribute-groups.ts';
import { Picture } from '../../../ui/picture.tsx';

/** The menu answer's group as the picking rules of packages/domain take it. */
export function toRuleGroup(group: AttributeGroup): RuleGroup {
  return {
    id: group.id,
    name: group.name,
    minimumValue: group.minimum_value,
    maximumValue: group.maximum_value,
    isMultiSelect: group.is_multi_select,
    items: group.items,
  };
}

interface AttributePickerProps {
  groups: AttributeGroup[];
  selection: readonly number[];
  onToggle: (group: AttributeGroup, itemId: number) => void;
}

/**
 * The extras of a product (spec §4–5): single-select groups replace their pick, multi-select
 * groups stop at their maximum; each group says what it needs.
 */
export function AttributePicker({ groups, selection, onToggle }: AttributePickerProps) {
  return (
    <div className="space-y-6" data-testid="attribute-picker">
      {groups.map((group) => (
        <GroupFieldset key={group.id} group={group} selection={selection} onToggle={onToggle} />
      ))}
    </div>
  );
}

function GroupFieldset({
  group,
  selection,
  onToggle,
}: {
  group: AttributeGroup;
  selection: readonly number[];
  onToggle: AttributePickerProps['onToggle'];
}) {
  const { t } = useTranslation();
  const format = useFormatPrice();
  const rules = toRuleGroup(group);
  const hint = hintFor(rules);
  const chosen = selectedInGroup(rules, selection).length;
  const missing = hint.kind !== 'none' && hint.kind !== 'max_only' && chosen < hint.min;
  const inputType = group.is_multi_select ? 'checkbox' : 'radio';
  return (
    <fieldset data-testid="attribute-group">
      <legend className="flex w-full items-center justify-between gap-3">
        <span className="text-[16px] font-semibold">
          <bdi>{group.name}</bdi>
        </span>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
            missing ? 'bg-amber-100 text-amber-900' : 'bg-stone-100 text-muted'
          }`}
        >
          {hint.kind === 'min_only' || hint.kind === 'min_and_max' ? t('product.required') : t('product.optional')}
        </span>
      </legend>
      {hint.kind !== 'none' && (
        <p className="mt-0.5 text-sm text-muted" data-testid="attribute-hint">
          {hint.kind === 'min_only' && t('product.mustSelect')}
          {hint.kind === 'min_and_max' &&
            `${t('product.mustSelectAtLeast')} ${t('product.maxItems', { count: hint.max })}`}
          {hint.kind === 'max_only' && t('product.maxItems', { count: hint.max })}
        </p>
      )}
      <ul className="mt-3 space-y-2">
        {group.items.map((item) => {
          const checked = selection.includes(item.id);
          const selectable = isAttributeItemSelectable(selection, rules, item.id);
          return (
            <li key={item.id}>
              <label
                className={`flex min-h-14 cursor-pointer items-center gap-3 rounded-2xl px-3 py-2 ring-1 transition ${
                  checked ? 'bg-primary/[0.06] ring-2 ring-primary' : 'ring-line hover:bg-stone-50'
                } ${!selectable ? 'cursor-not-allowed opacity-50' : ''}`}
              >
                <input
                  type={inputType}
                  name={`group-${group.id}`}
                  checked={checked}
                  disabled={!selectable}
                  onChange={() => onToggle(group, item.id)}
                  // A chosen radio is unchosen by clicking it again (onChange does not fire for it).
                  onClick={() => {
                    if (inputType === 'radio' && checked) onToggle(group, item.id);
                  }}
                  className="size-5 shrink-0 accent-[var(--color-primary)]"
                />
                {item.image && (
                  <Picture
                    src={item.image || FALLBACK_IMAGE}
                    kind="dish"
                    sizes="40px"
                    alt=""
                    width={40}
                    height={40}
                    loading="lazy"
                    className="size-10 shrink-0 rounded-lg bg-stone-100 object-cover"
                  />
                )}
                <span className="min-w-0 flex-1 text-[15px] font-medium">
                  <bdi>{item.name}</bdi>
                </span>
                {item.pivot.price > 0 && (
                  <span className="shrink-0 text-sm font-semibold text-muted tabular-nums">
                    +{format(item.pivot.price)}
                  </span>
                )}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
