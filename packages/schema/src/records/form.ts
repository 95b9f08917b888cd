import { z } from 'zod';
import { EditRoleSchema, enabledRolesDefault, reportDuplicates, uniqueList } from '../primitives';
import { FieldIdSchema, FieldSchema } from './field';
import { SectionSchema } from './section';

/** 002 §3, §9: the description a new form gets. */
export const DEFAULT_FORM_DESCRIPTION = 'Product customization form';

/**
 * A field's answer: a material, option or size id, a list of ids, a number, a text, a
 * date, a colour or a decal choice. Answers are stored as JSON values keyed by field id.
 */
export const FormAnswerValueSchema = z.json();
export type FormAnswerValue = z.infer<typeof FormAnswerValueSchema>;

/** Answers keyed by field id. */
export const FormAnswerMapSchema = z.record(FieldIdSchema, FormAnswerValueSchema);
export type FormAnswerMap = z.infer<typeof FormAnswerMapSchema>;

/** 002 §3 answers {defaults, current}: the creator's defaults and the working answers. */
export const FormAnswersSchema = z.object({
  defaults: FormAnswerMapSchema.default(() => ({})),
  current: FormAnswerMapSchema.default(() => ({})),
});
export type FormAnswers = z.infer<typeof FormAnswersSchema>;

/**
 * 002 §3 Form (inside combination_config): enabledForRoles (default creator and
 * consumer), description (default 'Product customization form'), fields, sections,
 * answers. Field and section ids are unique and a field's sectionId names a stored
 * section (fields of a removed section move to 'Unassigned', 002 §4).
 */
export const FormSchema = z
  .object({
    enabledForRoles: uniqueList(EditRoleSchema, 'Role').default(enabledRolesDefault),
    description: z.string().default(DEFAULT_FORM_DESCRIPTION),
    fields: z.array(FieldSchema).default(() => []),
    sections: z.array(SectionSchema).default(() => []),
    answers: FormAnswersSchema.prefault({}),
  })
  .superRefine((form, ctx) => {
    reportDuplicates(ctx, form.sections, (section) => section.id, ['sections'], 'Section id');
    reportDuplicates(ctx, form.fields, (field) => field.id, ['fields'], 'Field id');
    const sectionIds = new Set(form.sections.map((section) => section.id));
    form.fields.forEach((field, index) => {
      if (field.sectionId !== undefined && !sectionIds.has(field.sectionId)) {
        ctx.addIssue({
          code: 'custom',
          message: `Section "${field.sectionId}" does not exist`,
          path: ['fields', index, 'sectionId'],
        });
      }
    });
  });
export type Form = z.infer<typeof FormSchema>;
/** What FormSchema accepts: defaulted keys may be left out. */
export type FormInput = z.input<typeof FormSchema>;
