import { textIn } from '@atelier/domain';
import type { Field } from '@atelier/schema';
import { Button } from '@atelier/ui';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { Suspense } from 'react';
import { FieldInput } from '../../../customise';
import { useBuilder } from './builderContext';
import { DragHandle } from './DragHandle';
import { FieldSettingsSlot } from './fieldSettingsSlot';

/** One question of the list (002 §4): drag handle, title and type, preview or edit, delete. */
export function FieldRow({ field, sectionId }: { field: Field; sectionId: string | null }) {
  const builder = useBuilder();
  const { t, blocked } = builder;
  const title = textIn(field.title, builder.answerContext.language) || t('untitled');
  const sortable = useSortable({
    id: `f:${field.id}`,
    data: { type: 'field', sectionId },
    disabled: blocked,
  });
  const { setNodeRef, transform, transition, isDragging } = sortable;
  const editing = builder.editingFieldId === field.id;
  const previewing = builder.previewing.includes(field.id);
  const style = { transform: CSS.Translate.toString(transform), transition: transition };
  return (
    <li
      ref={setNodeRef}
      style={style}
      className="form-field"
      data-field={field.id}
      data-dragging={isDragging || undefined}
    >
      <div className="form-field__head">
        <DragHandle
          label={t('moveField', { field: title })}
          disabled={blocked}
          sortable={sortable}
          onStep={(delta) => builder.moveFieldBy(field.id, delta)}
        />
        <span className="form-field__title">
          <strong>{title}</strong>
          <span className="form-field__type">
            {t(`type.${field.type}`)}
            {field.required && ` · ${t('required')}`}
          </span>
        </span>
        <Button
          size="sm"
          variant="ghost"
          icon={<Eye aria-hidden="true" />}
          aria-label={t('previewField', { field: title })}
          aria-pressed={previewing}
          onClick={() => builder.togglePreview(field.id)}
        />
        <Button
          size="sm"
          variant="ghost"
          icon={<Pencil aria-hidden="true" />}
          aria-label={t('editField', { field: title })}
          aria-expanded={editing}
          disabled={blocked}
          onClick={() => builder.editField(editing ? null : field.id)}
        />
        <Button
          size="sm"
          variant="ghost"
          icon={<Trash2 aria-hidden="true" />}
          aria-label={t('deleteField', { field: title })}
          disabled={blocked}
          onClick={() => builder.askDeleteField(field.id)}
        />
      </div>
      {previewing && (
        <div className="form-field__preview">
          <FieldInput
            {...builder.answerContext}
            field={field}
            value={builder.answers[field.id]}
            onChange={(value) => builder.answer(field.id, value)}
            problem={null}
            idPrefix="form-builder-preview"
          />
        </div>
      )}
      {editing && (
        <div className="form-field__settings">
          <Suspense fallback={null}>
            <FieldSettingsSlot
              field={field}
              onChange={builder.updateField}
              config={builder.answerContext.config}
              materials={builder.answerContext.materials}
              kind={builder.kind}
              disabled={blocked}
            />
          </Suspense>
        </div>
      )}
    </li>
  );
}
