import type { Field } from '@atelier/schema';
import { useTranslation } from '@atelier/ui';

/**
 * Issue 16: a cart or order line's customisation answers (line properties), named by the
 * creation's form as the server copied it with the line: "Colour: Red". A field or option the
 * copy no longer has shows its id, so an answer is never hidden.
 */

type Answers = Readonly<Record<string, unknown>>;

const localised = (text: unknown, language: string): string => {
  if (typeof text === 'string') return text;
  if (text && typeof text === 'object') {
    const map = text as Record<string, string>;
    return map[language] ?? map.en ?? Object.values(map)[0] ?? '';
  }
  return '';
};

/** The form fields of a line's creation snapshot, if it carries them. */
export const snapshotFields = (snapshot: unknown): readonly Field[] => {
  const form = (snapshot as { combination_config?: { form?: { fields?: unknown } } } | null)
    ?.combination_config?.form;
  return Array.isArray(form?.fields) ? (form.fields as Field[]) : [];
};

function answerText(field: Field | undefined, answer: unknown, language: string): string {
  const ids = Array.isArray(answer) ? answer : [answer];
  const options =
    field && 'options' in field && Array.isArray(field.options)
      ? (field.options as { id?: string; value?: string; label?: unknown; text?: unknown }[])
      : [];
  return ids
    .map((value) => {
      const option = options.find((each) => each.id === value || each.value === value);
      // Option and checkbox options name themselves with `text`; the select fields' with `label`.
      if (option) return localised(option.label ?? option.text, language) || String(value);
      return typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
    })
    .join(', ');
}

export function LineAnswers({
  answers,
  fields,
  label,
}: {
  answers: Answers | undefined;
  fields: readonly Field[];
  label: string;
}) {
  const { i18n } = useTranslation();
  const entries = Object.entries(answers ?? {});
  if (entries.length === 0) return null;
  return (
    <dl className="line-answers" aria-label={label}>
      {entries.map(([fieldId, answer]) => {
        const field = fields.find((each) => each.id === fieldId);
        return (
          <div key={fieldId} className="line-answers__row">
            <dt>{field ? localised(field.title, i18n.language) || fieldId : fieldId}</dt>
            <dd>{answerText(field, answer, i18n.language)}</dd>
          </div>
        );
      })}
    </dl>
  );
}
