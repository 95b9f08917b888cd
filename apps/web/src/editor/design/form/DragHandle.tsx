import type { useSortable } from '@dnd-kit/sortable';
import { GripVertical } from 'lucide-react';
import { altArrowDelta } from './builderContext';

type Sortable = ReturnType<typeof useSortable>;

/**
 * A section's or a question's drag handle: @dnd-kit's pointer and keyboard drag (Space, arrows,
 * Space), and Alt+Up / Alt+Down to move one step at once.
 */
export function DragHandle({
  label,
  disabled,
  sortable,
  onStep,
}: {
  label: string;
  disabled: boolean;
  sortable: Pick<Sortable, 'setActivatorNodeRef' | 'attributes' | 'listeners'>;
  onStep: (delta: -1 | 1) => void;
}) {
  const { setActivatorNodeRef, attributes, listeners } = sortable;
  return (
    <button
      type="button"
      ref={setActivatorNodeRef}
      className="form-handle"
      aria-label={label}
      disabled={disabled}
      {...attributes}
      {...listeners}
      onKeyDown={(event) => {
        const delta = altArrowDelta(event);
        if (delta !== null) {
          event.preventDefault();
          onStep(delta);
          return;
        }
        listeners?.onKeyDown?.(event);
      }}
    >
      <GripVertical aria-hidden="true" />
    </button>
  );
}
