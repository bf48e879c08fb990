import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { type ButtonHTMLAttributes, createContext, type ReactNode, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

interface Entry {
  id: string;
  title: string;
}

export interface SortableListProps<T extends Entry> {
  items: T[];
  /** The ids in their new order, after a drop that moved something. */
  onReorder: (ids: string[]) => void;
  renderItem: (item: T, index: number) => ReactNode;
  className?: string;
  'aria-label'?: string;
}

/** The ids with one entry moved by `offset` places (Move up / Move down); null when it cannot move. */
export function moveBy(ids: string[], id: string, offset: number): string[] | null {
  const from = ids.indexOf(id);
  const to = from + offset;
  if (from === -1 || to < 0 || to >= ids.length) return null;
  return arrayMove(ids, from, to);
}

/**
 * A vertical list ordered by drag and drop: with the pointer (after a 5 px move, so clicks still
 * work) or the keyboard (Space on a handle, arrows, Space again), announced to screen readers.
 */
export function SortableList<T extends Entry>({
  items,
  onReorder,
  renderItem,
  className,
  ...aria
}: SortableListProps<T>) {
  const { t } = useTranslation('menus');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => items.map((item) => item.id), [items]);
  const titleOf = (id: UniqueIdentifier) => items.find((item) => item.id === id)?.title ?? '';
  const positionOf = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('dnd.instructions') },
        announcements: {
          onDragStart: ({ active }) => t('dnd.picked', { title: titleOf(active.id) }),
          onDragOver: ({ active, over }) =>
            over
              ? t('dnd.over', { title: titleOf(active.id), position: positionOf(over.id), total: ids.length })
              : undefined,
          onDragEnd: ({ active, over }) =>
            over
              ? t('dnd.dropped', {
                  title: titleOf(active.id),
                  position: positionOf(over.id),
                  total: ids.length,
                })
              : undefined,
          onDragCancel: ({ active }) => t('dnd.cancelled', { title: titleOf(active.id) }),
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul className={className} {...aria}>
          {items.map((item, index) => (
            <SortableRow key={item.id} id={item.id}>
              {renderItem(item, index)}
            </SortableRow>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

type HandleProps = ButtonHTMLAttributes<HTMLButtonElement>;
const HandleContext = createContext<{
  props: HandleProps;
  setRef: (node: HTMLElement | null) => void;
} | null>(null);

function SortableRow({ id, children }: { id: string; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  const handle = useMemo(
    () => ({ props: { ...attributes, ...listeners } as HandleProps, setRef: setActivatorNodeRef }),
    [attributes, listeners, setActivatorNodeRef],
  );
  return (
    <li
      ref={setNodeRef}
      className={`gl-sortable${isDragging ? ' gl-sortable--dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <HandleContext.Provider value={handle}>{children}</HandleContext.Provider>
    </li>
  );
}

/** The grip that starts a drag (pointer or keyboard); named "Move …" for assistive technology. */
export function DragHandle({ label }: { label: string }) {
  const handle = useContext(HandleContext);
  return (
    <button
      type="button"
      ref={handle?.setRef}
      className="gl-drag-handle"
      {...handle?.props}
      aria-label={label}
      title={label}
    >
      <span className="pi pi-bars" aria-hidden="true" />
    </button>
  );
}
