import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface SortableListProps<T> {
  items: readonly T[];
  idOf: (item: T) => string;
  /** the accessible name of an item's drag handle */
  handleLabel: (item: T) => string;
  /** called with the new order of ids after a drop that moved something */
  onReorder: (ids: string[]) => void;
  disabled?: boolean;
  /** renders an item; `handle` is the drag handle to place in it (null when disabled) */
  children: (item: T, handle: ReactNode) => ReactNode;
}

/**
 * Reordering by drag and drop that also works by keyboard (spec 1 §2.6 "reordered"): focus a handle, Space to
 * lift, arrow keys to move, Space to drop, Escape to cancel; dnd-kit announces each step to screen readers.
 */
export function SortableList<T>({
  items,
  idOf,
  handleLabel,
  onReorder,
  disabled = false,
  children,
}: SortableListProps<T>): JSX.Element {
  const sensors = useSensors(
    // a small distance, so a click on the handle is not a drag
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(idOf);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(ids, from, to));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        {items.map((item) => (
          <SortableItem key={idOf(item)} id={idOf(item)} label={handleLabel(item)} disabled={disabled}>
            {(handle) => children(item, handle)}
          </SortableItem>
        ))}
      </SortableContext>
    </DndContext>
  );
}

interface SortableItemProps {
  id: string;
  label: string;
  disabled: boolean;
  children: (handle: ReactNode) => ReactNode;
}

function SortableItem({ id, label, disabled, children }: SortableItemProps): JSX.Element {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled });
  const handle = disabled ? null : (
    <ActionIcon
      ref={setActivatorNodeRef}
      variant="subtle"
      color="gray"
      aria-label={label}
      style={{ cursor: 'grab', touchAction: 'none' }}
      {...attributes}
      {...listeners}
    >
      <IconGripVertical size={16} />
    </ActionIcon>
  );
  return (
    <div
      ref={setNodeRef}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : undefined,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
      }}
    >
      {children(handle)}
    </div>
  );
}
