import { type AnswerField, answerLines } from '@atelier/domain';
import { useTranslation } from '@atelier/ui';
import './line-answers.css';

/**
 * Issue 16: a cart or order line's customisation answers (line properties), named by the
 * creation's form as the server copied it with the line: "Colour: Red". A field or option the
 * copy no longer has shows its id, so an answer is never hidden.
 */

type Answers = Readonly<Record<string, unknown>>;

export function LineAnswers({
  answers,
  fields,
  label,
}: {
  answers: Answers | undefined;
  fields: readonly AnswerField[];
  label: string;
}) {
  const { i18n } = useTranslation();
  const lines = answerLines(fields, answers ?? {}, i18n.language);
  if (lines.length === 0) return null;
  return (
    <dl className="line-answers" aria-label={label}>
      {lines.map((line) => (
        <div key={line.field} className="line-answers__row">
          <dt>{line.title}</dt>
          <dd>{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}
