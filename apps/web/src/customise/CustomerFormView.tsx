import { message, textIn } from '@atelier/domain';
import { EmptyState, Skeleton } from '@atelier/ui';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import type { CustomerFormViewProps } from './contract';
import { isAnswered } from '@atelier/domain';
import { FieldInput } from './fields/FieldInput';
import { viewSections } from './formSections';
import { useCustomiseTexts } from './i18n/useCustomiseTexts';
import './customise.css';

/**
 * The form as a shopper (or the creator in Fill Mode) answers it: each section a disclosure,
 * one open at a time (002 §4), with its count of answered questions. Problems show at every
 * field after an order attempt (`showProblems`), else only at the fields changed here, so a
 * fresh form does not open in red. A button, not the kit's Disclosure: the open section is the
 * host's state (it moves the camera), and <details> keeps its own.
 */
export function CustomerFormView(props: CustomerFormViewProps) {
  const { form, answers, onAnswer, problems, showProblems, mode, openSection, onOpenSection } = props;
  const { config, materials, language, uploadImage, printGuard } = props;
  const context = {
    config,
    materials,
    language,
    ...(uploadImage ? { uploadImage } : {}),
    ...(printGuard ? { printGuard } : {}),
  };
  const { t, m, ready } = useCustomiseTexts();
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const base = useId();
  if (!ready) {
    return (
      <div className="cf-form" aria-busy="true">
        <Skeleton height={48} />
        <Skeleton height={48} />
        <Skeleton height={48} />
      </div>
    );
  }
  const sections = viewSections(form);
  if (sections.length === 0) {
    return (
      <div className="cf-form" data-mode={mode}>
        <EmptyState title={m(message('empty.noOptions'))} level={3} />
      </div>
    );
  }
  const answer = (fieldId: string, value: Parameters<typeof onAnswer>[1]) => {
    setTouched((before) => (before.has(fieldId) ? before : new Set(before).add(fieldId)));
    onAnswer(fieldId, value);
  };
  return (
    <div className="cf-form" data-mode={mode}>
      {sections.map((section, index) => {
        const open = openSection === section.id;
        const headerId = `${base}-s${index}`;
        const bodyId = `${headerId}-body`;
        const answered = section.fields.filter((field) => isAnswered(answers[field.id])).length;
        const title =
          section.title === null ? m(message('form.unassigned')) : textIn(section.title, language);
        const flagged = section.fields.some(
          (field) => problems[field.id] && (showProblems || touched.has(field.id)),
        );
        return (
          <section
            key={section.id}
            className="cf-section"
            data-open={open || undefined}
            data-invalid={flagged || undefined}
          >
            <h3 className="cf-section__heading">
              <button
                type="button"
                id={headerId}
                className="cf-section__toggle"
                aria-expanded={open}
                aria-controls={bodyId}
                onClick={() => onOpenSection(open ? null : section.id)}
              >
                <span className="cf-section__title">{title}</span>
                <span className="cf-section__count">
                  {t('answered', { answered, total: section.fields.length })}
                </span>
                <ChevronDown aria-hidden="true" className="cf-section__chevron" />
              </button>
            </h3>
            <div
              id={bodyId}
              role="region"
              aria-labelledby={headerId}
              className="cf-section__body"
              hidden={!open}
            >
              {open &&
                section.fields.map((field) => (
                  <FieldInput
                    key={field.id}
                    {...context}
                    field={field}
                    value={answers[field.id]}
                    onChange={(value) => answer(field.id, value)}
                    problem={showProblems || touched.has(field.id) ? (problems[field.id] ?? null) : null}
                    idPrefix={`${base}-${field.id}`}
                  />
                ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}
