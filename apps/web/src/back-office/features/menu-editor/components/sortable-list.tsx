import type { ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Icon } from '../../../../ui/icon.tsx';
import { useEditorTexts } from '../i18n/use-editor-texts.ts';

interface SortableListProps<T> {
  items: T[];
  keyOf: (item: T) => string;
  nameOf: (item: T) => string;
  /** The keys in their new order, after a drop that moved something. */
  onReorder: (keys: string[]) => void;
  /** One row; `handle` is the drag handle to place in it. */
  children: (item: T, handle: ReactNode) => ReactNode;
  label: string;
  testId?: string;
  disabled?: boolean;
}

/**
 * A list the owner reorders by dragging a row's handle (mouse, finger) or with the keyboard (focus the
 * handle, space, arrows, space), with the moves announced in the owner's language.
 */
export function SortableList<T>({
  items,
  keyOf,
  nameOf,
  onReorder,
  children,
  label,
  testId,
  disabled,
}: SortableListProps<T>) {
  const { t } = useEditorTexts();
  const keys = items.map(keyOf);
  const sensors = useSensors(
    // A few pixels before a drag starts, so a tap on the handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const name = (id: UniqueIdentifier) => {
    const item = items.find((entry) => keyOf(entry) === id);
    return item ? nameOf(item) : String(id);
  };
  const position = (id: UniqueIdentifier | undefined) => ({
    position: keys.indexOf(String(id)) + 1,
    total: keys.length,
  });
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dnd.picked', { name: name(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('dnd.over', { name: name(active.id), ...position(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('dnd.dropped', { name: name(active.id), ...position(over.id) }) : undefined,
    onDragCancel: ({ active }) => t('dnd.cancelled', { name: name(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(keys, keys.indexOf(String(active.id)), keys.indexOf(String(over.id))));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}
    >
      <SortableContext items={keys} strategy={verticalListSortingStrategy} disabled={disabled}>
        <ul aria-label={label} className="space-y-2" data-testid={testId}>
          {items.map((item) => (
            <SortableRow key={keyOf(item)} id={keyOf(item)} name={nameOf(item)}>
              {(handle) => children(item, handle)}
            </SortableRow>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({ id, name, children }: { id: string; name: string; children: (handle: ReactNode) => ReactNode }) {
  const { t } = useEditorTexts();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={t('actions.moveHandle', { name })}
      data-testid="drag-handle"
      className="grid size-11 shrink-0 cursor-grab touch-none place-items-center rounded-xl text-muted hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-primary active:cursor-grabbing"
    >
      <Icon name="menu" />
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`relative ${isDragging ? 'z-10 opacity-90 shadow-raised' : ''}`}
      data-key={id}
    >
      {children(handle)}
    </li>
  );
}
