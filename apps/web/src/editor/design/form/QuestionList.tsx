import { message, sectionsWithFields, textIn } from '@atelier/domain';
import type { Form } from '@atelier/schema';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useBuilder } from './builderContext';
import { SectionCard } from './SectionCard';
import { dropOf, type DropPlan } from './dropPlan';

type Kind = 'section' | 'field' | 'field-container';
const kindOf = (data: unknown): Kind | undefined => (data as { type?: Kind } | undefined)?.type;
/** What an item of `active`'s kind may land on: sections on sections, questions on questions or sections' lists. */
const accepts = (active: Kind | undefined, target: Kind | undefined) =>
  active === 'section' ? target === 'section' : target === 'field' || target === 'field-container';

// Sections and questions share one drag context (a question moves between sections): each
// drag only sees the targets of its own kind, by pointer and by keyboard alike.
const collision: CollisionDetection = (args) =>
  closestCenter({
    ...args,
    droppableContainers: args.droppableContainers.filter((entry) =>
      accepts(kindOf(args.active.data.current), kindOf(entry.data.current)),
    ),
  });

const keyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const { droppableContainers, active } = args.context;
  const kind = kindOf(active?.data.current);
  const own = {
    getEnabled: () =>
      droppableContainers.getEnabled().filter((entry) => accepts(kind, kindOf(entry.data.current))),
    get: (id: Parameters<typeof droppableContainers.get>[0]) => droppableContainers.get(id),
  } as unknown as typeof droppableContainers;
  return sortableKeyboardCoordinates(event, {
    ...args,
    context: { ...args.context, droppableContainers: own },
  });
};

/** 002 §2 the question list: sections in order, then the virtual 'Unassigned' section. */
export function QuestionList({ form, onDrop }: { form: Form; onDrop: (plan: DropPlan) => void }) {
  const builder = useBuilder();
  const { t, m, blocked } = builder;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardCoordinates }),
  );
  const groups = sectionsWithFields(form);
  const nameOf = (id: string | number | undefined): string => {
    const [kind, key] = String(id ?? '').split(/:(.*)/s);
    if (kind === 'f') {
      const field = form.fields.find((each) => each.id === key);
      return field ? textIn(field.title, builder.answerContext.language) || t('untitled') : '';
    }
    if (key === 'unassigned') return m(message('form.unassigned'));
    const section = form.sections.find((each) => each.id === key);
    return section ? textIn(section.title, builder.answerContext.language) : '';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dndPickedUp', { item: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      // Over itself (the drag's start) says nothing: 'Picked up' stays.
      over && over.id !== active.id
        ? t('dndOver', { item: nameOf(active.id), target: nameOf(over.id) })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('dndDropped', { item: nameOf(active.id), target: nameOf(over.id) })
        : t('dndCancelled', { item: nameOf(active.id) }),
    onDragCancel: ({ active }) => t('dndCancelled', { item: nameOf(active.id) }),
  };
  const end = (event: DragEndEvent) => {
    const plan = dropOf(form, String(event.active.id), event.over ? String(event.over.id) : null);
    if (plan !== null) onDrop(plan);
  };
  return (
    <DndContext
      sensors={blocked ? [] : sensors}
      collisionDetection={collision}
      onDragEnd={end}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('dndHelp') } }}
    >
      <SortableContext
        items={form.sections.map((section) => `s:${section.id}`)}
        strategy={verticalListSortingStrategy}
      >
        <ul className="form-sections" data-testid="form-sections">
          {groups.map((group) => (
            <SectionCard
              key={group.section?.id ?? 'unassigned'}
              section={group.section}
              fields={group.fields}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
