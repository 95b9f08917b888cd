import { message, textIn } from '@atelier/domain';
import type { Field, Section } from '@atelier/schema';
import { Button } from '@atelier/ui';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Camera, CameraOff, Trash2 } from 'lucide-react';
import { useBuilder } from './builderContext';
import { DragHandle } from './DragHandle';
import { FieldRow } from './FieldRow';
import { FieldTypeSelect } from './FieldTypeSelect';
import { SectionTitle } from './SectionTitle';

/** 002 §2, §4 one section of the question list, or the virtual 'Unassigned' one (section null). */
export function SectionCard({ section, fields }: { section: Section | null; fields: readonly Field[] }) {
  const builder = useBuilder();
  const { t, m, blocked } = builder;
  const key = section?.id ?? 'unassigned';
  const title = section
    ? textIn(section.title, builder.answerContext.language)
    : m(message('form.unassigned'));
  const sortable = useSortable({ id: `s:${key}`, data: { type: 'section' }, disabled: blocked || !section });
  const { setNodeRef, transform, transition, isDragging } = sortable;
  const { setNodeRef: setDropRef, isOver } = useDroppable({
    id: `c:${key}`,
    data: { type: 'field-container', sectionId: section?.id ?? null },
  });
  const expanded = section ? !section.collapsed : true;
  const style = { transform: CSS.Translate.toString(transform), transition: transition };
  return (
    <li
      ref={section ? setNodeRef : undefined}
      style={section ? style : undefined}
      className="form-section"
      data-section={key}
      data-dragging={isDragging || undefined}
    >
      <div className="form-section__head">
        {section ? (
          <>
            <DragHandle
              label={t('moveSection', { section: title })}
              disabled={blocked}
              sortable={sortable}
              onStep={(delta) => builder.moveSectionBy(section.id, delta)}
            />
            <SectionTitle sectionId={section.id} title={title} expanded={expanded} />
            <Button
              size="sm"
              variant="ghost"
              icon={<Trash2 aria-hidden="true" />}
              aria-label={t('removeSection', { section: title })}
              disabled={blocked}
              onClick={() => builder.askRemoveSection(section.id)}
            />
          </>
        ) : (
          <h4 className="form-section__virtual">{title}</h4>
        )}
      </div>
      {expanded && (
        <div className="form-section__body">
          {section && (
            <div className="form-section__view">
              <span className="form-note" data-view-saved={section.cameraTransform ? 'true' : 'false'}>
                {section.cameraTransform ? t('viewSaved') : t('noView')}
              </span>
              <Button
                size="sm"
                icon={<Camera aria-hidden="true" />}
                disabled={blocked || !builder.cameraReady}
                onClick={() => builder.saveView(section.id)}
              >
                {section.cameraTransform ? t('updateView') : t('saveView')}
              </Button>
              {section.cameraTransform && (
                <Button
                  size="sm"
                  variant="ghost"
                  icon={<CameraOff aria-hidden="true" />}
                  disabled={blocked}
                  onClick={() => builder.removeView(section.id)}
                >
                  {t('removeView')}
                </Button>
              )}
            </div>
          )}
          <SortableContext
            items={fields.map((field) => `f:${field.id}`)}
            strategy={verticalListSortingStrategy}
          >
            <ul className="form-fields" ref={setDropRef} data-over={isOver || undefined}>
              {fields.map((field) => (
                <FieldRow key={field.id} field={field} sectionId={section?.id ?? null} />
              ))}
              {fields.length === 0 && <li className="form-note">{t('emptySection')}</li>}
            </ul>
          </SortableContext>
          <FieldTypeSelect
            label={t('addQuestionTo', { section: title })}
            onAdd={(type) => builder.addField(type, section?.id ?? null)}
          />
        </div>
      )}
    </li>
  );
}
