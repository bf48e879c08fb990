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
import './sortable-list.css';

export interface SortableEntry {
  /** The drag's id (stable while the list is edited). */
  id: string;
  /** How the entry is announced while it moves. */
  title: string;
}

/** What screen readers are told while an entry moves, in the caller's words. */
export interface SortableTexts {
  instructions: string;
  picked: (title: string) => string;
  over: (title: string, position: number, total: number) => string;
  dropped: (title: string, position: number, total: number) => string;
  cancelled: (title: string) => string;
}

export interface SortableListProps<T extends SortableEntry> {
  items: readonly T[];
  /** The ids in their new order after a drop that moved something, and the move itself. */
  onReorder: (ids: string[], move: { from: number; to: number }) => void;
  renderItem: (item: T, index: number) => ReactNode;
  texts: SortableTexts;
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
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
export function SortableList<T extends SortableEntry>({
  items,
  onReorder,
  renderItem,
  texts,
  className,
  ...aria
}: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => items.map((item) => item.id), [items]);
  const titleOf = (id: UniqueIdentifier) => items.find((item) => item.id === id)?.title ?? '';
  const positionOf = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    onReorder(arrayMove(ids, from, to), { from, to });
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: texts.instructions },
        announcements: {
          onDragStart: ({ active }) => texts.picked(titleOf(active.id)),
          onDragOver: ({ active, over }) =>
            over ? texts.over(titleOf(active.id), positionOf(over.id), ids.length) : undefined,
          onDragEnd: ({ active, over }) =>
            over ? texts.dropped(titleOf(active.id), positionOf(over.id), ids.length) : undefined,
          onDragCancel: ({ active }) => texts.cancelled(titleOf(active.id)),
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
