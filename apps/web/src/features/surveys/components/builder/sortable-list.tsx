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
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { type ButtonHTMLAttributes, createContext, type ReactNode, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export interface SortableEntry {
  /** The drag's id (stable while the list is edited). */
  key: string;
  /** How the entry is announced while it moves. */
  name: string;
}

export interface SortableListProps<T extends SortableEntry> {
  items: readonly T[];
  /** Moves the entry at `from` to `to` after a drop. */
  onMove: (from: number, to: number) => void;
  renderItem: (item: T, index: number) => ReactNode;
  className?: string;
  'aria-labelledby'?: string;
}

/**
 * An ordered list sorted by drag and drop: the pointer (after a 5 px move, so clicks still work)
 * or the keyboard (Space on a handle, arrows, Space again), each step announced.
 */
export function SortableList<T extends SortableEntry>({
  items,
  onMove,
  renderItem,
  className,
  ...aria
}: SortableListProps<T>) {
  const { t } = useTranslation('surveys');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => items.map((item) => item.key), [items]);
  const nameOf = (id: UniqueIdentifier) => items.find((item) => item.key === id)?.name ?? '';
  const positionOf = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('dnd.instructions') },
        announcements: {
          onDragStart: ({ active }) => t('dnd.picked', { name: nameOf(active.id) }),
          onDragOver: ({ active, over }) =>
            over
              ? t('dnd.over', { name: nameOf(active.id), position: positionOf(over.id), total: ids.length })
              : undefined,
          onDragEnd: ({ active, over }) =>
            over
              ? t('dnd.dropped', {
                  name: nameOf(active.id),
                  position: positionOf(over.id),
                  total: ids.length,
                })
              : undefined,
          onDragCancel: ({ active }) => t('dnd.cancelled', { name: nameOf(active.id) }),
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className={className} {...aria}>
          {items.map((item, index) => (
            <SortableRow key={item.key} id={item.key}>
              {renderItem(item, index)}
            </SortableRow>
          ))}
        </ol>
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
      className={`gl-survey-sortable${isDragging ? ' gl-survey-sortable--dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <HandleContext.Provider value={handle}>{children}</HandleContext.Provider>
    </li>
  );
}

/** The grip that starts a drag (pointer or keyboard), named "Drag …" for assistive technology. */
export function DragHandle({ label }: { label: string }) {
  const handle = useContext(HandleContext);
  return (
    <button
      type="button"
      ref={handle?.setRef}
      className="gl-survey-drag"
      {...handle?.props}
      aria-label={label}
      title={label}
    >
      <span className="pi pi-bars" aria-hidden="true" />
    </button>
  );
}
